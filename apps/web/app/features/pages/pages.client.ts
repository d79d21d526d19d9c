import { lazyCalls } from '../../lib/lazy-calls.ts';
import { loadSchemasInSteps } from '../../lib/schema-steps.ts';
import type { pagesApi as Calls } from './pages-calls.ts';

/** The calls of `pages-calls.ts`, loaded with the first one (see lazyCalls). */
export const pagesApi = lazyCalls<typeof Calls>(() =>
  loadSchemasInSteps(['pages'])
    .then(() => import('./pages-calls.ts'))
    .then((module) => module.pagesApi),
);
