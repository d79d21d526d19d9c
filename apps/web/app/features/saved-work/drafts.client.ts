import { lazyCalls } from '../../lib/lazy-calls.ts';
import type { draftsApi as Calls } from './drafts-calls.ts';

/** The calls of `drafts-calls.ts`, loaded with the first one (see lazyCalls). */
export const draftsApi = lazyCalls<typeof Calls>(() =>
  import('./drafts-calls.ts').then((module) => module.draftsApi),
);
