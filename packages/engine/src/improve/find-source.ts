import type { Sentence } from '../document/types.ts';
import { findNamedSources } from '../research/measure-sources.ts';
import { ATTRIBUTION, AUTHOR_YEAR, EXPERIENCE, NOT_A_NAME } from '../research/source-patterns.ts';

// Whether a claim names its source, as the improver reads it (review item 6). It differs from
// the analyzer's reading in two ways, to be folded into research/source-patterns.ts later:
// vague crowds ("Research shows", "Everyone says", "according to experts") are not sources,
// and "..., says Jan Rosenow" (the speaker after the verb) or "— Anna Lee" is one.

/** Words that name no one in particular, so "Research shows" cites nothing. */
const VAGUE_WORDS: ReadonlySet<string> = new Set(
  'research researchers study studies science scientists expert experts everyone everybody people many most some all critics analysts source sources report reports data survey surveys doctors observers insiders industry users customers folks others studies'.split(
    ' ',
  ),
);
/** Joining words inside a name: "Bank of England". */
const NAME_JOINS: ReadonlySet<string> = new Set(['of', 'for', 'and', '&', 'on', 'the']);
const VAGUE_ACCORDING =
  /\baccording to (?:(?:some|many|most|the|recent|new|leading|several)\s)?(?:research|studies|experts|scientists|researchers|surveys?|reports?|data|sources|analysts|doctors|everyone|people)\b/gi;
/** "says Jan Rosenow", "said barista Anna Lee": a speaker named after the verb. */
const SPEAKER_AFTER_VERB =
  /\b(?:says|said|writes|wrote|explains|explained|notes|noted|told|argues|argued|adds|added|warns|warned|recalls|recalled)\s(?:\p{Ll}+\s){0,2}(\p{Lu}[\p{L}'’.-]*)\s\p{Lu}/gu;
/** "— Anna Lee" closing a quotation. */
const DASH_SPEAKER = /[—–]\s?(\p{Lu}[\p{L}'’.-]*)\s\p{Lu}/gu;

const isVagueName = (name: string) =>
  name
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => !NAME_JOINS.has(word))
    .every((word) => VAGUE_WORDS.has(word));

function namesSpeaker(text: string): boolean {
  for (const pattern of [SPEAKER_AFTER_VERB, DASH_SPEAKER]) {
    for (const match of text.matchAll(pattern)) {
      const first = (match[1] as string).toLowerCase();
      if (!NOT_A_NAME.has(first) && !VAGUE_WORDS.has(first)) return true;
    }
  }
  return false;
}

/** True when the sentence links, cites or names a particular source, or reports first-hand. */
export function hasSource(sentence: Sentence): boolean {
  const { text } = sentence;
  return (
    sentence.hasLink ||
    sentence.hasCitation ||
    findNamedSources(text).some((name) => !isVagueName(name)) ||
    namesSpeaker(text) ||
    EXPERIENCE.test(text) ||
    ATTRIBUTION.test(text.replace(VAGUE_ACCORDING, '')) ||
    AUTHOR_YEAR.test(text)
  );
}
