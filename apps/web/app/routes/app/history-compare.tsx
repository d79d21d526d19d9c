import { formatPageTitle } from '@citable/site/content/site.ts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import {
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useParams,
} from 'react-router';
import { historyApi } from '../../features/history/history.client.ts';
import { formatRunTime } from '../../features/history/tool-names.ts';

export const meta: MetaFunction = () => [{ title: formatPageTitle('Compare runs') }];

export function loader({ context }: LoaderFunctionArgs) {
  if (!context.viewer.user) throw redirect('/auth');
  return null;
}

const signed = (change: number | null) =>
  change === null ? '–' : change > 0 ? `+${change}` : String(change);

/** Issue 34: two analyses of a document side by side. */
export default function HistoryCompare() {
  const { id = '', other = '' } = useParams();
  const query = useQuery({
    queryKey: ['history-compare', id, other],
    queryFn: ({ signal }) => historyApi.compare(id, other, signal),
    retry: false,
  });
  const comparison = query.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link
        to={`/history/${id}`}
        className="inline-flex items-center gap-1 text-brand-700 hover:underline"
      >
        <ArrowLeft size={16} aria-hidden="true" /> Back to the run
      </Link>
      <h1 className="text-3xl font-bold tracking-tight text-ink">Compare runs</h1>
      {query.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {query.error.message}
        </p>
      ) : null}
      {comparison ? (
        <>
          <section
            aria-label="Scores"
            className="overflow-x-auto rounded-2xl bg-white p-6 shadow-sm"
          >
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="text-slate-600">
                  <th scope="col" className="py-2">
                    Criterion
                  </th>
                  <th scope="col">Before ({formatRunTime(comparison.before.createdAt)})</th>
                  <th scope="col">After ({formatRunTime(comparison.after.createdAt)})</th>
                  <th scope="col">Change</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                <tr data-testid="overall-change">
                  <th scope="row" className="py-2">
                    AI Search Score
                  </th>
                  <td>{comparison.before.score ?? '–'}</td>
                  <td>{comparison.after.score ?? '–'}</td>
                  <td>
                    {signed(
                      comparison.before.score !== null && comparison.after.score !== null
                        ? comparison.after.score - comparison.before.score
                        : null,
                    )}
                  </td>
                </tr>
                {comparison.criteria.map((criterion) => (
                  <tr key={criterion.name} data-testid="criterion-change">
                    <th scope="row" className="py-2 font-normal">
                      {criterion.name}
                    </th>
                    <td>{criterion.before ?? '–'}</td>
                    <td>{criterion.after ?? '–'}</td>
                    <td>{signed(criterion.change)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <div className="grid gap-6 lg:grid-cols-2">
            {(
              [
                ['Findings that appeared', comparison.appeared, 'appeared'],
                ['Findings that went away', comparison.gone, 'gone'],
              ] as const
            ).map(([title, findings, testId]) => (
              <section
                key={testId}
                aria-label={title}
                className="rounded-2xl bg-white p-6 shadow-sm"
              >
                <h2 className="text-lg font-semibold text-ink">{title}</h2>
                {findings.length === 0 ? (
                  <p className="mt-2 text-slate-600">None.</p>
                ) : (
                  <ul className="mt-2 list-disc space-y-1 pl-5" data-testid={testId}>
                    {findings.map((finding) => (
                      <li key={`${finding.kind}:${finding.text}`}>{finding.text}</li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
