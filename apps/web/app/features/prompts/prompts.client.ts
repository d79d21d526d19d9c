import { callApi } from '../../lib/api.ts';

export type PromptKind = 'analyzer' | 'improvement' | 'keywords';

export interface PromptState {
  content: string;
  isDefault: boolean;
  updatedAt: string | null;
}

/** /api/prompts: admin only (DESIGN.md 3.3). */
export const promptsApi = {
  list: () => callApi<{ prompts: Record<PromptKind, PromptState> }>('GET', '/api/prompts'),
  save: (kind: PromptKind, content: string) =>
    callApi<{ prompt: PromptState }>('PUT', `/api/prompts/${kind}`, { content }),
  reset: (kind: PromptKind) => callApi<{ prompt: PromptState }>('DELETE', `/api/prompts/${kind}`),
};
