import type { AnalysisInsight } from '@citable/engine';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import { FindingText } from '../evidence/finding-text.tsx';
import { ShowInText } from '../evidence/show-in-text.tsx';
import { FindingsCard } from './findings-card.tsx';

const ICONS = {
  positive: { Icon: CheckCircle2, className: 'text-green-700', label: 'Positive' },
  warning: { Icon: AlertTriangle, className: 'text-amber-600', label: 'Warning' },
  negative: { Icon: XCircle, className: 'text-red-700', label: 'Negative' },
} as const;

/** The words a "Show in text" control names: the insight's opening, enough to tell it apart. */
function shortLabel(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77).trimEnd()}…` : text;
}

/** Spec 2 "Key Insights card": check, !, or cross per item. */
export function InsightsCard({ insights }: { insights: AnalysisInsight[] }) {
  return (
    <FindingsCard
      id="insights-heading"
      title="Key Insights"
      emptyMessage="No key insights were extracted from the analysis response."
      items={insights}
      keyOf={(insight) => insight.text}
    >
      {(insight) => {
        const { Icon, className, label } = ICONS[insight.type];
        return (
          <li className="flex gap-3" data-type={insight.type}>
            <Icon size={20} className={`mt-0.5 shrink-0 ${className}`} aria-label={label} />
            <div className="min-w-0 text-slate-800">
              <span>
                <FindingText text={insight.text} />
              </span>
              <div>
                <ShowInText anchor={insight.anchor} label={shortLabel(insight.text)} />
              </div>
            </div>
          </li>
        );
      }}
    </FindingsCard>
  );
}
