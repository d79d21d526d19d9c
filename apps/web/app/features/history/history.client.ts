import { lazyCalls } from '../../lib/lazy-calls.ts';
import { loadSchemasInSteps } from '../../lib/schema-steps.ts';
import type { historyApi as Calls } from './history-calls.ts';

/** The calls of `history-calls.ts`, loaded with the first one (see lazyCalls). */
export const historyApi = lazyCalls<typeof Calls>(() =>
  loadSchemasInSteps(['functions', 'savedWork'])
    .then(() => import('./history-calls.ts'))
    .then((module) => module.historyApi),
);

/** Where a run is exported: a link the browser follows, no call. */
export const exportUrl = (id: string, format: 'markdown' | 'csv' | 'pdf' | 'html') =>
  `/api/history/${encodeURIComponent(id)}/export?format=${format}`;
