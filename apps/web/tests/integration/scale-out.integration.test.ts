import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify, TEST_PASSWORD } from '../support/accounts.ts';
import { ApiClient, uniqueEmail } from '../support/api-client.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';
import {
  freePort,
  isNginxAvailable,
  NGINX_SKIP_REASON,
  type RunningNginx,
  startNginx,
} from '../support/nginx.ts';
import {
  createTestDatabase,
  isPostgresAvailable,
  POSTGRES_SKIP_REASON,
} from '../support/postgres.ts';
import { isRedisAvailable, REDIS_SKIP_REASON, TEST_REDIS_URL } from '../support/redis.ts';
import { CHEAP_PASSWORDS, type RunningServer, startServer } from '../support/server.ts';

/**
 * Issue 37: two instances of the built server behind nginx, on one PostgreSQL and one Redis,
 * as a deployment runs them. A session made through one works through the other; a sign-out
 * or a password change on one is refused by the other at once; limits hold across both; and
 * an instance killed with SIGKILL mid-load loses no acknowledged write.
 */
const TESTING_SECRET = 'scale-out-testing-secret-0123456789';
const PER_MINUTE = 6;
const ADMIN_EMAIL = `scale-admin-${randomUUID()}@example.com`;
const ARTICLE =
  'Cold brew coffee is coffee steeped in cold water for 12 to 24 hours. It tastes smoother than hot coffee.';

const nginxAvailable = isNginxAvailable();
const redisAvailable = await isRedisAvailable();
const postgresAvailable = await isPostgresAvailable();
if (!nginxAvailable) console.warn(NGINX_SKIP_REASON);
if (!redisAvailable) console.warn(REDIS_SKIP_REASON);
if (!postgresAvailable) console.warn(POSTGRES_SKIP_REASON);

/** An address no other run uses (counts in a shared Redis outlive a run). */
const freshAddress = () => `fd00:${randomBytes(6).toString('hex').match(/.{4}/g)?.join(':')}::1`;

/** A client of the balancer; `instance` pins its requests to instance a or b. */
class Client extends ApiClient {
  constructor(
    url: string,
    readonly instance: 'a' | 'b' | 'both',
    address: string,
  ) {
    super(url, { forwardedFor: address });
  }
  override request(method: string, path: string, body?: unknown, headers = {}) {
    return super.request(method, path, body, { ...headers, 'X-Citable-Instance': this.instance });
  }
  /** The same browser (its cookies) talking to another instance. */
  through(instance: 'a' | 'b' | 'both'): Client {
    const other = new Client(this.baseUrl, instance, this.options.forwardedFor as string);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }
}

describe.skipIf(!nginxAvailable || !redisAvailable || !postgresAvailable)(
  'two instances behind nginx on PostgreSQL and Redis',
  { timeout: 120_000 },
  () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let mailbox: Mailbox;
    let nginx: RunningNginx;
    const instances: RunningServer[] = [];
    let url: string;

    beforeAll(async () => {
      database = await createTestDatabase();
      mailbox = await startMailbox();
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      const env = {
        ...CHEAP_PASSWORDS,
        APP_URL: url,
        DATABASE_URL: database.url,
        REDIS_URL: TEST_REDIS_URL,
        // One deployment: the same secret on both, and counts in Redis of its own.
        AUTH_SECRET: `scale-out-${randomUUID()}-${randomUUID()}`,
        SMTP_URL: mailbox.smtpUrl,
        TESTING_SECRET,
        ADMIN_EMAIL,
        TRUST_PROXY: '127.0.0.1',
        AI_CALLS_PER_MINUTE: String(PER_MINUTE),
      };
      instances.push(await startServer(env), await startServer(env));
      nginx = await startNginx(port, {
        a: (instances[0] as RunningServer).url,
        b: (instances[1] as RunningServer).url,
      });
    }, 120_000);
    afterAll(async () => {
      await nginx?.close();
      for (const instance of instances) await instance.stop();
      await mailbox?.close();
      await database?.drop();
    });

    async function member(instance: 'a' | 'b') {
      const client = new Client(url, instance, freshAddress());
      const email = uniqueEmail('scale');
      await signUpAndVerify(client, mailbox, { name: 'Scale Out', email });
      return { client, email };
    }

    it('signs in through one instance and uses the session through the other', async () => {
      const { client, email } = await member('a');
      const onB = client.through('b');
      const session = await (await onB.get('/api/auth/session')).json();
      expect(session.user).toMatchObject({ email, fullName: 'Scale Out' });
      expect((await onB.get('/api/account/sessions')).status).toBe(200);
    });

    it('refuses a session on the other instance at once after a sign-out on one', async () => {
      const { client } = await member('a');
      const onB = client.through('b');
      // Looked up on b first, so b has it in the shared cache when a signs out.
      expect((await onB.get('/api/account/sessions')).status).toBe(200);
      expect((await client.post('/api/auth/sign-out')).status).toBeLessThan(300);
      expect((await onB.get('/api/account/sessions')).status).toBe(401);
      expect((await (await onB.get('/api/auth/session')).json()).user).toBeNull();
    });

    it("ends a browser's session on the other instance at once after a password change", async () => {
      const { client, email } = await member('a');
      const other = new Client(url, 'b', client.options.forwardedFor as string);
      expect(
        (await other.postJson('/api/auth/sign-in', { email, password: TEST_PASSWORD })).status,
      ).toBe(200);
      expect((await other.get('/api/account/sessions')).status).toBe(200);
      const changed = await client.postJson('/api/account/password', {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Amber-Quarry-Willow-77',
      });
      expect(changed.status).toBe(200);
      expect((await other.get('/api/account/sessions')).status).toBe(401);
      // The browser that changed it stays signed in, through either instance.
      expect((await client.through('b').get('/api/account/sessions')).status).toBe(200);
    });

    it("shows the admin's system prompt saved through one instance on the other at once", async () => {
      const admin = new Client(url, 'a', freshAddress());
      await signUpAndVerify(admin, mailbox, { name: 'Scale Admin', email: ADMIN_EMAIL });
      const onB = admin.through('b');
      // Read on b first, so a cache there would hold the old prompt.
      const before = await (await onB.get('/api/prompts')).json();
      const content = `Analyze the text for citability, saved on a at ${Date.now()}.`;
      expect(before.prompts.analyzer.content).not.toBe(content);
      const saved = await admin.request('PUT', '/api/prompts/analyzer', { content });
      expect(saved.status).toBe(200);
      const after = await (await onB.get('/api/prompts')).json();
      expect(after.prompts.analyzer.content).toBe(content);
    });

    it("holds one account's AI quota across both instances", async () => {
      const { client } = await member('a');
      const statuses: number[] = [];
      for (let i = 0; i < PER_MINUTE + 4; i++) {
        const via = client.through(i % 2 === 0 ? 'a' : 'b');
        statuses.push((await via.post('/api/functions/analyze', { content: ARTICLE })).status);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(PER_MINUTE);
      expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    });

    it('loses no acknowledged write when one instance is killed with SIGKILL mid-load', async () => {
      // A tester session per worker: each has its own quota, so the load is not refused.
      const workers = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const client = new Client(url, 'both', freshAddress());
          expect((await client.postJson('/api/testing', { secret: TESTING_SECRET })).status).toBe(
            200,
          );
          return client;
        }),
      );
      const outcomes: number[] = [];
      const stopAt = performance.now() + 3000;
      const killed = new Promise<void>((resolve) =>
        setTimeout(() => {
          instances[1]?.process.kill('SIGKILL');
          resolve();
        }, 1000),
      );
      await Promise.all(
        workers.map(async (client) => {
          while (performance.now() < stopAt && outcomes.length < 2000) {
            const response = await client
              .post('/api/functions/analyze', { content: ARTICLE })
              .catch(() => null);
            outcomes.push(response?.status ?? 0);
            // Each tester's quota per minute is PER_MINUTE: past it the write is refused (429),
            // which is an answer, not a loss; keep the load on with a new tester then.
            if (response?.status === 429) {
              client.cookies.clear();
              client.options.forwardedFor = freshAddress();
              // Signing in may itself meet the instance being killed (nginx answers its own
              // HTML error page): that is a request in flight, not a lost write; try again.
              for (let attempt = 0; attempt < 3; attempt++) {
                const signedIn = await client
                  .postJson('/api/testing', { secret: TESTING_SECRET })
                  .catch(() => null);
                if (signedIn?.status === 200) break;
              }
            }
          }
        }),
      );
      await killed;
      const acknowledged = outcomes.filter((status) => status === 200).length;
      const failed = outcomes.filter((status) => status !== 200 && status !== 429);
      expect(acknowledged).toBeGreaterThan(10);
      // Only requests in flight on the killed instance may fail: at most one per worker.
      expect(failed.length).toBeLessThanOrEqual(workers.length);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const stored = await client.query<{ runs: string }>(
          "select coalesce(sum(analyzer_runs), 0) as runs from beta_users where user_id like 'tester:%'",
        );
        const runs = Number(stored.rows[0]?.runs);
        // Every acknowledged analysis was counted; an unacknowledged one may have been too.
        expect(runs).toBeGreaterThanOrEqual(acknowledged);
        expect(runs).toBeLessThanOrEqual(acknowledged + failed.length);
      } finally {
        await client.end();
      }
      // The survivor still answers through the balancer.
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
    });
  },
);
