import { hasSource, isClaim } from '../research/measure-sources.ts';
import { IMPROVER_FIXED_TEXT } from './fixed-text.ts';
import type { RawSentence } from './raw-sentences.ts';

/**
 * The claims that carry a number or a superlative with no source in their passage (issue 3);
 * each passage is one paragraph or one list item.
 */
export function findUnsupportedClaims(passages: readonly RawSentence[][]): Set<RawSentence> {
  const unsupported = new Set<RawSentence>();
  for (const passage of passages) {
    if (passage.some(({ sentence }) => hasSource(sentence))) continue;
    for (const entry of passage) if (isClaim(entry.sentence)) unsupported.add(entry);
  }
  return unsupported;
}

const CLOSING_QUOTES = new Set(['"', "'", '”', '’', ')', ']']);
const CLOSING_STOPS = new Set(['.', '!', '?', '…']);

/**
 * Where the sentence's closing punctuation starts: stops, then quotes and brackets. Scanned
 * backwards by hand; the pattern it replaces backtracked on long runs of dots.
 */
function findClosingStart(raw: string): number {
  let at = raw.length;
  while (at > 0 && CLOSING_QUOTES.has(raw.charAt(at - 1))) at--;
  while (at > 0 && CLOSING_STOPS.has(raw.charAt(at - 1))) at--;
  return at;
}

/** Puts a visible "[source needed]" before the sentence's closing punctuation. */
export function markClaim(raw: string): string {
  const at = findClosingStart(raw);
  return `${raw.slice(0, at)} ${IMPROVER_FIXED_TEXT.sourceNeeded}${raw.slice(at)}`;
}
