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
