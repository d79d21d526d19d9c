import { useRouteLoaderData } from 'react-router';

export interface AiEngine {
  provider: 'builtin' | 'openai';
  model: string | null;
}

/** Which engine answers the tools now, from the root loader's public configuration. */
export function useAiEngine(): AiEngine {
  const data = useRouteLoaderData('root') as { publicEnv?: { aiEngine?: AiEngine } } | undefined;
  return data?.publicEnv?.aiEngine ?? { provider: 'builtin', model: null };
}
