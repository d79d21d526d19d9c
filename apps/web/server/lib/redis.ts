import { Redis } from 'ioredis';
import type { Logger } from './logger.ts';

/** One Redis connection for the process (rate limits and the session cache), when configured. */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
  });
  redis.on('error', (error) => logger.warn({ err: error }, 'redis error'));
  await redis.connect();
  return redis;
}
