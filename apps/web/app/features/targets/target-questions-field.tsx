import { MAX_TARGET_QUESTIONS } from '@citable/schemas/constants';
import { AlertCircle, Plus, X } from 'lucide-react';
import { type ClipboardEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { addTargets, checkTarget, splitTargetLines } from './target-list.ts';

const INPUT_CLASS =
  'block w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:border-red-600';

/**
 * Issue 36: the optional target questions beside the text, the questions or keyphrases the
 * writer wants the text cited for. Each can be edited in place or removed; a new one is typed
 * and added with Enter or the Add button, and a paste of several lines adds one per line.
 * Every refusal is the server's own message, said where it happened.
 */
export function TargetQuestionsField({
  targets,
  onChange,
}: {
  targets: string[];
  onChange: (targets: string[]) => void;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const entryRef = useRef<HTMLInputElement>(null);

  const add = (items: string[]) => {
    const { list, error: refusal } = addTargets(targets, items);
    if (list.length !== targets.length) onChange(list);
    setError(refusal);
    // What could not be added stays in the box to be fixed; what was added leaves it.
    if (!refusal || list.length > targets.length) setEntry('');
  };

  const onEntryKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the target; it does not submit the text.
    event.preventDefault();
    add([entry]);
  };

  const onEntryPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!/[\r\n]/.test(pasted.trim())) return;
    event.preventDefault();
    add(splitTargetLines(`${entry}\n${pasted}`));
  };

  const edit = (index: number, value: string) =>
    onChange(targets.map((question, at) => (at === index ? value : question)));

  const remove = (index: number) => {
    onChange(targets.filter((_, at) => at !== index));
    setError(null);
    entryRef.current?.focus();
  };

  return (
    <fieldset className="mt-4 min-w-0" aria-describedby={hintId} data-testid="target-questions">
      <legend className="font-semibold text-ink">
        Target questions <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      <p id={hintId} className="text-sm text-slate-600">
        Up to {MAX_TARGET_QUESTIONS} questions or keyphrases you want this text to be cited for.
        Paste several lines to add one per line.
      </p>
      {targets.length > 0 ? (
        <ol className="mt-2 space-y-2" aria-label="Your target questions">
          {targets.map((question, index) => {
            const problem = checkTarget(question);
            const inputId = `${id}-target-${index}`;
            return (
              // The position is the target's identity: its text changes as it is edited.
              <li key={index}>
                <div className="flex items-center gap-2">
                  <label htmlFor={inputId} className="sr-only">
                    Target question {index + 1}
                  </label>
                  <input
                    id={inputId}
                    value={question}
                    onChange={(event) => edit(index, event.target.value)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') event.preventDefault();
                    }}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${inputId}-problem` : undefined}
                    className={INPUT_CLASS}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    className="shrink-0"
                    aria-label={`Remove target question ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    <X size={16} aria-hidden="true" />
                  </Button>
                </div>
                {problem ? (
                  <p
                    id={`${inputId}-problem`}
                    role="alert"
                    className="mt-1 flex items-start gap-1 text-sm text-red-700"
                  >
                    <AlertCircle size={14} aria-hidden="true" className="mt-0.5 shrink-0" />
                    {problem}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className="mt-2 flex items-center gap-2">
        <label htmlFor={`${id}-new`} className="sr-only">
          New target question
        </label>
        <input
          id={`${id}-new`}
          ref={entryRef}
          value={entry}
          onChange={(event) => {
            setEntry(event.target.value);
            setError(null);
          }}
          onKeyDown={onEntryKey}
          onPaste={onEntryPaste}
          placeholder="e.g. How long does delivery take?"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={INPUT_CLASS}
        />
        <Button variant="secondary" size="sm" className="shrink-0" onClick={() => add([entry])}>
          <Plus size={14} aria-hidden="true" /> Add target
        </Button>
      </div>
      <p className="mt-1 text-xs text-slate-600" aria-live="polite" data-testid="target-count">
        {targets.length} of {MAX_TARGET_QUESTIONS} targets
      </p>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="mt-1 flex items-start gap-1 text-sm text-red-700"
          data-testid="target-error"
        >
          <AlertCircle size={14} aria-hidden="true" className="mt-0.5 shrink-0" />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
