import { CRITERIA, type CriterionName } from '../criteria.ts';

// Models rename the six criteria of spec §3 ("Clarity", "E-E-A-T", "Structure/Formatting",
// "Comprehensiveness", "Query alignment"...). Each criterion is known by the word stems below;
// the first criterion whose stems a name holds wins, so the order settles names that mix two
// ("Content structure and clarity" is read as structure). Stems rather than a list of exact
// names: paraphrases vary too much to enumerate, while these stems rarely appear in a name
// that means something else.
const STEMS: readonly (readonly [CriterionName, RegExp])[] = [
  ['Retrievability & Extractability', /retriev|extract|findab|discoverab|snippet|quotab|citab/],
  [
    'Alignment with Conversational Queries',
    /conversation|quer(?:y|ies)|question|intent|voice search|natural language|prompt alignment/,
  ],
  ['Authority & Trust Signals', /authorit|trust|eeat|e e a t|credib|expertise|sources|citation/],
  ['Topical Depth & Coverage', /depth|coverage|comprehensive|thorough|topical|completeness/],
  ['Structured Formatting', /structur|format|organi[sz]ation|layout|headings|scannab/],
  ['Semantic Clarity', /clarity|clear|readab|semantic|plain language|legib/],
];

/** Lines naming the overall score rather than a criterion (spec §3 "global"/"average", and kin). */
const OVERALL_NAME = /global|average|^(?:overall|total|final|aggregate|composite)\b/i;

export function isOverallName(name: string): boolean {
  return OVERALL_NAME.test(name.trim());
}

function normalise(name: string): string {
  return name
    .toLowerCase()
    .replace(/[_\-–—/&.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The criterion of spec §3 a written name stands for, or null when it names none of them. */
export function findCriterion(name: string): CriterionName | null {
  const normal = normalise(name);
  if (!normal || isOverallName(normal)) return null;
  const exact = CRITERIA.find((criterion) => normalise(criterion) === normal);
  if (exact) return exact;
  for (const [criterion, stems] of STEMS) if (stems.test(normal)) return criterion;
  return null;
}
