import type { Env } from '../env.ts';
import type { Metrics } from '../lib/metrics.ts';
import { capConcurrency } from './concurrency-cap.ts';
import type { EngineRunner } from './engine-pool.ts';
import type { AiProvider } from './provider.ts';
import { createBuiltinProvider } from './providers/builtin.ts';
import { createOpenAiProvider } from './providers/openai.ts';

/**
 * AI_PROVIDER decides (DESIGN.md 2); the builtin engine needs nothing configured. Either way
 * every call passes the process's admission queue (concurrency-cap.ts): at most
 * AI_MAX_CONCURRENT_CALLS run at once, at most AI_MAX_QUEUED_CALLS wait, each at most
 * AI_QUEUE_WAIT_MS.
 */
export function createProvider(
  env: Env,
  parts: { engine?: EngineRunner; metrics?: Metrics } = {},
): AiProvider {
  return capConcurrency(createChosenProvider(env, parts.engine), {
    maxConcurrent: env.AI_MAX_CONCURRENT_CALLS,
    maxWaiting: env.AI_MAX_QUEUED_CALLS,
    maxWaitMs: env.AI_QUEUE_WAIT_MS,
    metrics: parts.metrics,
  });
}

function createChosenProvider(env: Env, engine?: EngineRunner): AiProvider {
  if (env.AI_PROVIDER === 'openai') {
    return createOpenAiProvider({
      baseUrl: env.OPENAI_BASE_URL,
      apiKey: env.OPENAI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
    });
  }
  return createBuiltinProvider({ engine, timeoutMs: env.AI_TIMEOUT_MS });
}
