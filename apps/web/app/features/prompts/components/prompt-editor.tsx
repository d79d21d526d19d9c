import { EMPTY_PROMPT_MESSAGE } from '@citable/schemas/constants';
import * as Tabs from '@radix-ui/react-tabs';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { PROMPT_COPY } from '../prompt-copy.ts';
import type { PromptKind, PromptState } from '../prompts.client.ts';
import { useChangePrompt, usePrompts } from '../use-prompts.ts';

const KINDS: PromptKind[] = ['analyzer', 'improvement', 'keywords'];
const tabClass =
  'rounded-md px-4 py-2 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';

/**
 * One tab. Its draft lives in PromptEditor and its saved state in the loaded prompts: Radix
 * unmounts an inactive tab, and state kept here would forget a save (and show the text loaded
 * on mount, which a later Save would write back for every user) or lose the draft on a tab
 * switch.
 */
const ResetConfirmDialog = lazy(() => import('./reset-confirm-dialog.tsx'));

function PromptTab({
  kind,
  state,
  value,
  onChange,
  onReset,
}: {
  kind: PromptKind;
  state: PromptState;
  value: string;
  onChange: (value: string) => void;
  /** The prompt is back to its default, and so is the draft. */
  onReset: () => void;
}) {
  const copy = PROMPT_COPY[kind];
  const { save, reset } = useChangePrompt(kind);
  const [isConfirming, setIsConfirming] = useState(false);
  // The confirmation (Radix's dialog) loads when first opened and stays mounted after, so that
  // closing it returns the focus to the button (issue 35).
  const [wasConfirming, setWasConfirming] = useState(false);
  const lowerName = copy.editorName.toLowerCase();

  const submit = () => {
    // Refused here as on the server (issue 13): a blank prompt would fail every user's call.
    if (!value.trim()) {
      notify('error', `Failed to save ${lowerName} prompt`, EMPTY_PROMPT_MESSAGE);
      return;
    }
    // Settled through the promise, not mutate's callbacks: those are skipped once the tab is
    // switched away, and the toast and the draft must still follow the outcome.
    save.mutateAsync(value).then(
      () => notify('success', `${copy.editorName} prompt saved successfully`),
      (error: Error) => notify('error', `Failed to save ${lowerName} prompt`, error.message),
    );
  };

  const resetToDefault = () => {
    setIsConfirming(false);
    reset.mutateAsync().then(
      () => {
        onReset();
        notify('success', `${copy.editorName} prompt reset to default`);
      },
      () => notify('error', `Failed to save ${lowerName} prompt`),
    );
  };

  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={`prompt-${kind}`} className="font-semibold text-ink">
          {copy.label}
        </label>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          {state.isDefault
            ? 'Default'
            : `Custom${state.updatedAt ? `, saved ${new Date(state.updatedAt).toLocaleString()}` : ''}`}
        </span>
      </div>
      <textarea
        id={`prompt-${kind}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={copy.placeholder}
        className="mt-3 block min-h-[300px] w-full rounded-md border border-slate-300 p-3 font-mono text-sm text-ink focus:outline-none focus:ring-2 focus:ring-brand-600"
      />
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => {
            setWasConfirming(true);
            setIsConfirming(true);
          }}
        >
          Reset to Default
        </Button>
        {wasConfirming ? (
          <Suspense fallback={null}>
            <ResetConfirmDialog
              open={isConfirming}
              onOpenChange={setIsConfirming}
              onConfirm={resetToDefault}
            />
          </Suspense>
        ) : null}
        <Button onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </div>
  );
}

/** Spec 2 "Direct Prompt Editor": three tabs, each with Reset to Default and Save Changes. */
export function PromptEditor() {
  const prompts = usePrompts();
  // What the admin typed, per tab; a tab not yet edited shows the stored prompt.
  const [drafts, setDrafts] = useState<Partial<Record<PromptKind, string>>>({});
  if (prompts.error) {
    return (
      <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800">
        {prompts.error.message}
      </p>
    );
  }
  // Nothing to save until the prompts are loaded: an empty draft would switch a tool off.
  if (!prompts.data)
    return <div aria-busy="true" className="h-[420px] animate-pulse rounded-2xl bg-white" />;
  const stored = prompts.data.prompts;
  return (
    <Tabs.Root defaultValue="analyzer">
      <Tabs.List
        aria-label="System prompts"
        className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-200 p-1"
      >
        {KINDS.map((kind) => (
          <Tabs.Trigger key={kind} value={kind} className={tabClass}>
            {PROMPT_COPY[kind].tab}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {KINDS.map((kind) => (
        <Tabs.Content key={kind} value={kind} className="mt-6">
          <PromptTab
            kind={kind}
            state={stored[kind]}
            value={drafts[kind] ?? stored[kind].content}
            onChange={(value) => setDrafts((current) => ({ ...current, [kind]: value }))}
            onReset={() => setDrafts(({ [kind]: _reset, ...others }) => others)}
          />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
