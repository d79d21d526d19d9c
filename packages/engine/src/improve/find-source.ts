import type { Sentence } from '../document/types.ts';
import { hasSource as namesASource } from '../research/measure-sources.ts';

/**
 * Whether a claim names its source, as the improver reads it (review item 6): the analyzer's
 * reading, so that the two never disagree. Vague crowds ("Research shows", "Everyone says",
 * "according to experts") are not sources; "..., says Jan Rosenow" (the speaker after the
 * verb) is one.
 */
export function hasSource(sentence: Sentence): boolean {
  return namesASource(sentence);
}
