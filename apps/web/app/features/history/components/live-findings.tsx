import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { historyApi } from '../history.client.ts';

// The panel loads once an analysis has a kept run to show, not with the analyzer (issue 35).
const FindingsPanel = lazy(() =>
  import('./findings-panel.tsx').then((module) => ({ default: module.FindingsPanel })),
);

/**
 * Issue 34: the findings of the analysis on screen, to dismiss (with a reason) or restore there
 * as on its history run. The analysis was kept as the account's newest analyzer run before its
 * answer came back, so that run is found by the history list and used only when its text is
 * the text on screen (an analysis made meanwhile through the API or another tab is not taken
 * for this one).
 */
export function LiveFindings({ text, analysis }: { text: string; analysis: number }) {
  const run = useQuery({
    queryKey: ['latest-analysis-run', text, analysis],
    queryFn: async ({ signal }) => {
      const newest = (await historyApi.list({ tool: 'analyzer' }, signal)).runs[0];
      if (!newest) return null;
      const { run: kept } = await historyApi.get(newest.id, signal);
      return kept.content === text ? kept.id : null;
    },
  });
  return run.data ? (
    <Suspense fallback={null}>
      <FindingsPanel runId={run.data} />
    </Suspense>
  ) : null;
}
