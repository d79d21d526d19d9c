import type { AnalysisReport } from '@citable/schemas';
import { SHARE_NOT_FOUND } from '@citable/schemas/constants';
import { formatPageTitle } from '@citable/site/content/site.ts';
import { data, type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';

/** Rendered on the server, as every public page (decision 001): no JavaScript needed. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const report = await context.findSharedReport(params.token ?? '');
  if (!report) return data({ report: null }, { status: 404 });
  return { report };
}

export const meta: MetaFunction = () => [
  { title: formatPageTitle('Shared report') },
  // A shared report is for the people it was sent to, not for search engines.
  { name: 'robots', content: 'noindex, nofollow' },
];

/** Issue 34: one analysis report behind a read-only link, as long as its owner keeps it. */
export default function SharedReport() {
  const { report } = useLoaderData<typeof loader>() as { report: AnalysisReport | null };
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      {report ? null : (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {SHARE_NOT_FOUND}
        </p>
      )}
      {report ? (
        <>
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              Shared analysis report
            </p>
            <h1 className="text-3xl font-bold tracking-tight text-ink">{report.title}</h1>
            <p className="mt-1 text-slate-600">
              Analysed {new Date(report.createdAt).toUTCString()} with {report.engine}
            </p>
          </div>
          <section aria-label="AI Search Score" className="rounded-2xl bg-white p-6 shadow-sm">
            <p className="text-lg text-ink">
              AI search score: <strong data-testid="shared-score">{report.score}/100</strong> (
              {report.rating})
            </p>
            {report.unreadable ? <p className="mt-2 text-slate-700">{report.unreadable}</p> : null}
            <ul className="mt-4 space-y-3">
              {report.criteria.map((criterion) => (
                <li key={criterion.name}>
                  <div className="flex justify-between text-sm text-ink">
                    <span>{criterion.name}</span>
                    <span>
                      {criterion.score}/100 · {criterion.rating}
                    </span>
                  </div>
                  <div
                    role="progressbar"
                    aria-label={criterion.name}
                    aria-valuenow={criterion.score}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    className="mt-1 h-2 rounded bg-slate-200"
                  >
                    <div
                      className="h-2 rounded bg-brand-600"
                      style={{ width: `${criterion.score}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </section>
          {report.insights.length > 0 ? (
            <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="insights">
              <h2 id="insights" className="text-lg font-semibold text-ink">
                Key insights
              </h2>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-800">
                {report.insights.map((insight) => (
                  <li key={insight.text}>{insight.text}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {report.suggestions.length > 0 ? (
            <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="suggestions">
              <h2 id="suggestions" className="text-lg font-semibold text-ink">
                Suggestions
              </h2>
              <ul className="mt-3 space-y-2 text-slate-800">
                {report.suggestions.map((suggestion) => (
                  <li key={suggestion.title + suggestion.description}>
                    <strong>{suggestion.title}</strong> ({suggestion.severity}):{' '}
                    {suggestion.description}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
