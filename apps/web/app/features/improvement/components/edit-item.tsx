import type { ImproveEdit } from '@citable/schemas';

const KIND_LABELS: Record<ImproveEdit['kind'], string> = {
  heading: 'Heading that names the subject',
  'answer-first': 'Answer-first opening',
  pronoun: 'Pronoun resolved to its subject',
  definition: 'Definition made explicit',
  split: 'Long paragraph split at a topic change',
  list: 'Parallel items made a list',
  faq: 'FAQ entry from the text’s own question',
  claim: 'Claim marked for a source',
  wording: 'Target question’s own words',
};

const CONTEXT = 48;
const visible = (text: string) => text.replace(/\n/g, '↵\n');

/**
 * One edit as a small diff: a little of the original either side, what goes (struck through)
 * and what comes (highlighted), with its reason and the writer's accept/reject choice.
 */
export function EditItem({
  edit,
  original,
  isAccepted,
  onChange,
  targets = [],
}: {
  edit: ImproveEdit;
  original: string;
  isAccepted: boolean;
  onChange: (isAccepted: boolean) => void;
  /** The target questions it was made for (issue 36), if any. */
  targets?: readonly string[];
}) {
  // A heading made from the writer's target question is not the text's own question.
  const label =
    edit.kind === 'faq' && targets.length > 0
      ? 'Your target question as its heading'
      : KIND_LABELS[edit.kind];
  const before = original.slice(Math.max(0, edit.start - CONTEXT), edit.start);
  const after = original.slice(edit.end, edit.end + CONTEXT);
  return (
    <li
      className="rounded-lg border border-slate-200 p-3"
      data-testid="improve-edit"
      data-edit-id={edit.id}
      data-target-edit={targets.length > 0 ? 'true' : undefined}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-sm font-semibold text-ink">{label}</p>
          <p className="text-sm text-slate-700">{edit.reason}</p>
          {targets.map((question) => (
            <p key={question} className="mt-1 text-xs font-medium text-brand-700">
              For your target question: “{question}”
            </p>
          ))}
        </div>
        <label className="inline-flex shrink-0 items-center gap-2 text-sm font-medium text-ink">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand-600"
            checked={isAccepted}
            onChange={(event) => onChange(event.target.checked)}
            aria-label={`Accept: ${label} (${edit.id})`}
          />
          Accept
        </label>
      </div>
      <pre className="mt-2 overflow-x-auto whitespace-pre-wrap rounded bg-slate-50 p-2 font-mono text-xs text-slate-600">
        {before.length === CONTEXT ? '…' : ''}
        {visible(before)}
        {edit.before ? <del className="bg-red-100 text-red-900">{visible(edit.before)}</del> : null}
        {edit.after ? (
          <ins className="bg-green-100 text-green-900 no-underline">{visible(edit.after)}</ins>
        ) : null}
        {visible(after)}
        {after.length === CONTEXT ? '…' : ''}
      </pre>
    </li>
  );
}
