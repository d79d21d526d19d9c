import type { WordVectors } from '../semantic/word-vectors.ts';
import { toRetrievalTerms } from './retrieval-terms.ts';
import { weighByRarity } from './semantic-index.ts';

/**
 * Weight of the question's words the passage holds at which a match counts in full: two rare
 * words ("lzma", "backpressure" weigh about 7.6 each), or three or four of middling rarity.
 */
export const FULL_WORDING = 15;
/** A word's weight when no word vectors were given (no frequency ranks): a middling word's. */
const WEIGHT_WITHOUT_RANKS = 4;

const NOT_SHARED = () => 0;

/**
 * How much of the question's own wording the passage holds, 0 to 1, each word weighted by how rare
 * it is in English and by how few of the page's other passages also hold it (`sharedBy`, 0 to 1:
 * the share of them that do). A word every passage of the page uses (the product an FAQ is about)
 * is the page's subject, not what tells this passage apart: every other answer about it, on this
 * page or another, holds it too. Ranking first among a page's own passages says nothing about the
 * other pages a search engine also indexes: against those, what finds a passage is that it holds
 * the asker's distinctive words ("backpressure", a program's name), not only common ones ("use",
 * "file") that every page shares. A vague question ("What does it do?") therefore finds its
 * passage weakly, however well the passage wins within its own page.
 */
export function measureWording(
  questionWords: readonly string[],
  questionTerms: readonly string[],
  passageTerms: ReadonlySet<string>,
  vectors: WordVectors | undefined,
  sharedBy: (term: string) => number = NOT_SHARED,
): number {
  const asked = new Set(questionTerms);
  const counted = new Set<string>();
  let held = 0;
  for (const word of questionWords) {
    const term = toRetrievalTerms([word])[0];
    // Template words ("what", "how do you") are not the question's terms; each term counts once.
    if (!term || !asked.has(term) || counted.has(term) || !passageTerms.has(term)) continue;
    counted.add(term);
    // A word the model does not know is past its 100,000 most frequent: as rare as they come.
    const rarity = vectors
      ? weighByRarity(word, vectors.rank(word) ?? vectors.size)
      : WEIGHT_WITHOUT_RANKS;
    held += rarity * (1 - sharedBy(term));
  }
  return Math.min(1, held / FULL_WORDING);
}
