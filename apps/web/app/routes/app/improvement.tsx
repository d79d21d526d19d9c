import { TOOL_MESSAGES } from '@citable/schemas/constants';
import { formatPageTitle } from '@citable/site/content/site-name.ts';
import { AlertCircle, Loader2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { BusyStatus } from '../../components/ui/busy-status.tsx';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { useAccountState } from '../../features/account/account-state.tsx';
import { AdminModeSwitch } from '../../features/account/components/admin-mode-switch.tsx';
import { ContentEditor } from '../../features/analyzer/components/content-editor.tsx';
import { measureContent } from '../../features/analyzer/content-limit.ts';
import { ImprovedPanel } from '../../features/improvement/components/improved-panel.tsx';
import { useAcceptedRescore } from '../../features/improvement/use-accepted-rescore.ts';
import { useImprover } from '../../features/improvement/use-improver.ts';
import { AdminSettingsCard } from '../../features/prompts/components/admin-settings-card.tsx';
import { useToolDraft } from '../../features/saved-work/use-tool-draft.ts';
import { leftTargetsOf } from '../../features/targets/stored-targets.ts';
import { checkTargets, targetsToSend } from '../../features/targets/target-list.ts';
import { MEASURING_CHOICE_MESSAGE } from '../../features/targets/target-messages.ts';
import { TargetQuestionsField } from '../../features/targets/target-questions-field.tsx';
import { useTargetQuestions } from '../../features/targets/use-target-questions.ts';

export const meta: MetaFunction = () => [{ title: formatPageTitle('Content Improvement') }];

export async function loader({ context }: LoaderFunctionArgs) {
  return { isPromptAvailable: (await context.promptStatus()).improvement };
}

// The review, factors and keywords (with the engine's rescoring) load with the first result.
const ImprovementResults = lazy(
  () => import('../../features/improvement/components/improvement-results.tsx'),
);

// The target questions before and after load only with a rewrite that has targets (issue 36).
const TargetComparisonCard = lazy(() =>
  import('../../features/targets/target-comparison-card.tsx').then((module) => ({
    default: module.TargetComparisonCard,
  })),
);

/** Spec 2 "Content Improvement". */
export default function Improvement() {
  const { isPromptAvailable } = useLoaderData<typeof loader>();
  const { isAdminMode } = useAccountState();
  // Issue 34: the text and the last rewrite come back after a reload or a sign-in.
  const draft = useToolDraft('improvement', { takeLeftTargets: leftTargetsOf('improvement') });
  const { content, setContent, result, saveResult } = draft;
  // Issue 36: the target questions are kept with the draft; the restored result's stand in.
  const { targets, setTargets } = useTargetQuestions(draft);
  const restored = useMemo(
    () =>
      result
        ? {
            original: result.text,
            response: result.response,
            accepted: result.accepted,
            keywords: result.keywords,
          }
        : null,
    [result],
  );
  const {
    status,
    improvedContent,
    factors,
    keywords,
    error,
    improve,
    isShownAgain,
    response,
    newKeywords,
    targets: targetResults,
    ...reviewState
  } = useImprover(restored);
  // Each new rewrite is kept with its original, the accepted edits and, once come, keywords.
  const { original, accepted } = reviewState;
  useEffect(() => {
    if (!response) return;
    saveResult({
      tool: 'improvement',
      text: original,
      response,
      accepted: [...accepted],
      keywords: newKeywords ?? undefined,
    });
  }, [response, original, accepted, newKeywords, saveResult]);
  // Issue 36: each target on the writer's own choice of edits, measured by the server (the
  // review asks the same call for its factors: one call answers both).
  const resultQuestions = useMemo(
    () =>
      targetResults && targetResults.length > 0
        ? targetResults.map((target) => target.question)
        : undefined,
    [targetResults],
  );
  const chosenTargets = useAcceptedRescore(
    original,
    reviewState.review,
    accepted,
    resultQuestions,
    targetResults ?? null,
  );
  const isBusy = status === 'improving';
  // A new key per finished rewrite moves the focus to the improved content again.
  const [resultCount, setResultCount] = useState(0);
  useEffect(() => {
    if (status === 'improved' && !isShownAgain) setResultCount((count) => count + 1);
  }, [status, isShownAgain]);

  const submit = () => {
    if (!content.trim()) {
      notify('error', TOOL_MESSAGES.improveBlank);
      return;
    }
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
    if (!isPromptAvailable) {
      notify('error', TOOL_MESSAGES.promptEmpty);
      return;
    }
    improve(content, targetsToSend(targets));
  };

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeading
        title="Content Improvement"
        subtitle="Rewrite your text so AI search engines find it, quote it and cite it, without inventing
            facts."
        actions={<AdminModeSwitch />}
      />
      {isAdminMode ? (
        <AdminSettingsCard kind="improvement" buttonLabel="Edit System Prompt" />
      ) : null}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <form
          className="rounded-2xl bg-white p-6 shadow-sm"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <ContentEditor
            label="Original Content"
            value={content}
            onChange={setContent}
            placeholder="Paste the text you want to improve..."
          />
          <TargetQuestionsField targets={targets} onChange={setTargets} />
          <Button type="submit" className="mt-4" disabled={isBusy}>
            {isBusy ? (
              <>
                <Loader2 size={16} className="animate-spin" aria-hidden="true" /> Analyzing...
              </>
            ) : (
              'Improve Content'
            )}
          </Button>
        </form>
        <ImprovedPanel
          content={improvedContent}
          original={reviewState.original}
          isStreaming={isBusy}
          resultKey={resultCount || null}
        />
      </div>
      <BusyStatus
        message={
          isBusy
            ? 'Improving your content...'
            : status === 'improved'
              ? 'Improved content ready.'
              : ''
        }
      />
      {error ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
        >
          <AlertCircle size={18} aria-hidden="true" className="mt-0.5 shrink-0" /> {error}
        </p>
      ) : null}
      {status === 'improved' && (reviewState.review || factors || targetResults) ? (
        <Suspense fallback={null}>
          <ImprovementResults
            review={
              reviewState.review
                ? {
                    original: reviewState.original,
                    review: reviewState.review,
                    accepted: reviewState.accepted,
                    onAccept: reviewState.setEditsAccepted,
                  }
                : null
            }
            factors={factors}
            keywords={keywords}
            targets={targetResults}
            targetsCard={
              targetResults && targetResults.length > 0 ? (
                <TargetComparisonCard
                  targets={chosenTargets.targets ?? targetResults}
                  edits={reviewState.review?.edits ?? []}
                  accepted={reviewState.review ? reviewState.accepted : null}
                  status={
                    chosenTargets.error ??
                    (chosenTargets.isMeasuring ? MEASURING_CHOICE_MESSAGE : null)
                  }
                />
              ) : null
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}
