import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai.ts';
import {
  createTestDatabase,
  isPostgresAvailable,
  POSTGRES_SKIP_REASON,
} from '../support/postgres.ts';
import { isRedisAvailable, REDIS_SKIP_REASON, TEST_REDIS_URL } from '../support/redis.ts';

/**
 * Issue 8, finding 8 behind a balancer: two instances sharing PostgreSQL and Redis hold one
 * quota per caller, not one each.
 */
const TESTING_SECRET = 'shared-quota-testing-secret-0123456789';
const PER_MINUTE = 10;
const ARTICLE = 'Cold brew coffee is coffee steeped in cold water for 12 to 24 hours.';

const redisAvailable = await isRedisAvailable();
const postgresAvailable = await isPostgresAvailable();
if (!redisAvailable) console.warn(REDIS_SKIP_REASON);
if (!postgresAvailable) console.warn(POSTGRES_SKIP_REASON);

describe.skipIf(!redisAvailable || !postgresAvailable)(
  'one AI quota across two instances',
  { timeout: 120_000 },
  () => {
    let fake: FakeOpenAi;
    let first: TestAppServer;
    let second: TestAppServer;
    let database: { url: string; drop: () => Promise<void> };

    beforeAll(async () => {
      fake = await startFakeOpenAi();
      fake.respond = () => ({ kind: 'text', content: 'Semantic Clarity: 70 (Good)' });
      database = await createTestDatabase();
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: TEST_REDIS_URL,
        TRUST_PROXY: '127.0.0.1',
        AUTH_SECRET: 'a-shared-secret-for-both-instances-0123456789',
        TESTING_SECRET,
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_API_KEY: 'sk-shared',
        AI_MODEL: 'fake-model',
        AI_CALLS_PER_MINUTE: String(PER_MINUTE),
      };
      first = await startAppServer(env);
      second = await startAppServer(env);
    }, 120_000);
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await database?.drop();
      await fake?.close();
    });

    it('lets one tester session reach the provider at most its quota, whichever instance it hits', async () => {
      const ip = uniqueIp();
      const onFirst = new ApiClient(first.url, { forwardedFor: ip });
      expect((await onFirst.postJson('/api/testing', { secret: TESTING_SECRET })).status).toBe(200);
      const onSecond = new ApiClient(second.url, { forwardedFor: ip });
      for (const [name, value] of onFirst.cookies) onSecond.cookies.set(name, value);

      const responses = await Promise.all(
        Array.from({ length: 4 * PER_MINUTE }, (_, i) =>
          (i % 2 ? onSecond : onFirst).post('/api/functions/analyze', { content: ARTICLE }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(PER_MINUTE);
      expect(statuses.filter((status) => status === 429)).toHaveLength(3 * PER_MINUTE);
      // Both instances answered some of the calls, and refused some.
      expect(statuses.filter((status, i) => i % 2 === 1 && status === 429).length).toBeGreaterThan(
        0,
      );
      expect(statuses.filter((status, i) => i % 2 === 0 && status === 429).length).toBeGreaterThan(
        0,
      );
      expect(fake.requests).toHaveLength(PER_MINUTE);
    });
  },
);
