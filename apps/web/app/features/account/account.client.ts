import { lazyCalls } from '../../lib/lazy-calls.ts';
import { loadSchemasInSteps } from '../../lib/schema-steps.ts';
import type { accountApi as Calls } from './account-calls.ts';

/** The calls of `account-calls.ts`, loaded with the first one (see lazyCalls). */
export const accountApi = lazyCalls<typeof Calls>(() =>
  loadSchemasInSteps(['account'])
    .then(() => import('./account-calls.ts'))
    .then((module) => module.accountApi),
);
