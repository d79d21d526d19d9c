import { lazyCalls } from '../../lib/lazy-calls.ts';
import { loadSchemasInSteps } from '../../lib/schema-steps.ts';
import type { promptsApi as Calls } from './prompts-calls.ts';

/** The calls of `prompts-calls.ts`, loaded with the first one (see lazyCalls). */
export const promptsApi = lazyCalls<typeof Calls>(() =>
  loadSchemasInSteps([])
    .then(() => import('./prompts-calls.ts'))
    .then((module) => module.promptsApi),
);

export type { PromptKind, PromptState } from '@citable/schemas';
