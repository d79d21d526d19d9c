import { lazyCalls } from '../../lib/lazy-calls.ts';
import { loadSchemasInSteps } from '../../lib/schema-steps.ts';
import type { draftsApi as Calls } from './drafts-calls.ts';

/** The calls of `drafts-calls.ts`, loaded with the first one (see lazyCalls). */
export const draftsApi = lazyCalls<typeof Calls>(() =>
  loadSchemasInSteps(['functions', 'savedWork'])
    .then(() => import('./drafts-calls.ts'))
    .then((module) => module.draftsApi),
);
