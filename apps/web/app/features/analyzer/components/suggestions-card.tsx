import type { AnalysisImprovement } from '@citable/engine';
import { FindingText } from '../evidence/finding-text.tsx';
import { ShowInText } from '../evidence/show-in-text.tsx';
import { FindingsCard } from './findings-card.tsx';

const STYLES = {
  high: 'border-red-300 bg-red-50 text-red-900',
  medium: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  low: 'border-blue-300 bg-blue-50 text-blue-900',
} as const;

/** Spec 2 "Improvement Suggestions card": high red, medium yellow, otherwise blue. */
export function SuggestionsCard({ improvements }: { improvements: AnalysisImprovement[] }) {
  return (
    <FindingsCard
      id="suggestions-heading"
      title="Improvement Suggestions"
      emptyMessage="No improvement suggestions were extracted from the analysis response."
      items={improvements}
      keyOf={(item) => item.title}
    >
      {(item) => (
        <li
          className={`rounded-lg border p-4 ${STYLES[item.severity] ?? STYLES.low}`}
          data-severity={item.severity}
        >
          <p className="font-semibold">
            {item.title}
            <span className="ml-2 text-xs font-medium uppercase tracking-wide opacity-80">
              {item.severity}
            </span>
          </p>
          <p className="mt-1 text-sm">
            <FindingText text={item.description} />
          </p>
          <ShowInText anchor={item.anchor} label={item.title} />
        </li>
      )}
    </FindingsCard>
  );
}
