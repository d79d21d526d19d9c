import { tokenize } from '../document/tokenize.ts';
import { DANGLING_STARTS } from '../research/word-lists.ts';
import { chooseHeadingText, type HeadingContext } from './choose-heading-text.ts';
import { blankLineBefore, type EditDraft } from './edit-draft.ts';
import type { TopicBreak } from './find-topic-breaks.ts';
import type { Passage, ProseParagraph } from './read-passages.ts';
import type { SourceBlock } from './scan-source.ts';

/** Paragraphs are grouped into topics of about this many words. */
export const TOPIC_WORDS = 150;

/** A run of prose that a heading may open: a paragraph, a part of a split one, or another block. */
interface Unit {
  start: number;
  words: number;
  paragraph: ProseParagraph | null;
  sentences: string[];
  canOpen: boolean;
  breakBefore: TopicBreak | null;
}

export interface HeadingInput {
  text: string;
  blocks: readonly SourceBlock[];
  paragraphs: ReadonlyMap<number, ProseParagraph>;
  passages: readonly Passage[];
  breaks: readonly TopicBreak[];
  /** First sentences after a pronoun edit, by start offset. */
  resolved: ReadonlyMap<number, string>;
  /** Paragraphs whose first two sentences an answer-first edit swaps, by block index. */
  swapped: ReadonlySet<number>;
  hasHeadings: boolean;
  proseWords: number;
  minWords: number;
  context: HeadingContext;
}

function readUnits(passage: Passage, input: HeadingInput): Unit[] {
  const units: Unit[] = [];
  let previousIsQuestion = false;
  for (const index of passage.blockIndexes) {
    const block = input.blocks[index] as SourceBlock;
    const paragraph = input.paragraphs.get(index);
    if (!paragraph) {
      const words = ['list', 'quote', 'table'].includes(block.kind)
        ? tokenize(block.text).length
        : 0;
      units.push({
        start: block.start,
        words,
        paragraph: null,
        sentences: [],
        canOpen: false,
        breakBefore: null,
      });
      // A list of questions ends in "?" too: what follows may be their answer.
      previousIsQuestion = block.text.trimEnd().endsWith('?');
      continue;
    }
    const own = input.breaks.filter((item) => item.paragraph === paragraph);
    const cuts = [0, ...own.map((item) => item.sentence), paragraph.sentences.length];
    for (let part = 0; part + 1 < cuts.length; part++) {
      const slice = paragraph.sentences.slice(cuts[part], cuts[part + 1]);
      const sentences = slice.map(
        (sentence) => input.resolved.get(sentence.start) ?? sentence.plain,
      );
      const opener = tokenize(sentences[0] ?? '')[0] ?? '';
      units.push({
        start: part === 0 ? block.start : (slice[0]?.start ?? block.start),
        words: slice.reduce((sum, sentence) => sum + sentence.words.length, 0),
        paragraph,
        sentences,
        canOpen: !previousIsQuestion && block.mark !== 'answer' && !DANGLING_STARTS.has(opener),
        breakBefore: part === 0 ? null : (own[part - 1] ?? null),
      });
    }
    // A paragraph that ends by asking (an interviewer's "...? And how do you ...?") is
    // answered by what follows, whether or not it is a question as a whole.
    previousIsQuestion = paragraph.isQuestion || block.text.trimEnd().endsWith('?');
  }
  return units;
}

/** Consecutive units of about TOPIC_WORDS words; a group opens only where a heading may stand. */
function groupUnits(units: readonly Unit[]): Unit[][] {
  const groups: Unit[][] = [];
  let words = 0;
  for (const unit of units) {
    const current = groups.at(-1);
    if (!current || (unit.paragraph && unit.canOpen && words + unit.words / 2 > TOPIC_WORDS)) {
      groups.push([unit]);
      words = unit.words;
    } else {
      current.push(unit);
      words += unit.words;
    }
  }
  return groups;
}

/**
 * "Heading that names the subject": a text without headings gets one over each topic. A text
 * that has headings keeps its own outline: subheadings made from a long section's key phrases
 * read as keyword stubs in a narrative, a conversation or a release body, and a blind rating of
 * the training pages' edits accepted none of them. Nor does one go above the text's opening, where
 * it would stand in for the writer's title. A heading stands only before a
 * paragraph that can open a passage: never between a question and its answer, never before
 * "It..." or "However...", never inside a sentence. Where a long paragraph is split at a topic
 * change, the heading takes the place of the split.
 */
export function proposeHeadings(input: HeadingInput): {
  edits: EditDraft[];
  usedBreaks: Set<TopicBreak>;
} {
  const edits: EditDraft[] = [];
  const usedBreaks = new Set<TopicBreak>();
  for (const passage of input.passages) {
    const units = readUnits(passage, input);
    const groups = groupUnits(units);
    if (passage.heading !== null || input.hasHeadings || input.proseWords < input.minWords)
      continue;
    const level = 2;
    let above = passage.headingText;
    groups.forEach((group, position) => {
      const first = group[0] as Unit;
      // The opening is the text's lead: a key phrase above it would stand in for a title.
      if (position === 0 || !first.paragraph) return;
      if (position > 0 && !first.canOpen) return;
      const choice = chooseHeadingText(
        group.flatMap((unit) => unit.sentences),
        first.sentences.join(' '),
        above,
        input.context,
      );
      if (!choice) return;
      input.context.used.push(choice.text);
      above = choice.text;
      const heading = `${'#'.repeat(level)} ${choice.text}`;
      const reason = choice.isQuestion
        ? 'Names the question this passage answers, in the text’s own words, so a search for it lands here.'
        : `Names what this passage is about (“${choice.text}”, used ${choice.count} times in it), so a retriever can match it.`;
      const cut = first.breakBefore;
      if (cut) {
        usedBreaks.add(cut);
        edits.push({
          kind: 'heading',
          passage: passage.index,
          reason: `${reason} The long paragraph is split here, where its topic changes.`,
          start: cut.start,
          end: cut.end,
          after: `\n\n${heading}\n\n`,
        });
        return;
      }
      edits.push({
        kind: 'heading',
        passage: passage.index,
        reason,
        start: first.start,
        end: first.start,
        after: `${blankLineBefore(input.text, first.start)}${heading}\n\n`,
      });
    });
  }
  return { edits, usedBreaks };
}
