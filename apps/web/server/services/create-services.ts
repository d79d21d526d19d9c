import type { Redis } from 'ioredis';
import { createProvider } from '../ai/create-provider.ts';
import { createInlineEngine, type EngineRunner } from '../ai/engine-pool.ts';
import type { AiProvider } from '../ai/provider.ts';
import { resolveAuthSecret } from '../auth/auth-secret.ts';
import { createInlinePasswordRunner, type PasswordRunner } from '../auth/password-runner.ts';
import { createPasswordHasher, passwordParamsFor } from '../auth/passwords.ts';
import { createRateLimits } from '../auth/rate-limits.ts';
import { createSessionStore } from '../auth/sessions.ts';
import type { DatabaseHandle } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import { createMetrics, type Metrics } from '../lib/metrics.ts';
import { createOpenStreams } from '../lib/open-streams.ts';
import { connectRedis } from '../lib/redis.ts';
import { createMailer } from '../mail/mailer.ts';
import type { ServiceContext } from './context.ts';
import { createPdfPrinter } from './exports/pdf-printer.ts';
import { createPromptStore } from './prompts/prompt-store.ts';

export interface Services {
  ctx: ServiceContext;
  database: DatabaseHandle;
  redis: Redis | undefined;
  close(): Promise<void>;
}

/** Parts main.ts makes itself (threads, the metrics it shares); tests may pass their own. */
export interface ServiceParts {
  metrics?: Metrics;
  engine?: EngineRunner;
  ai?: AiProvider;
  passwordRunner?: PasswordRunner;
}

/**
 * Wires the parts every service uses: secret, Redis (optional), limits, sessions, mail, AI,
 * the engine and password hashing (inline unless main.ts passes its pools of threads).
 */
export async function createServices(
  env: Env,
  database: DatabaseHandle,
  logger: Logger,
  parts: ServiceParts = {},
): Promise<Services> {
  const metrics = parts.metrics ?? createMetrics();
  const engine = parts.engine ?? createInlineEngine(metrics);
  const ai = parts.ai ?? createProvider(env, { engine, metrics });
  const passwordRunner = parts.passwordRunner ?? createInlinePasswordRunner();
  const authSecret = await resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR);
  const redis = env.REDIS_URL ? await connectRedis(env.REDIS_URL, logger) : undefined;
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger });
  const ctx: ServiceContext = {
    db: database.db,
    env,
    authSecret,
    passwords: createPasswordHasher({
      params: passwordParamsFor(env.TEST_SCRYPT_COST),
      runner: passwordRunner,
    }),
    mailer,
    limits: createRateLimits(redis),
    sessions: createSessionStore(database.db, redis),
    logger,
    ai,
    engine,
    metrics,
    openStreams: createOpenStreams(),
    prompts: createPromptStore(database.db, { isCached: !redis }),
    pdf: createPdfPrinter(env.CHROMIUM_PATH),
  };
  return {
    ctx,
    database,
    redis,
    async close() {
      mailer.close();
      await ctx.pdf.close();
      await ai.close?.();
      await engine.close();
      await ctx.passwords.close();
      if (redis) await redis.quit().catch(() => redis.disconnect());
      await database.close();
    },
  };
}
