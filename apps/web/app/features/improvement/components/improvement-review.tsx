import type { ImproveEdit, ImproveReview, TargetImprovement } from '@citable/schemas';
import { Info } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useAcceptedRescore } from '../use-accepted-rescore.ts';
import { ClaimsList } from './claims-list.tsx';
import { EditItem } from './edit-item.tsx';
import { FactorComparison } from './factor-comparison.tsx';
import { RewriteCheckList } from './rewrite-check.tsx';

function groupByPassage(edits: readonly ImproveEdit[]): [string, ImproveEdit[]][] {
  const groups = new Map<number, [string, ImproveEdit[]]>();
  for (const edit of edits) {
    const group = groups.get(edit.passage) ?? [edit.passageTitle, []];
    group[1].push(edit);
    groups.set(edit.passage, group);
  }
  return [...groups.values()];
}

/**
 * The review beside the rewrite (issue 11 point 6): each edit with its reason, to accept or
 * reject, grouped by passage; the factors before and after; the claims to verify; and, for an
 * LLM's rewrite, what it dropped or invented.
 */
export function ImprovementReview({
  original,
  review,
  accepted,
  onAccept,
  targets = [],
}: {
  original: string;
  review: ImproveReview;
  accepted: ReadonlySet<string>;
  onAccept: (ids: readonly string[], isAccepted: boolean) => void;
  /** The writer's target questions (issue 36): each edit made for one says which. */
  targets?: readonly TargetImprovement[];
}) {
  const edits = review.edits.filter((edit) => edit.kind !== 'claim');
  const markerIds = review.edits.filter((edit) => edit.kind === 'claim').map((edit) => edit.id);
  const targetQuestions = useMemo(
    () => (targets.length > 0 ? targets.map((target) => target.question) : undefined),
    [targets],
  );
  const after = useAcceptedRescore(original, review, accepted, targetQuestions);
  const acceptedCount = edits.filter((edit) => accepted.has(edit.id)).length;
  return (
    <section
      aria-labelledby="review-heading"
      className="space-y-5 rounded-2xl bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="review-heading" className="font-semibold text-ink">
          Review the edits
        </h2>
        {edits.length > 0 ? (
          <div className="flex gap-2">
            {(
              [
                ['Accept all', true],
                ['Reject all', false],
              ] as const
            ).map(([label, accept]) => (
              <Button
                key={label}
                size="sm"
                variant="secondary"
                onClick={() =>
                  onAccept(
                    edits.map((e) => e.id),
                    accept,
                  )
                }
              >
                {label}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
      {review.notice ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-800"
        >
          <Info size={16} aria-hidden="true" className="mt-0.5 shrink-0" /> {review.notice}
        </p>
      ) : null}
      <RewriteCheckList check={review.check} />
      <FactorComparison
        before={review.originalFactors}
        after={after.factors ?? review.rewriteFactors}
        isMeasuring={after.isMeasuring}
        error={after.error}
      />
      {edits.length > 0 ? (
        <div>
          <p className="text-sm text-slate-700">
            {acceptedCount} of {edits.length} edits accepted. The Improved Content panel shows the
            original with the accepted edits; nothing else is changed.
          </p>
          {groupByPassage(edits).map(([title, group]) => (
            <div key={`${title}-${group[0]?.id}`} className="mt-3">
              <h3 className="text-sm font-semibold text-ink">{title || 'Opening'}</h3>
              <ul className="mt-2 space-y-2">
                {group.map((edit) => (
                  <EditItem
                    key={edit.id}
                    edit={edit}
                    original={original}
                    isAccepted={accepted.has(edit.id)}
                    onChange={(isAccepted) => onAccept([edit.id], isAccepted)}
                    targets={targets
                      .filter((target) => target.editIds.includes(edit.id))
                      .map((target) => target.question)}
                  />
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      <ClaimsList
        claims={review.claims}
        canMark={markerIds.length > 0}
        areMarkersShown={markerIds.length > 0 && markerIds.every((id) => accepted.has(id))}
        onMarkersShown={(isShown) => onAccept(markerIds, isShown)}
      />
    </section>
  );
}
