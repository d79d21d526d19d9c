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

/** Puts a visible "[source needed]" before the sentence's closing punctuation. */
export function markClaim(raw: string): string {
  const end = /[.!?…]*["'”’)\]]*$/.exec(raw)?.[0] ?? '';
  return `${raw.slice(0, raw.length - end.length)} ${IMPROVER_FIXED_TEXT.sourceNeeded}${end}`;
}
