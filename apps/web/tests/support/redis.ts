import { Redis } from 'ioredis';

/** The machine's Redis for the tests that share limits between instances. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export const REDIS_SKIP_REASON = `Redis tests skipped: no Redis answered at ${TEST_REDIS_URL} (start one, or set TEST_REDIS_URL).`;

export async function isRedisAvailable(): Promise<boolean> {
  const redis = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1500,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
