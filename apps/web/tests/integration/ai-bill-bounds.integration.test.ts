import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../support/accounts.ts';
import { ApiClient, uniqueEmail } from '../support/api-client.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';
import {
  createTestDatabase,
  isPostgresAvailable,
  POSTGRES_SKIP_REASON,
} from '../support/postgres.ts';
import { isRedisAvailable, REDIS_SKIP_REASON, TEST_REDIS_URL } from '../support/redis.ts';
import { CHEAP_PASSWORDS, type RunningServer, startServer } from '../support/server.ts';

/**
 * Issue 31, finding 6: the AI quota was per tester session, and one address may open ten
 * sessions every 15 minutes: 200 calls a minute from one address, 600 from 30 addresses with
 * a catch-all mail domain. Now the bill is bounded per caller (testers per address), per
 * address, and per day for the whole deployment, on the built server as `npm start` runs it:
 * alone with PGlite and its counts in the process, and as two instances sharing PostgreSQL
 * and Redis.
 */
const TESTING_SECRET = 'bill-bounds-testing-secret-0123456789';
const PER_MINUTE = 10;
const PER_ADDRESS_PER_MINUTE = 15;
const TOTAL_PER_DAY = 40;
const ARTICLE =
  'Cold brew coffee is coffee steeped in cold water for 12 to 24 hours. It tastes smoother than hot coffee.';
const CAPACITY_USED_UP =
  "This service's AI capacity for today is used up. Please try again tomorrow (the count starts again at midnight UTC).";

const redisAvailable = await isRedisAvailable();
const postgresAvailable = await isPostgresAvailable();
if (!redisAvailable) console.warn(REDIS_SKIP_REASON);
if (!postgresAvailable) console.warn(POSTGRES_SKIP_REASON);

/**
 * Addresses no other run uses: a random IPv6 /64 per address. Counts in a shared Redis last a
 * day, so addresses made from the process id could meet another run's.
 */
function freshAddress(): string {
  return `fd00:${randomBytes(6).toString('hex').match(/.{4}/g)?.join(':')}::1`;
}

interface Deployment {
  /** The instances' URLs; calls go to each in turn. */
  urls: string[];
  fake: FakeOpenAi;
  mailbox: Mailbox;
}

/** A client of instance `index % urls.length`, from `address`, holding `cookies`. */
function clientOf(
  deployment: Deployment,
  index: number,
  address: string,
  cookies?: Map<string, string>,
): ApiClient {
  const url = deployment.urls[index % deployment.urls.length] as string;
  const api = new ApiClient(url, { forwardedFor: address });
  for (const [name, value] of cookies ?? []) api.cookies.set(name, value);
  return api;
}

/** A tester session opened from an address of its own (opening sessions has its own limit). */
async function openTesterSession(deployment: Deployment, index: number) {
  const api = clientOf(deployment, index, freshAddress());
  const opened = await api.postJson('/api/testing', { secret: TESTING_SECRET });
  expect(opened.status).toBe(200);
  return api.cookies;
}

async function signUp(deployment: Deployment, index: number, address: string) {
  const api = clientOf(deployment, index, address);
  await signUpAndVerify(api, deployment.mailbox, {
    name: 'Bill Bounds',
    email: uniqueEmail('bill'),
  });
  return api.cookies;
}

async function analyze(api: ApiClient) {
  const response = await api.post('/api/functions/analyze', { content: ARTICLE });
  const body = (await response.json()) as Record<string, unknown>;
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
}

/** The outcomes, the same for one instance and for two sharing Redis. */
function describeBounds(
  name: string,
  isSkipped: boolean,
  start: () => Promise<Deployment & { stop(): Promise<void> }>,
) {
  describe.skipIf(isSkipped)(name, { timeout: 240_000 }, () => {
    let deployment: Deployment & { stop(): Promise<void> };

    beforeAll(async () => {
      deployment = await start();
      deployment.fake.respond = () => ({ kind: 'text', content: 'Semantic Clarity: 70 (Good)' });
    }, 240_000);
    afterAll(async () => {
      await deployment?.stop();
    });

    it('makes 11 tester sessions from one address share one quota', async () => {
      const sessions = [];
      for (let i = 0; i < 11; i++) sessions.push(await openTesterSession(deployment, i));
      const address = freshAddress();
      const before = deployment.fake.requests.length;

      // Each of the first ten sessions makes one call from the shared address: the quota.
      for (let i = 0; i < PER_MINUTE; i++) {
        expect((await analyze(clientOf(deployment, i, address, sessions[i]))).status).toBe(200);
      }
      const eleventh = sessions[10];
      for (const index of [10, 11]) {
        const refused = await analyze(clientOf(deployment, index, address, eleventh));
        expect(refused.status).toBe(429);
        expect(Number(refused.retryAfter)).toBeGreaterThan(0);
        expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
        expect(refused.body).toEqual({
          error: expect.stringMatching(
            /^You have used this minute's 10 AI calls\. Please wait (\d+ seconds|1 minute) and try again\.$/,
          ),
        });
      }
      // Another address in the same IPv6 /64 is the same subscriber.
      const neighbour = address.replace(/::1$/, '::2');
      expect((await analyze(clientOf(deployment, 0, neighbour, eleventh))).status).toBe(429);
      expect(deployment.fake.requests.length - before).toBe(PER_MINUTE);

      // The same session from another address has that address's quota.
      expect((await analyze(clientOf(deployment, 1, freshAddress(), eleventh))).status).toBe(200);
    });

    it("makes every account from one address share the address's budget", async () => {
      const address = freshAddress();
      const first = await signUp(deployment, 0, address);
      const second = await signUp(deployment, 1, address);
      const before = deployment.fake.requests.length;

      for (let i = 0; i < PER_MINUTE; i++) {
        expect((await analyze(clientOf(deployment, i, address, first))).status).toBe(200);
      }
      // The second account has its own ten calls, but the address only five more.
      const left = PER_ADDRESS_PER_MINUTE - PER_MINUTE;
      for (let i = 0; i < left; i++) {
        expect((await analyze(clientOf(deployment, i, address, second))).status).toBe(200);
      }
      const refused = await analyze(clientOf(deployment, 1, address, second));
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
      expect(refused.body).toEqual({
        error: expect.stringMatching(
          /^Your network address has used this minute's 15 AI calls, which everyone using it shares\. Please wait (\d+ seconds|1 minute) and try again\.$/,
        ),
      });
      expect(deployment.fake.requests.length - before).toBe(PER_ADDRESS_PER_MINUTE);

      // The refusal cost the second account nothing: elsewhere it has its other five calls.
      const elsewhere = freshAddress();
      for (let i = 0; i < PER_MINUTE - left; i++) {
        expect((await analyze(clientOf(deployment, i, elsewhere, second))).status).toBe(200);
      }
      expect((await analyze(clientOf(deployment, 0, elsewhere, second))).status).toBe(429);
    });

    it("refuses a fresh account on a fresh address once the deployment's day is used up", async () => {
      // Testers on fresh addresses use what is left of the day, whatever the tests above spent.
      let answered = 0;
      let capacityRefusal: Awaited<ReturnType<typeof analyze>> | undefined;
      for (let round = 0; round < TOTAL_PER_DAY && !capacityRefusal; round++) {
        const session = await openTesterSession(deployment, round);
        const address = freshAddress();
        for (let i = 0; i < PER_MINUTE && !capacityRefusal; i++) {
          const result = await analyze(clientOf(deployment, i, address, session));
          if (result.status === 200) answered += 1;
          else capacityRefusal = result;
        }
      }
      expect(answered).toBeGreaterThan(0);
      expect(capacityRefusal?.status).toBe(429);
      expect(capacityRefusal?.body).toEqual({ error: CAPACITY_USED_UP });
      // Every call this deployment answered today, across instances, is the day's total.
      expect(deployment.fake.requests).toHaveLength(TOTAL_PER_DAY);

      const address = freshAddress();
      const account = await signUp(deployment, 1, address);
      for (const index of [0, 1]) {
        const refused = await analyze(clientOf(deployment, index, address, account));
        expect(refused.status).toBe(429);
        expect(refused.body).toEqual({ error: CAPACITY_USED_UP });
        expect(Number(refused.retryAfter)).toBeGreaterThan(0);
        expect(Number(refused.retryAfter)).toBeLessThanOrEqual(24 * 60 * 60);
      }
      expect(deployment.fake.requests).toHaveLength(TOTAL_PER_DAY);
    });
  });
}

function boundsEnv(fake: FakeOpenAi, mailbox: Mailbox): Record<string, string> {
  return {
    ...CHEAP_PASSWORDS,
    TRUST_PROXY: '127.0.0.1',
    TESTING_SECRET,
    SMTP_URL: mailbox.smtpUrl,
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: 'sk-bill-bounds',
    AI_MODEL: 'fake-model',
    AI_CALLS_PER_MINUTE: String(PER_MINUTE),
    AI_CALLS_PER_ADDRESS_PER_MINUTE: String(PER_ADDRESS_PER_MINUTE),
    AI_CALLS_PER_DAY_TOTAL: String(TOTAL_PER_DAY),
  };
}

describeBounds('the AI bill on one instance with the embedded database', false, async () => {
  const fake = await startFakeOpenAi();
  const mailbox = await startMailbox();
  const server = await startServer(boundsEnv(fake, mailbox));
  return {
    urls: [server.url],
    fake,
    mailbox,
    async stop() {
      await server.stop();
      await fake.close();
      await mailbox.close();
    },
  };
});

describeBounds(
  'the AI bill across two instances sharing PostgreSQL and Redis',
  !redisAvailable || !postgresAvailable,
  async () => {
    const fake = await startFakeOpenAi();
    const mailbox = await startMailbox();
    const database = await createTestDatabase();
    const env = {
      ...boundsEnv(fake, mailbox),
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      // A deployment of its own: the day's count in Redis is named after the secret.
      AUTH_SECRET: `bill-bounds-${randomUUID()}-${randomUUID()}`,
    };
    const servers: RunningServer[] = [];
    servers.push(await startServer(env));
    servers.push(await startServer(env));
    return {
      urls: servers.map((server) => server.url),
      fake,
      mailbox,
      async stop() {
        for (const server of servers) await server.stop();
        await database.drop();
        await fake.close();
        await mailbox.close();
      },
    };
  },
);
