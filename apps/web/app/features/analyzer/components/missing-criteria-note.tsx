import type { CriterionName } from '@citable/engine';
import { Info } from 'lucide-react';

/** "A, B and C" for the note below. */
function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * Said when the AI's answer did not score every criterion (DESIGN.md 4: never a confident
 * result that was not read): which criteria are missing and what the score rests on.
 */
export function MissingCriteriaNote({
  missing,
  scoredCount,
}: {
  missing: readonly CriterionName[];
  scoredCount: number;
}) {
  const criteria = scoredCount === 1 ? '1 criterion' : `${scoredCount} criteria`;
  return (
    <div
      role="note"
      aria-label="Partial analysis"
      data-testid="missing-criteria"
      className="mt-4 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <Info size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
      <p>
        <span className="font-semibold">Partial analysis.</span> The AI's answer gave no score for{' '}
        {listNames(missing)}. The score above is the average of the {criteria} it did score; analyze
        again for a full result.
      </p>
    </div>
  );
}
