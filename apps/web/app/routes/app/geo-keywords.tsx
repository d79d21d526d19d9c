import { formatPageTitle } from '@citable/site/content/site-name.ts';
import { Loader2, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { MetaFunction } from 'react-router';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { BusyStatus } from '../../components/ui/busy-status.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ResultHeading } from '../../components/ui/result-heading.tsx';
import { useAccountState } from '../../features/account/account-state.tsx';
import { AdminModeSwitch } from '../../features/account/components/admin-mode-switch.tsx';
import { ResearchExport } from '../../features/keywords/components/research-export.tsx';
import { useKeywordResearch } from '../../features/keywords/use-keyword-research.ts';
import { AdminSettingsCard } from '../../features/prompts/components/admin-settings-card.tsx';
import { useToolDraft } from '../../features/saved-work/use-tool-draft.ts';
import { UseAsTargets } from '../../features/targets/use-as-targets.tsx';

export const meta: MetaFunction = () => [{ title: formatPageTitle('AI Keywords') }];

/** Spec 2 "AI Keywords". */
export default function GeoKeywords() {
  const inputId = useId();
  const { isAdminMode } = useAccountState();
  // Issue 34: the topic and the last research come back after a reload or a sign-in.
  const { content: input, setContent: setInput, result, saveResult } = useToolDraft('keywords');
  const restored = useMemo(
    () => (result ? { keyword: result.text, geoKeywords: result.response.geoKeywords } : null),
    [result],
  );
  const { status, keyword, text, error, research, isShownAgain, finished } =
    useKeywordResearch(restored);
  const lastSaved = useRef<string | null>(null);
  useEffect(() => {
    if (finished === null || lastSaved.current === finished) return;
    lastSaved.current = finished;
    saveResult({ tool: 'keywords', text: keyword, response: { geoKeywords: finished } });
  }, [finished, keyword, saveResult]);
  const isBusy = status === 'researching';
  // A new key per finished research moves the focus to its heading again.
  const [resultCount, setResultCount] = useState(0);
  useEffect(() => {
    if ((status === 'done' || status === 'failed') && !isShownAgain)
      setResultCount((count) => count + 1);
  }, [status, isShownAgain]);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeading
        title="AI Keywords"
        subtitle="Research a keyword or topic the way people ask AI assistants: intent, related terms,
            angles and questions."
        actions={<AdminModeSwitch />}
      />
      {isAdminMode ? (
        <AdminSettingsCard kind="keywords" buttonLabel="Edit Keyword Research Prompt" />
      ) : null}
      <form
        className="flex flex-col gap-3 rounded-2xl bg-white p-6 shadow-sm sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          void research(input);
        }}
      >
        <div className="flex-1">
          <label htmlFor={inputId} className="font-semibold text-ink">
            Keyword or topic
          </label>
          <input
            id={inputId}
            value={input}
            maxLength={200}
            onChange={(event) => setInput(event.target.value)}
            placeholder="e.g. cold brew coffee"
            className="mt-2 block w-full rounded-lg border border-slate-300 px-4 py-2.5 text-ink shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600"
          />
        </div>
        <Button type="submit" disabled={!input.trim() || isBusy}>
          {isBusy ? (
            <>
              <Loader2 size={16} className="animate-spin" aria-hidden="true" /> Researching...
            </>
          ) : (
            <>
              <Search size={16} aria-hidden="true" /> Research
            </>
          )}
        </Button>
      </form>
      <BusyStatus
        message={isBusy ? 'Researching...' : status === 'done' ? 'Research ready.' : ''}
      />
      {status === 'done' || status === 'failed' ? (
        <section aria-labelledby="research-heading" className="rounded-2xl bg-white p-6 shadow-sm">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            Research Results
          </p>
          <ResultHeading
            id="research-heading"
            resultKey={resultCount || null}
            className="mt-1 text-xl font-bold text-ink"
          >
            {keyword}
          </ResultHeading>
          {error ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <pre
            className="mt-4 whitespace-pre-wrap font-sans text-slate-800"
            data-testid="research-text"
          >
            {text}
          </pre>
          {status === 'done' && text ? <ResearchExport keyword={keyword} text={text} /> : null}
          {status === 'done' && text ? <UseAsTargets research={text} /> : null}
        </section>
      ) : null}
    </div>
  );
}
