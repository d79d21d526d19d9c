import { Redis } from 'ioredis';
import { AppError } from './app-error.ts';
import type { Logger } from './logger.ts';

/*
 * Deadlines on every Redis call (issue 31, finding 2). Without them a Redis that accepts
 * connections and never answers held every signed-in request open for ever, and one that
 * refused connections turned every signed-in request into a 500.
 *
 * - A command that has no reply within REDIS_COMMAND_TIMEOUT_MS fails. This covers a silent
 *   server (the reply never comes) and a command queued while the client reconnects (it
 *   waits for the connection at most this long), so a request never waits longer for Redis.
 * - A TCP connection that is not established within REDIS_CONNECT_TIMEOUT_MS is dropped and
 *   retried (a host that drops packets).
 * - A queued command is failed after one reconnection attempt that did not succeed, rather
 *   than waiting for later ones.
 * A failed call becomes a 503 with REDIS_UNAVAILABLE_MESSAGE, and /api/ready answers 503.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 2000;
export const REDIS_CONNECT_TIMEOUT_MS = 5000;

export const REDIS_UNAVAILABLE_MESSAGE =
  'Citable cannot reach its session store right now. Please try again in a minute.';

/** One Redis connection for the process (rate limits and the session cache), when configured. */
export async function connectRedis(url: string, logger: Logger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // A command sent during a short reconnect waits for it (bounded by the command timeout)
    // instead of failing at once.
    enableOfflineQueue: true,
  });
  // The client retries every few seconds while Redis is away: one line when it goes, one when
  // it is back, rather than one per attempt.
  let isDown = false;
  redis.on('error', (error) => {
    if (isDown) return;
    isDown = true;
    logger.error({ err: error }, 'Redis is unreachable: signed-in requests answer 503');
  });
  redis.on('ready', () => {
    if (!isDown) return;
    isDown = false;
    logger.info('Redis is reachable again');
  });
  await redis.connect();
  return redis;
}

/**
 * Whether an error comes from the connection to Redis (no answer, no connection), as opposed
 * to a command Redis refused. ioredis does not give these errors a class of their own.
 */
export function isRedisOutage(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  return /^(Command timed out|Connection is closed|Stream isn't writeable|Redis connection is not ready|Ready check failed|connect (ECONNREFUSED|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH))/.test(
    error.message,
  );
}

/** The 503 a request gets when Redis does not answer. */
export function redisUnavailable(cause: unknown): AppError {
  return new AppError('unavailable', REDIS_UNAVAILABLE_MESSAGE, { cause });
}

/** Runs one Redis call; a failure of the connection becomes the 503. */
export async function callRedis<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw isRedisOutage(error) ? redisUnavailable(error) : error;
  }
}
