import { lazyCalls } from '../../lib/lazy-calls.ts';
import { loadSchemasInSteps } from '../../lib/schema-steps.ts';
import type { keywordsApi as Calls } from './keywords-calls.ts';

/** The calls of `keywords-calls.ts`, loaded with the first one (see lazyCalls). */
export const keywordsApi = lazyCalls<typeof Calls>(() =>
  loadSchemasInSteps(['functions'])
    .then(() => import('./keywords-calls.ts'))
    .then((module) => module.keywordsApi),
);
