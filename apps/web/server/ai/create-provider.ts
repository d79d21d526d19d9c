import type { Env } from '../env.ts';
import { capConcurrency } from './concurrency-cap.ts';
import type { EngineRunner } from './engine-pool.ts';
import type { AiProvider } from './provider.ts';
import { createBuiltinProvider } from './providers/builtin.ts';
import { createOpenAiProvider } from './providers/openai.ts';

/**
 * AI_PROVIDER decides (DESIGN.md 2); the builtin engine needs nothing configured. Either way
 * at most AI_MAX_CONCURRENT_CALLS calls run at once in this process; the rest wait in turn.
 */
export function createProvider(env: Env, engine?: EngineRunner): AiProvider {
  return capConcurrency(createChosenProvider(env, engine), {
    maxConcurrent: env.AI_MAX_CONCURRENT_CALLS,
    maxWaitMs: env.AI_TIMEOUT_MS,
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
