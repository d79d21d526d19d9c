import { type PromptKind, PromptResponse, PromptsResponse } from '@citable/schemas';
import { callApi } from '../../lib/api.ts';

/** /api/prompts: admin only (DESIGN.md 3.3). */
export const promptsApi = {
  list: () => callApi(PromptsResponse, 'GET', '/api/prompts'),
  save: (kind: PromptKind, content: string) =>
    callApi(PromptResponse, 'PUT', `/api/prompts/${kind}`, { content }),
  reset: (kind: PromptKind) => callApi(PromptResponse, 'DELETE', `/api/prompts/${kind}`),
};
