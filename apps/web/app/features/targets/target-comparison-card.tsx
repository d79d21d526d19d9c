import type { ImproveEdit, TargetImprovement, TargetReport } from '@citable/schemas';
import { AlertTriangle, ArrowRight } from 'lucide-react';
import { countNoun } from '../../lib/count-noun.ts';
import { MEASURING_CHOICE_MESSAGE } from './target-messages.ts';
import { Outline } from './target-reports-card.tsx';
import { VerdictBadge } from './target-verdict.tsx';

const rankOf = (report: TargetReport) =>
  report.answer ? `passage ${report.answer.number}, rank ${report.answer.rank}` : 'no answer';

function Target({
  target,
  edits,
  accepted,
}: {
  target: TargetImprovement;
  edits: readonly ImproveEdit[];
  accepted: ReadonlySet<string> | null;
}) {
  const own = edits.filter((edit) => target.editIds.includes(edit.id));
  const taken = accepted ? own.filter((edit) => accepted.has(edit.id)).length : own.length;
  return (
    <li
      className="rounded-lg border border-slate-200 p-4"
      data-testid="target-change"
      data-before={target.before.verdict}
      data-after={target.after.verdict}
    >
      <h3 className="font-semibold break-words text-ink">{target.question}</h3>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <span className="sr-only">Before:</span>
        <VerdictBadge verdict={target.before.verdict} />
        <span>({rankOf(target.before)})</span>
        <ArrowRight size={14} aria-label="after the edits" />
        <VerdictBadge verdict={target.after.verdict} />
        <span>({rankOf(target.after)})</span>
      </p>
      <p className="mt-2 text-sm break-words text-slate-700">{target.after.note}</p>
      <p className="mt-1 text-sm text-slate-700">
        {own.length === 0
          ? target.before.verdict === 'not-answered'
            ? 'No edit: your text does not answer it, and nothing is invented for it.'
            : 'No edit was needed or possible for it.'
          : `${countNoun(own.length, 'edit')} for it below, ${taken} accepted.`}
      </p>
      {target.warning ? (
        <p className="mt-2 flex items-start gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-950">
          <AlertTriangle size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
          {target.warning}
        </p>
      ) : null}
      {target.after.outline ? <Outline outline={target.after.outline} /> : null}
    </li>
  );
}

/**
 * Issue 36 on Improvement: each target question's verdict and rank on the original and on the
 * rewrite, the edits made for it, and any warning (a rewrite that writes a question in without
 * answering it). The rewrite's side is the server's measure: the improve call's for the edits
 * accepted by default, and the rescoring's for the writer's own choice (the route asks).
 */
export function TargetComparisonCard({
  targets,
  edits,
  accepted,
  status,
}: {
  targets: TargetImprovement[];
  edits: readonly ImproveEdit[];
  /** The edits the writer accepts; null when the rewrite has no edits to choose (an LLM's). */
  accepted: ReadonlySet<string> | null;
  /** Said while the writer's choice of edits is measured, or when it could not be. */
  status: string | null;
}) {
  return (
    <section
      aria-labelledby="target-changes-heading"
      className="rounded-2xl bg-white p-6 shadow-sm"
      aria-busy={status === MEASURING_CHOICE_MESSAGE}
    >
      <h2 id="target-changes-heading" className="font-semibold text-ink">
        Target questions before and after
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        For each of your target questions: the passage that answers it and its rank, in your text
        and in the rewrite with the edits you accept.
      </p>
      {status ? (
        <p className="mt-2 text-sm text-slate-700" role="status" data-testid="targets-status">
          {status}
        </p>
      ) : null}
      <ol className="mt-4 space-y-3">
        {targets.map((target, index) => (
          <Target
            key={`${index}-${target.question}`}
            target={target}
            edits={edits}
            accepted={accepted}
          />
        ))}
      </ol>
    </section>
  );
}
