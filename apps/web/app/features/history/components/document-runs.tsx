import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { historyApi } from '../history.client.ts';
import { formatRunTime } from '../tool-names.ts';
import { ScoreChart } from './score-chart.tsx';

/** The analyses of this run's document: their scores as a chart, each one to compare with. */
export function DocumentRunsCard({ runId }: { runId: string }) {
  const query = useQuery({
    queryKey: ['history-document', runId],
    queryFn: ({ signal }) => historyApi.document(runId, signal),
  });
  const runs = query.data?.runs ?? [];
  if (runs.length < 2) return null;
  return (
    <section aria-labelledby="document-runs" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="document-runs" className="text-lg font-semibold text-ink">
        This document's runs
      </h2>
      <ScoreChart scores={runs.map((run) => run.score)} />
      <ul className="mt-3 divide-y divide-slate-200">
        {runs.map((run) => (
          <li key={run.id} className="flex items-center justify-between gap-3 py-2 text-sm">
            <span>
              {formatRunTime(run.createdAt)} · score {run.score ?? 'unread'}
            </span>
            {run.id === runId ? (
              <span className="text-slate-600">this run</span>
            ) : (
              <Link
                to={`/history/${runId}/compare/${run.id}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                Compare with this run
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
