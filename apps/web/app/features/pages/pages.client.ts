import { lazyCalls } from '../../lib/lazy-calls.ts';
import type { pagesApi as Calls } from './pages-calls.ts';

/** The calls of `pages-calls.ts`, loaded with the first one (see lazyCalls). */
export const pagesApi = lazyCalls<typeof Calls>(() =>
  import('./pages-calls.ts').then((module) => module.pagesApi),
);
