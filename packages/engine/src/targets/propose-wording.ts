import type { ImproveEdit } from '../improve/edit-types.ts';
import { openingOf } from '../improve/read-citation-map.ts';
import { isProtected, readParagraph } from '../improve/read-passages.ts';
import type { SourceBlock } from '../improve/scan-source.ts';
import { FUNCTION_WORDS } from '../research/word-lists.ts';

/**
 * Whether two words name the same thing: they share a WordNet synset (a lexicon of meanings,
 * not word vectors, which place "increase" nearest "decrease" and would swap a fact for its
 * opposite). Given by the caller, which loads the lexicon.
 */
export type AreSynonyms = (a: string, b: string) => boolean;

type Draft = Omit<ImproveEdit, 'id' | 'passageTitle'>;

/** The target's content words, as typed (lowercase), three letters or more. */
const contentWords = (text: string) =>
  (text.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? []).filter(
    (word) => word.length >= 3 && !FUNCTION_WORDS.has(word),
  );

/**
 * In the sentence that answers a target, the target's own word where the sentence says it
 * with a synonym ("price" for "cost"): a retriever matching the writer's question finds it.
 * One word, off by default: the writer checks it means the same here.
 */
export function proposeWording(input: {
  text: string;
  block: SourceBlock;
  blockIndex: number;
  quote: string;
  question: string;
  passageNumber: number;
  areSynonyms: AreSynonyms;
}): Draft | null {
  const paragraph = readParagraph(input.block, input.blockIndex);
  const held = new Set(paragraph.sentences.flatMap((sentence) => sentence.words));
  const sentence = paragraph.sentences.find((s) => openingOf(s.plain) === openingOf(input.quote));
  if (!sentence) return null;
  const wanted = contentWords(input.question).filter((word) => !held.has(word));
  for (const target of wanted) {
    for (const match of sentence.raw.matchAll(/\p{L}[\p{L}'’-]*/gu)) {
      const word = match[0];
      const lower = word.toLowerCase();
      if (lower === target || lower.length < 3 || FUNCTION_WORDS.has(lower)) continue;
      if (!input.areSynonyms(lower, target)) continue;
      const start = sentence.start + match.index;
      if (isProtected(paragraph.protectedSpans, start)) continue;
      const after =
        word[0] === word[0]?.toUpperCase() ? target[0]?.toUpperCase() + target.slice(1) : target;
      return {
        kind: 'wording',
        passage: input.passageNumber - 1,
        reason: `Says “${target}”, the word of your target question “${input.question}”, where passage ${input.passageNumber} says “${word}”, so a retriever matching the question finds it. Off by default: check it means the same here.`,
        start,
        end: start + word.length,
        before: word,
        after,
        isAcceptedByDefault: false,
      };
    }
  }
  return null;
}
