import {
  AnalysisParseError,
  attachEvidence,
  createParseFallbackResult,
  DEFAULT_IMPROVEMENT_FACTORS,
  parseAnalysis,
} from '@citable/engine';
import type { SavedResult } from '@citable/schemas';
import { formatPageTitle } from '@citable/site/content/site.ts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { lazy, Suspense, useMemo } from 'react';
import {
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useNavigate,
  useParams,
} from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { InsightsCard } from '../../features/analyzer/components/insights-card.tsx';
import { ScoreCard } from '../../features/analyzer/components/score-card.tsx';
import { SuggestionsCard } from '../../features/analyzer/components/suggestions-card.tsx';
import { EvidenceProvider } from '../../features/analyzer/evidence/evidence-context.tsx';
import { DocumentRunsCard } from '../../features/history/components/document-runs.tsx';
import { RenameForm } from '../../features/history/components/rename-form.tsx';
import { ReportActions } from '../../features/history/components/report-actions.tsx';
import { StructuredDataCard } from '../../features/history/components/structured-data-card.tsx';
import { exportUrl, historyApi } from '../../features/history/history.client.ts';
import { describeEngine, formatRunTime, TOOL_NAMES } from '../../features/history/tool-names.ts';
import { FactorsCard } from '../../features/improvement/components/factors-card.tsx';

// The verdicts of the run's target questions (issue 36), loaded only for a run that had some.
const TargetReportsCard = lazy(() =>
  import('../../features/targets/target-reports-card.tsx').then((module) => ({
    default: module.TargetReportsCard,
  })),
);
// Loaded on its own, as the analyzer loads it (live-findings.tsx): a static import here kept
// the bundler from splitting it out for either screen.
const FindingsPanel = lazy(() =>
  import('../../features/history/components/findings-panel.tsx').then((module) => ({
    default: module.FindingsPanel,
  })),
);

function AnalysisView({ result }: { result: Extract<SavedResult, { tool: 'analyzer' }> }) {
  const { analysis, paragraphs } = useMemo(() => {
    const evidence = result.response.evidence;
    try {
      const parsed = parseAnalysis(result.response.rawAnalysis);
      return { analysis: attachEvidence(parsed, evidence), paragraphs: evidence?.paragraphs ?? [] };
    } catch (error) {
      if (!(error instanceof AnalysisParseError)) throw error;
      return { analysis: createParseFallbackResult(error.message), paragraphs: [] };
    }
  }, [result]);
  return (
    <EvidenceProvider paragraphs={paragraphs}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="lg:col-span-2">
          <ScoreCard result={analysis} />
        </div>
        {result.response.targets?.length ? (
          <div className="lg:col-span-2">
            <Suspense fallback={null}>
              <TargetReportsCard reports={result.response.targets} />
            </Suspense>
          </div>
        ) : null}
        <InsightsCard insights={analysis.insights} />
        <SuggestionsCard improvements={analysis.improvements} />
      </div>
    </EvidenceProvider>
  );
}

/** A kept run's result, shown with the tool's own cards, as it was shown then. */
export function RunResult({ result }: { result: SavedResult }) {
  if (result.tool === 'analyzer') return <AnalysisView result={result} />;
  if (result.tool === 'improvement')
    return (
      <div className="space-y-6">
        <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="improved-heading">
          <h2 id="improved-heading" className="text-lg font-semibold text-ink">
            Improved Content
          </h2>
          <pre className="mt-3 whitespace-pre-wrap font-sans text-slate-800" data-testid="run-text">
            {result.response.improvedContent}
          </pre>
        </section>
        <FactorsCard factors={result.response.improvementFactors ?? DEFAULT_IMPROVEMENT_FACTORS} />
      </div>
    );
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="research-heading">
      <h2 id="research-heading" className="text-lg font-semibold text-ink">
        Research Results
      </h2>
      <pre className="mt-3 whitespace-pre-wrap font-sans text-slate-800" data-testid="run-text">
        {result.response.geoKeywords}
      </pre>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: formatPageTitle('History') }];

export function loader({ context }: LoaderFunctionArgs) {
  if (!context.viewer.user) throw redirect('/auth');
  return null;
}

/** Issue 34: one kept run, opened as it was: its text, its result, what made it and when. */
export default function HistoryRun() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['history-run', id],
    queryFn: ({ signal }) => historyApi.get(id, signal),
    retry: false,
  });
  const remove = useMutation({
    mutationFn: () => historyApi.delete(id),
    onSuccess: () => {
      notify('success', 'Run deleted.');
      void navigate('/history');
    },
    onError: (error) => notify('error', error.message),
  });
  const run = query.data?.run;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <Link to="/history" className="inline-flex items-center gap-1 text-brand-700 hover:underline">
        <ArrowLeft size={16} aria-hidden="true" /> History
      </Link>
      {query.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {query.error.message}
        </p>
      ) : null}
      {run ? (
        <>
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <h1 className="text-3xl font-bold tracking-tight text-ink">{run.title}</h1>
              <p className="mt-1 text-slate-600">
                {TOOL_NAMES[run.tool]} · {formatRunTime(run.createdAt)} · {describeEngine(run)} ·
                prompt version {run.promptVersion}
              </p>
            </div>
            <Button variant="secondary" onClick={() => remove.mutate()}>
              <Trash2 size={16} aria-hidden="true" /> Delete this run
            </Button>
          </div>
          <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="run-input">
            <h2 id="run-input" className="text-lg font-semibold text-ink">
              {run.tool === 'keywords' ? 'Keyword or topic' : 'Text'}
            </h2>
            <pre className="mt-3 max-h-96 overflow-auto whitespace-pre-wrap font-sans text-slate-800">
              {run.content}
            </pre>
          </section>
          {run.tool === 'improvement' ? (
            <section aria-label="Export" className="flex flex-wrap gap-2">
              {(
                [
                  ['markdown', 'Markdown'],
                  ['html', 'HTML'],
                ] as const
              ).map(([format, label]) => (
                <a
                  key={format}
                  href={exportUrl(run.id, format)}
                  download
                  className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50"
                >
                  Download {label}
                </a>
              ))}
            </section>
          ) : null}
          {run.tool === 'analyzer' ? (
            <>
              <ReportActions runId={run.id} sharedAt={run.sharedAt} />
              <RenameForm runId={run.id} title={run.title} />
              <DocumentRunsCard runId={run.id} />
              <Suspense fallback={null}>
                <FindingsPanel runId={run.id} />
              </Suspense>
              <StructuredDataCard runId={run.id} />
            </>
          ) : null}
          <RunResult result={run.result} />
        </>
      ) : null}
    </div>
  );
}
