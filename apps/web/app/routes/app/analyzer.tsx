import { formatPageTitle } from '@citable/site/content/site-name.ts';
import { AlertCircle, BarChart3, Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { BusyStatus } from '../../components/ui/busy-status.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ResultHeading } from '../../components/ui/result-heading.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { useAccountState } from '../../features/account/account-state.tsx';
import { AdminModeSwitch } from '../../features/account/components/admin-mode-switch.tsx';
import { ContentEditor } from '../../features/analyzer/components/content-editor.tsx';
import { measureContent } from '../../features/analyzer/content-limit.ts';
import { EvidenceProvider } from '../../features/analyzer/evidence/evidence-context.tsx';
import { useAnalyzer } from '../../features/analyzer/use-analyzer.ts';
import { LiveFindings } from '../../features/history/components/live-findings.tsx';
import { AdminSettingsCard } from '../../features/prompts/components/admin-settings-card.tsx';
import { useToolDraft } from '../../features/saved-work/use-tool-draft.ts';
import { leftTargetsOf } from '../../features/targets/stored-targets.ts';
import { checkTargets, targetsToSend } from '../../features/targets/target-list.ts';
import { TargetQuestionsField } from '../../features/targets/target-questions-field.tsx';
import { useTargetQuestions } from '../../features/targets/use-target-questions.ts';
import { preloadableLazy } from '../../lib/preloadable-lazy.ts';
import { useViewer } from '../../lib/use-viewer.ts';

// The result cards and the annotated text load with the first analysis asked for, or the
// first result shown (issue 35); loaded before the result arrives, they are laid out with it.
const AnalysisResults = preloadableLazy(() =>
  import('../../features/analyzer/components/analysis-results.tsx').then(
    (module) => module.default,
  ),
);
const AnnotatedText = preloadableLazy(() =>
  import('../../features/analyzer/evidence/annotated-text.tsx').then(
    (module) => module.AnnotatedText,
  ),
);

// The target questions' verdicts load only when an analysis has targets (issue 36).
const TargetReportsCard = lazy(() =>
  import('../../features/targets/target-reports-card.tsx').then((module) => ({
    default: module.TargetReportsCard,
  })),
);

export const meta: MetaFunction = () => [{ title: formatPageTitle('Content Analyzer') }];

export async function loader({ context }: LoaderFunctionArgs) {
  return { isPromptAvailable: (await context.promptStatus()).analyzer };
}

/** Spec 2 "Content Analyzer". */
export default function Analyzer() {
  const { isPromptAvailable } = useLoaderData<typeof loader>();
  const { isAdminMode } = useAccountState();
  const viewer = useViewer();
  // Issue 34: the text and the last result come back after a reload or a sign-in.
  const draft = useToolDraft('analyzer', { takeLeftTargets: leftTargetsOf('analyzer') });
  const { content, setContent, saveResult } = draft;
  // Issue 36: the target questions are kept with the draft; the restored result's stand in.
  const { targets, setTargets } = useTargetQuestions(draft);
  // Spec 4: the prompt counts as loaded once the page has mounted.
  const [isPromptLoaded, setIsPromptLoaded] = useState(false);
  useEffect(() => setIsPromptLoaded(true), []);
  const {
    status,
    result,
    error,
    analyze,
    citationMap,
    paragraphs,
    isShownAgain,
    response,
    targets: targetReports,
  } = useAnalyzer(
    { isLoaded: isPromptLoaded, isAvailable: isPromptAvailable },
    draft.result?.response ?? null,
  );
  const isAnalyzing = status === 'analyzing';
  // The text as it was analyzed: the annotated view shows it while the editor changes.
  const [analyzedText, setAnalyzedText] = useState('');
  const restoredText = draft.result?.text ?? '';
  useEffect(() => {
    if (draft.restoredCount) setAnalyzedText(restoredText);
  }, [draft.restoredCount, restoredText]);
  // Each new answer is kept with the text it was made from.
  const lastSaved = useRef(response);
  useEffect(() => {
    if (!response || lastSaved.current === response) return;
    lastSaved.current = response;
    saveResult({ tool: 'analyzer', text: analyzedText, response });
  }, [response, analyzedText, saveResult]);
  const showsAnnotated = Boolean(result && status === 'analyzed' && analyzedText.trim());
  // A new key per finished analysis moves the focus to the results again.
  const [resultCount, setResultCount] = useState(0);
  // A result shown again on arrival leaves the focus where it is.
  useEffect(() => {
    if (status === 'analyzed' && !isShownAgain) setResultCount((count) => count + 1);
  }, [status, isShownAgain]);

  return (
    <EvidenceProvider paragraphs={paragraphs}>
      <div className="mx-auto max-w-5xl space-y-6">
        <PageHeading
          title="Content Analyzer"
          subtitle="See how AI search engines will read, quote and cite your content, and what to fix first."
          actions={<AdminModeSwitch />}
        />
        {isAdminMode ? (
          <AdminSettingsCard kind="analyzer" buttonLabel="Edit System Prompts" />
        ) : null}
        <div className={showsAnnotated ? 'grid gap-6 lg:grid-cols-2' : undefined}>
          <form
            className="min-w-0 rounded-2xl bg-white p-6 shadow-sm"
            onSubmit={(event) => {
              event.preventDefault();
              const tooLong = measureContent(content).overLimitMessage;
              if (tooLong) {
                notify('error', tooLong);
                return;
              }
              const targetProblem = checkTargets(targets);
              if (targetProblem) {
                notify('error', targetProblem);
                return;
              }
              if (!isAnalyzing) setAnalyzedText(content);
              // A module that fails to load here is tried again when the result renders.
              void AnalysisResults.preload().catch(() => {});
              void AnnotatedText.preload().catch(() => {});
              analyze(content, targetsToSend(targets));
            }}
          >
            <ContentEditor
              label="Your content"
              value={content}
              onChange={setContent}
              placeholder="Paste the text you want AI search engines to find and cite..."
            />
            <TargetQuestionsField targets={targets} onChange={setTargets} />
            <Button type="submit" className="mt-4" disabled={isAnalyzing || !content.trim()}>
              {isAnalyzing ? (
                <>
                  <Loader2 size={16} className="animate-spin" aria-hidden="true" /> Analyzing
                  Content...
                </>
              ) : (
                'Analyze Content'
              )}
            </Button>
          </form>
          {showsAnnotated ? (
            <Suspense fallback={null}>
              <AnnotatedText text={analyzedText} />
            </Suspense>
          ) : null}
        </div>
        {error ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
          >
            <AlertCircle size={18} aria-hidden="true" className="mt-0.5 shrink-0" /> {error}
          </p>
        ) : null}
        <BusyStatus
          message={
            isAnalyzing ? 'Analyzing Content...' : status === 'analyzed' ? 'Analysis ready.' : ''
          }
        />
        {result && status === 'analyzed' ? (
          <div className="grid gap-6 lg:grid-cols-2">
            <ResultHeading
              id="analysis-results"
              resultKey={resultCount || null}
              className="text-xl font-bold text-ink lg:col-span-2"
            >
              Analysis Results
            </ResultHeading>
            <Suspense fallback={null}>
              <AnalysisResults
                result={result}
                citationMap={citationMap ?? null}
                targets={
                  targetReports && targetReports.length > 0 ? (
                    <TargetReportsCard reports={targetReports} />
                  ) : null
                }
              />
            </Suspense>
            {/* A tester session keeps no history, so it has no run to dismiss findings on. */}
            {viewer.user && analyzedText.trim() ? (
              <div className="lg:col-span-2">
                <LiveFindings text={analyzedText} analysis={resultCount} />
              </div>
            ) : null}
          </div>
        ) : status === 'idle' ? (
          <section className="rounded-2xl border-2 border-dashed border-slate-300 p-10 text-center">
            <BarChart3 className="mx-auto text-slate-400" size={40} aria-hidden="true" />
            <h2 className="mt-3 text-lg font-semibold text-ink">No Content Analyzed Yet</h2>
            <p className="mt-1 text-slate-600">
              Paste your content above and click Analyze Content to get your AI search score, key
              insights and improvement suggestions.
            </p>
          </section>
        ) : null}
      </div>
    </EvidenceProvider>
  );
}
