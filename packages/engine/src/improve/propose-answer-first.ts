import { isUnverifiableEvidence } from '../research/measure-sources.ts';
import { DANGLING_STARTS, PREAMBLE_PATTERN } from '../research/word-lists.ts';
import { asSentence } from './as-sentence.ts';
import type { EditDraft } from './edit-draft.ts';
import type { TopicBreak } from './find-topic-breaks.ts';
import { leansOnPrevious } from './leans-on-previous.ts';
import type { Passage, ProseParagraph } from './read-passages.ts';

/**
 * "Answer-first opening": a passage whose first paragraph opens with a preamble ("In this
 * guide we will look at...") and states its point in the next sentence gets the two swapped,
 * so a retriever that quotes a passage's opening quotes the answer. Nothing is reworded, and
 * a second sentence that credits evidence no reader can check is never moved first.
 * English only, as the preamble openings are English.
 */
export function proposeAnswerFirst(
  text: string,
  passages: readonly Passage[],
  paragraphs: ReadonlyMap<number, ProseParagraph>,
  breaks: readonly TopicBreak[],
): { edits: EditDraft[]; swapped: Set<number> } {
  const edits: EditDraft[] = [];
  const swapped = new Set<number>();
  for (const passage of passages) {
    const index = passage.blockIndexes.find((blockIndex) => paragraphs.has(blockIndex));
    const paragraph = index === undefined ? undefined : paragraphs.get(index);
    if (!paragraph || paragraph.block.mark || paragraph.isQuestion) continue;
    const [first, second] = paragraph.sentences;
    if (!first || !second || !PREAMBLE_PATTERN.test(first.plain)) continue;
    if (PREAMBLE_PATTERN.test(second.plain) || second.plain.trim().endsWith('?')) continue;
    if (DANGLING_STARTS.has(second.words[0] ?? '') || leansOnPrevious(second.plain)) continue;
    // Invented-sounding evidence ("an institute reports that 9 out of 10...") is a claim to
    // verify, not an answer to put first where a retriever quotes it.
    const hasLink = /https?:\/\/|\]\(/.test(second.raw);
    if (isUnverifiableEvidence(asSentence(second.plain, second.words, hasLink))) continue;
    if (breaks.some((item) => item.paragraph === paragraph && item.sentence === 1)) continue;
    const gap = text.slice(first.end, second.start);
    if (gap.trim() !== '' || gap.includes('\n\n')) continue;
    swapped.add(paragraph.blockIndex);
    edits.push({
      kind: 'answer-first',
      passage: passage.index,
      reason:
        'Puts the sentence that answers first and the introduction after it, so the passage’s opening is the quotable answer.',
      start: first.start,
      end: second.end,
      after: `${second.raw}${gap.includes('\n') ? gap : ' '}${first.raw}`,
    });
  }
  return { edits, swapped };
}
