import type { Env } from '../env.ts';
import type { EngineRunner } from './engine-pool.ts';
import type { AiProvider } from './provider.ts';
import { createBuiltinProvider } from './providers/builtin.ts';
import { createOpenAiProvider } from './providers/openai.ts';

/** AI_PROVIDER decides (DESIGN.md 2); the builtin engine needs nothing configured. */
export function createProvider(env: Env, engine?: EngineRunner): AiProvider {
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
