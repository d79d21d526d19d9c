import { DEFAULT_PROMPTS } from '@citable/engine';
import { EMPTY_PROMPT_MESSAGE } from '@citable/schemas/constants';
import * as Dialog from '@radix-ui/react-dialog';
import { AlertCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { PROMPT_COPY } from '../prompt-copy.ts';
import type { PromptKind } from '../prompts.client.ts';
import { useChangePrompt, usePrompts } from '../use-prompts.ts';
import { EngineNote } from './engine-note.tsx';

/**
 * Spec 2 "Edit System Prompt" (analyzer, improvement) and the keyword research prompt dialog.
 * Saving stores the prompt on the server for every user; the dialog closes on success. Until
 * the prompt has loaded there is nothing to save: saving the empty field after a failed load
 * would switch the tool off for everyone. The content mounts only while the dialog is open, so
 * each opening reads the prompt afresh and starts from it.
 */
export function PromptDialog({
  kind,
  open,
  onOpenChange,
}: {
  kind: PromptKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white p-6 shadow-xl">
          <PromptDialogBody kind={kind} onSaved={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PromptDialogBody({ kind, onSaved }: { kind: PromptKind; onSaved: () => void }) {
  const copy = PROMPT_COPY[kind];
  const fieldId = useId();
  const prompts = usePrompts();
  const { save } = useChangePrompt(kind);
  // The text as edited here; until the first edit, the prompt as loaded.
  const [draft, setDraft] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const isLoaded = prompts.isSuccess && !prompts.isFetching;
  const value = draft ?? (isLoaded ? prompts.data.prompts[kind].content : '');
  const error = refusal ?? save.error?.message ?? prompts.error?.message ?? null;

  const submit = () => {
    // Refused here as on the server (issue 13): a blank prompt would fail every user's call.
    if (!value.trim()) {
      setRefusal(EMPTY_PROMPT_MESSAGE);
      notify('error', 'Failed to save prompt.');
      return;
    }
    setRefusal(null);
    save.mutate(value, {
      onSuccess: () => {
        notify('success', 'Success', copy.dialogSaved);
        onSaved();
      },
      onError: () => notify('error', 'Failed to save prompt.'),
    });
  };

  return (
    <>
      <Dialog.Title className="text-xl font-semibold text-ink">{copy.dialogTitle}</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-slate-600">
        {copy.dialogText}
      </Dialog.Description>
      <div className="mt-4">
        <EngineNote />
      </div>
      {error ? (
        <p
          role="alert"
          className="mt-4 flex items-center gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800"
        >
          <AlertCircle size={16} aria-hidden="true" /> {error}
        </p>
      ) : null}
      <label htmlFor={fieldId} className="mt-4 text-sm font-medium text-ink">
        {copy.label}
      </label>
      {prompts.isFetching ? (
        <div
          data-testid="prompt-skeleton"
          aria-busy="true"
          className="mt-2 h-[300px] animate-pulse rounded-md bg-slate-100"
        />
      ) : (
        <textarea
          id={fieldId}
          value={value}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={copy.placeholder}
          disabled={!isLoaded}
          className="mt-2 min-h-[300px] w-full flex-1 rounded-md border border-slate-300 p-3 font-mono text-sm text-ink focus:outline-none focus:ring-2 focus:ring-brand-600 disabled:bg-slate-50"
        />
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {/* The shipped default, one click away; nothing is stored until Save Changes. */}
        <Button
          variant="secondary"
          className="mr-auto"
          disabled={!isLoaded}
          onClick={() => {
            setDraft(DEFAULT_PROMPTS[kind]);
            setRefusal(null);
            save.reset();
          }}
        >
          Use Default
        </Button>
        <Dialog.Close asChild>
          <Button variant="secondary">Cancel</Button>
        </Dialog.Close>
        <Button onClick={submit} disabled={save.isPending || !isLoaded}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </>
  );
}
