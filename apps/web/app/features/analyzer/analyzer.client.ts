import { lazyCalls } from '../../lib/lazy-calls.ts';
import { loadSchemasInSteps } from '../../lib/schema-steps.ts';
import type { analyzerApi as Calls } from './analyzer-calls.ts';

/** The calls of `analyzer-calls.ts`, loaded with the first one (see lazyCalls). */
export const analyzerApi = lazyCalls<typeof Calls>(() =>
  loadSchemasInSteps(['functions'])
    .then(() => import('./analyzer-calls.ts'))
    .then((module) => module.analyzerApi),
);
