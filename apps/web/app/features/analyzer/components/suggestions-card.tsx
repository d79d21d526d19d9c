import type { AnalysisImprovement } from '@citable/engine';

const STYLES = {
  high: 'border-red-300 bg-red-50 text-red-900',
  medium: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  low: 'border-blue-300 bg-blue-50 text-blue-900',
} as const;

/** Spec 2 "Improvement Suggestions card": high red, medium yellow, otherwise blue. */
export function SuggestionsCard({ improvements }: { improvements: AnalysisImprovement[] }) {
  return (
    <section aria-labelledby="suggestions-heading" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="suggestions-heading" className="text-lg font-semibold text-ink">
        Improvement Suggestions
      </h2>
      {improvements.length === 0 ? (
        <p className="mt-3 text-slate-600">
          No improvement suggestions were extracted from the analysis response.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {improvements.map((item, index) => (
            <li
              key={`${index}-${item.title}`}
              className={`rounded-lg border p-4 ${STYLES[item.severity] ?? STYLES.low}`}
              data-severity={item.severity}
            >
              <p className="font-semibold">
                {item.title}
                <span className="ml-2 text-xs font-medium uppercase tracking-wide opacity-80">
                  {item.severity}
                </span>
              </p>
              <p className="mt-1 text-sm">{item.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
