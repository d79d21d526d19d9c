import { lazyCalls } from '../../lib/lazy-calls.ts';
import { loadSchemasInSteps } from '../../lib/schema-steps.ts';
import type { improvementApi as Calls } from './improvement-calls.ts';

/** The calls of `improvement-calls.ts`, loaded with the first one (see lazyCalls). */
export const improvementApi = lazyCalls<typeof Calls>(() =>
  loadSchemasInSteps(['functions'])
    .then(() => import('./improvement-calls.ts'))
    .then((module) => module.improvementApi),
);
