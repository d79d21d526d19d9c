import { colorForKeywordScore, type KeywordItem } from '@citable/engine';

const BADGE = {
  green: 'bg-green-100 text-green-900',
  yellow: 'bg-yellow-100 text-yellow-900',
  orange: 'bg-orange-100 text-orange-900',
  red: 'bg-red-100 text-red-900',
} as const;

/** Spec 2 "Keywords Detected": a score badge per keyword, coloured by spec 9's bands. */
export function KeywordsList({ keywords }: { keywords: KeywordItem[] }) {
  if (keywords.length === 0) return null;
  return (
    <section aria-labelledby="keywords-heading" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="keywords-heading" className="font-semibold text-ink">
        Keywords Detected
      </h2>
      <p className="mt-1 text-sm text-slate-600" data-testid="keyword-score-legend">
        Each badge scores from 0 to 10 how strongly the text carries the keyword, against its
        strongest phrase (10): 8 or more (green) runs through the text, 6 or 7 (yellow) is clearly
        present, 4 or 5 (orange) is mentioned in passing, below 4 (red) barely appears.
      </p>
      <ul className="mt-4 flex flex-wrap gap-2">
        {keywords.map((item) => {
          const colour = colorForKeywordScore(item.llmScore);
          return (
            <li
              key={item.keyword}
              className="inline-flex items-center gap-2 rounded-full border border-slate-200 py-1 pr-1 pl-3 text-sm text-ink"
            >
              {item.keyword}
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[colour]}`}
                data-colour={colour}
              >
                {item.llmScore}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
