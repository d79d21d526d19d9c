import type { RewriteCheck as Check } from '@citable/schemas';
import { AlertTriangle } from 'lucide-react';

const ROWS: [keyof Omit<Check, 'isFaithful'>, string][] = [
  ['droppedNumbers', 'Numbers dropped'],
  ['inventedNumbers', 'Numbers added'],
  ['droppedNames', 'Names dropped'],
  ['inventedNames', 'Names added'],
  ['droppedCode', 'Code dropped or changed'],
  ['inventedCode', 'Code added'],
  ['structureChanges', 'Structure changed'],
];

/** What a rewrite (an LLM's, typically) dropped or invented against the original. */
export function RewriteCheckList({ check }: { check: Check }) {
  if (check.isFaithful) return null;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3" data-testid="rewrite-check">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-amber-900">
        <AlertTriangle size={16} aria-hidden="true" /> Check these changes before publishing
      </h3>
      <dl className="mt-2 space-y-1 text-sm">
        {ROWS.filter(([key]) => check[key].length > 0).map(([key, label]) => (
          <div key={key}>
            <dt className="inline font-medium text-ink">{label}: </dt>
            <dd className="inline text-slate-800">{check[key].join(', ')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
