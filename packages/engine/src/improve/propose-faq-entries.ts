import { type EditDraft, isSameHeading } from './edit-draft.ts';
import type { ProseParagraph } from './read-passages.ts';
import type { SourceBlock } from './scan-source.ts';

const MAX_QUESTION_WORDS = 60;
/** An unmarked question longer than this is an interviewer's prompt, not a heading. */
const MAX_UNMARKED_QUESTION_WORDS = 20;
/** "**Ryan**: ...", "Interviewer: ...": a speaker's turn in an interview, not a heading. */
const SPEAKER_LABEL = /^(?:\*\*|__)?\p{Lu}[\p{L}\p{N} .'’-]{0,40}?(?:\*\*|__)?\s?:\s/u;
/** Unmarked question lines count as an FAQ only when the text has this many of them. */
const MIN_UNMARKED_QUESTIONS = 2;

export interface FaqProposal {
  edits: EditDraft[];
  /** Question paragraphs that become headings, by block index. */
  headings: Map<number, { text: string; level: number }>;
}

/**
 * "FAQ entry from the text's own question and answer": a "Q:" line (or, in a text with several,
 * a lone question line) followed by its answer becomes a question heading over that answer. The
 * answer is not touched beyond its "A:" mark, so it stays under its question.
 */
export function proposeFaqEntries(
  blocks: readonly SourceBlock[],
  paragraphs: ReadonlyMap<number, ProseParagraph>,
): FaqProposal {
  const candidates: { index: number; question: string; marked: boolean }[] = [];
  blocks.forEach((block, index) => {
    const paragraph = paragraphs.get(index);
    const next = blocks[index + 1];
    if (!paragraph?.isQuestion || next?.kind !== 'paragraph' || next.mark === 'question') return;
    if (paragraphs.get(index + 1)?.isQuestion) return;
    const question = block.text
      .slice((block.markEnd ?? block.start) - block.start)
      .replace(/\s+/g, ' ')
      .trim();
    const words = question.split(' ').length;
    if (!question.endsWith('?') || words > MAX_QUESTION_WORDS) return;
    // An unmarked question heads its answer only alone: context before it would be lost in a
    // heading. A "Q:" line is the writer's own question, whatever it holds.
    const isMarked = block.mark === 'question';
    if (
      !isMarked &&
      (paragraph.sentences.length !== 1 ||
        words > MAX_UNMARKED_QUESTION_WORDS ||
        SPEAKER_LABEL.test(question))
    )
      return;
    candidates.push({ index, question, marked: isMarked });
  });
  const unmarked = candidates.filter((candidate) => !candidate.marked).length;
  // A question written twice is a table of contents and its section: only the last one, the
  // section, becomes a heading.
  const lastOf = new Map(
    candidates.map((candidate) => [candidate.question.toLowerCase(), candidate.index]),
  );
  const edits: EditDraft[] = [];
  const headings = new Map<number, { text: string; level: number }>();
  let lastHeading: { text: string; level: number } | null = null;
  let candidateAt = 0;
  blocks.forEach((block, index) => {
    if (block.kind === 'heading') {
      lastHeading = { text: block.text, level: block.level ?? 1 };
      return;
    }
    const candidate = candidates[candidateAt];
    if (candidate?.index !== index) return;
    candidateAt++;
    if (!candidate.marked && unmarked < MIN_UNMARKED_QUESTIONS) return;
    if (lastOf.get(candidate.question.toLowerCase()) !== index) return;
    const above = lastHeading as { text: string; level: number } | null;
    if (isSameHeading(above?.text, candidate.question)) return;
    const level = Math.min(6, (above?.level ?? 1) + 1);
    const answer = blocks[index + 1] as SourceBlock;
    const dropsMark = answer.mark === 'answer' && answer.markEnd !== undefined;
    edits.push({
      kind: 'faq',
      passage: -1,
      reason:
        'Makes the text’s own question a heading over its answer, so AI search can match the question to the answer.',
      start: block.start,
      end: dropsMark ? (answer.markEnd as number) : block.end,
      after: `${'#'.repeat(level)} ${candidate.question}${dropsMark ? '\n\n' : ''}`,
    });
    headings.set(index, { text: candidate.question, level });
  });
  return { edits, headings };
}
