import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';
import { createTestDatabase, isPostgresAvailable } from '../support/postgres.ts';
import { isRedisAvailable, REDIS_SKIP_REASON, TEST_REDIS_URL } from '../support/redis.ts';

// Passwords hash at the test run's low cost (vitest.config.ts); the long timeouts are for a
// loaded shared machine, where a server start can take many seconds.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 });

/**
 * Two instances behind one balancer: one PostgreSQL, one Redis. Limits and sign-outs must
 * hold across both (issue 4).
 */
const PASSWORD = 'Violet-Harbour-Lantern-42';

const redisAvailable = await isRedisAvailable();
const postgresAvailable = await isPostgresAvailable();
if (!redisAvailable) console.warn(REDIS_SKIP_REASON);
if (!postgresAvailable)
  console.warn('Two-instance tests skipped: they need PostgreSQL for the shared database.');

describe.skipIf(!redisAvailable || !postgresAvailable)(
  'two instances sharing Redis and PostgreSQL',
  () => {
    let mailbox: Mailbox;
    let first: TestAppServer;
    let second: TestAppServer;
    let database: { url: string; drop: () => Promise<void> };

    beforeAll(async () => {
      mailbox = await startMailbox();
      database = await createTestDatabase();
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: TEST_REDIS_URL,
        SMTP_URL: mailbox.smtpUrl,
        TRUST_PROXY: '127.0.0.1',
        AUTH_SECRET: 'a-shared-secret-for-both-instances-0123456789',
      };
      first = await startAppServer(env);
      second = await startAppServer(env);
    });
    afterAll(async () => {
      await first?.close();
      await second?.close();
      await database?.drop();
      await mailbox?.close();
    });

    it('enforces one per-IP limit across both instances', async () => {
      const ip = uniqueIp();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const target = i % 2 === 0 ? first : second;
        const api = new ApiClient(target.url, { forwardedFor: ip });
        statuses.push(
          (
            await api.postJson('/api/auth/sign-up', {
              name: 'Ada',
              email: uniqueEmail(),
              password: PASSWORD,
            })
          ).status,
        );
      }
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    });

    it('pauses one address against an account on both instances after failures spread over both', async () => {
      const email = uniqueEmail();
      const signUp = new ApiClient(first.url, { forwardedFor: uniqueIp() });
      const before = mailbox.messages.length;
      await signUp.postJson('/api/auth/sign-up', { name: 'Ada', email, password: PASSWORD });
      const code = await mailbox.waitForCode(email, { after: before });
      expect((await signUp.postJson('/api/auth/verify', { email, code })).status).toBe(200);
      // Issue 8: wrong passwords are counted per (account, client address), so a stranger
      // pauses only their own address; the count is shared through Redis.
      const attackerIp = uniqueIp();
      for (let i = 0; i < 9; i++) {
        const target = i % 2 === 0 ? first : second;
        await new ApiClient(target.url, { forwardedFor: attackerIp }).postJson(
          '/api/auth/sign-in',
          { email, password: 'Wrong-Password-1' },
        );
      }
      const tenth = await new ApiClient(second.url, { forwardedFor: attackerIp }).postJson(
        '/api/auth/sign-in',
        { email, password: 'Wrong-Password-1' },
      );
      expect(tenth.status).toBe(429);
      const right = await new ApiClient(first.url, { forwardedFor: attackerIp }).postJson(
        '/api/auth/sign-in',
        { email, password: PASSWORD },
      );
      expect(right.status).toBe(429);
      const owner = await new ApiClient(first.url, { forwardedFor: uniqueIp() }).postJson(
        '/api/auth/sign-in',
        { email, password: PASSWORD },
      );
      expect(owner.body).toEqual({ status: 'complete' });
    }, 180_000);

    it('shares sessions, and a sign-out on one instance is seen at once by the other', async () => {
      const email = uniqueEmail();
      const onFirst = new ApiClient(first.url, { forwardedFor: uniqueIp() });
      const before = mailbox.messages.length;
      await onFirst.postJson('/api/auth/sign-up', { name: 'Ada', email, password: PASSWORD });
      const code = await mailbox.waitForCode(email, { after: before });
      await onFirst.postJson('/api/auth/verify', { email, code });
      const onSecond = new ApiClient(second.url, { forwardedFor: uniqueIp() });
      onSecond.cookies.set('citable_session', onFirst.cookies.get('citable_session') ?? '');
      // The second instance reads the session (and caches it in Redis).
      expect((await (await onSecond.get('/api/auth/session')).json()).user.email).toBe(email);
      expect((await (await onSecond.get('/api/auth/session')).json()).user.email).toBe(email);
      await onFirst.postJson('/api/auth/sign-out');
      expect((await (await onSecond.get('/api/auth/session')).json()).user).toBeNull();
      expect((await onSecond.post('/api/account/sync-profile')).status).toBe(401);
    });
  },
);
