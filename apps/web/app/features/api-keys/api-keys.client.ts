import { lazyCalls } from '../../lib/lazy-calls.ts';
import { loadSchemasInSteps } from '../../lib/schema-steps.ts';
import type { apiKeysApi as Calls } from './api-keys-calls.ts';

/** The calls of `api-keys-calls.ts`, loaded with the first one (see lazyCalls). */
export const apiKeysApi = lazyCalls<typeof Calls>(() =>
  loadSchemasInSteps(['functions', 'savedWork'])
    .then(() => import('./api-keys-calls.ts'))
    .then((module) => module.apiKeysApi),
);
