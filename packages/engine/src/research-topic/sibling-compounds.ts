import { cosine, type WordVectors } from '../semantic/word-vectors.ts';
import { classifyTopic } from './classify-topic.ts';
import { FIRST_NAMES } from './find-related-terms.ts';
import { looksLikeNoun } from './phrase-topic.ts';

/**
 * Multi-word related terms for a two-word role, made the way English makes them: keep the
 * topic's modifier and put a neighbour of its head noun in the head's place. "jazz singer"
 * gives "jazz pianist", "jazz vocalist" and "jazz guitarist"; "opera singer" gives "opera
 * pianist". The word vectors know words, not phrases, so a compound is offered only when it
 * holds together as the topic does:
 * - the new head stands in for the old one: near it (MIN_REPLACEMENT_SIMILARITY), nearer to
 *   it than to the modifier, and of the same kind (a job for a job, a thing for a thing);
 * - the modifier still fits the new head about as well as it fitted the old one.
 * - the new head is a role noun ("-ist", "-er", "-or"), like the topic's.
 * Only roles: for other kinds the vectors could not tell a sibling ("electric truck", "pop
 * songs") from a neighbour ("web netscape", "machine skills", "heavy iron"): nearness was
 * 0.80 for "netscape" to "browser" and 0.80 for "songs" to "music". Putting a neighbour of
 * the modifier in its place made "hop music" (from "hip hop") and "user manager" as often as
 * "folk music", and was left out too.
 */
const MIN_REPLACEMENT_SIMILARITY = 0.6;
/** How much less the new pair may hold together than the topic's own two words. */
const MAX_COHESION_LOSS = 0.1;
const MAX_COMPOUNDS = 5;
const ROLE_NOUN = /(?:ist|er|or|ian)$/;
/** A neighbour this near the first names is a name ("film steven"), not a head noun. */
const MAX_FIRST_NAME_SIMILARITY = 0.4;

export function siblingCompounds(
  vectors: WordVectors,
  knownWords: readonly string[],
  terms: readonly string[],
): string[] {
  if (knownWords.length !== 2) return [];
  const [modifier, head] = knownWords as [string, string];
  const cohesion = vectors.similarity(modifier, head) ?? 0;
  const headKind = classifyTopic(vectors, [head]);
  if (headKind !== 'occupation' || !ROLE_NOUN.test(head)) return [];
  const firstNames = vectors.centroid(FIRST_NAMES);
  const isName = (term: string) =>
    firstNames !== undefined &&
    cosine(vectors.vector(term)!, firstNames) >= MAX_FIRST_NAME_SIMILARITY;
  const compounds: string[] = [];
  for (const term of terms) {
    if (!/^[a-z]+$/.test(term) || !ROLE_NOUN.test(term) || !looksLikeNoun(term) || isName(term))
      continue;
    const toHead = vectors.similarity(term, head) ?? 0;
    const toModifier = vectors.similarity(term, modifier) ?? 0;
    if (
      toHead >= MIN_REPLACEMENT_SIMILARITY &&
      toHead > toModifier &&
      toModifier >= cohesion - MAX_COHESION_LOSS &&
      classifyTopic(vectors, [term]) === headKind
    )
      compounds.push(`${modifier} ${term}`);
    if (compounds.length === MAX_COMPOUNDS) break;
  }
  return compounds;
}
