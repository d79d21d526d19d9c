import type { AnalysisInsight } from '@citable/engine';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';

const ICONS = {
  positive: { Icon: CheckCircle2, className: 'text-green-700', label: 'Positive' },
  warning: { Icon: AlertTriangle, className: 'text-amber-600', label: 'Warning' },
  negative: { Icon: XCircle, className: 'text-red-700', label: 'Negative' },
} as const;

/** Spec 2 "Key Insights card": check, !, or cross per item. */
export function InsightsCard({ insights }: { insights: AnalysisInsight[] }) {
  return (
    <section aria-labelledby="insights-heading" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="insights-heading" className="text-lg font-semibold text-ink">
        Key Insights
      </h2>
      {insights.length === 0 ? (
        <p className="mt-3 text-slate-600">
          No key insights were extracted from the analysis response.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {insights.map((insight, index) => {
            const { Icon, className, label } = ICONS[insight.type];
            return (
              <li key={`${index}-${insight.text}`} className="flex gap-3" data-type={insight.type}>
                <Icon size={20} className={`mt-0.5 shrink-0 ${className}`} aria-label={label} />
                <span className="text-slate-800">{insight.text}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
