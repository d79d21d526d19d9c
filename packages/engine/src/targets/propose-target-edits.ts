import { checkRewrite } from '../improve/check-rewrite.ts';
import { blankLineBefore, isSameHeading } from '../improve/edit-draft.ts';
import type { ImproveEdit } from '../improve/edit-types.ts';
import { openingOf } from '../improve/read-citation-map.ts';
import { readParagraph } from '../improve/read-passages.ts';
import { readSentenceSubject } from '../improve/read-subject.ts';
import type { SourceBlock } from '../improve/scan-source.ts';
import { DANGLING_STARTS } from '../research/word-lists.ts';
import { headingAbove, locateAnswerBlock } from './locate-source.ts';
import { type AreSynonyms, proposeWording } from './propose-wording.ts';
import type { TargetRetrieval } from './read-targets.ts';
import type { TargetFinding } from './report-targets.ts';

// Edits toward one target, only over the passage that answers it (issue 36): the question as
// that passage's heading, and its answering sentence moved to the front. Nothing is written
// for a target no passage answers, and no edit brings a number or a name the text lacks.

export interface TargetEditInput {
  text: string;
  blocks: readonly SourceBlock[];
  retrieval: TargetRetrieval;
  finding: TargetFinding;
  /** The document's kind keeps its wording (a licence, a changelog): no heading is added. */
  isKeptAsWritten: boolean;
  /** Synonyms from a lexicon; without it no word is changed. */
  areSynonyms?: AreSynonyms;
}

type Draft = Omit<ImproveEdit, 'id' | 'passageTitle'>;

const isQuestionBlock = (block: SourceBlock | undefined) =>
  block?.kind === 'paragraph' && (block.mark === 'question' || block.text.trim().endsWith('?'));

/** The edit adds no number or name the text does not already hold. */
function isFaithful(text: string, draft: Draft): boolean {
  const rewrite = text.slice(0, draft.start) + draft.after + text.slice(draft.end);
  const check = checkRewrite(text, rewrite);
  return check.inventedNumbers.length === 0 && check.inventedNames.length === 0;
}

function proposeHeading(input: TargetEditInput, at: number, question: string): Draft | null {
  const { text, blocks } = input;
  const block = blocks[at];
  if (!block || input.isKeptAsWritten) return null;
  const previous = blocks[at - 1];
  // One heading per question: a text that already has it as a heading keeps that one.
  if (blocks.some((other) => other.kind === 'heading' && isSameHeading(other.text, question)))
    return null;
  // The text asks a question right above, in a paragraph or as a heading: nothing goes
  // between a question and its answer. Under a heading that names a section, the question
  // becomes a sub-heading of it.
  const isQuestionHeading = previous?.kind === 'heading' && previous.text.trim().endsWith('?');
  if (isQuestionBlock(previous) || isQuestionHeading || block.mark === 'answer') return null;
  const above = headingAbove(blocks, at);
  const level = Math.min(6, (above?.level ?? 1) + 1);
  const number = input.finding.report.answer?.number ?? 0;
  const draft: Draft = {
    kind: 'faq',
    passage: number - 1,
    reason: `Puts your target question “${question}” as the heading of passage ${number}, which answers it, so a retriever asked it finds that passage first.`,
    start: block.start,
    end: block.start,
    before: '',
    after: `${blankLineBefore(text, block.start)}${'#'.repeat(level)} ${question}\n\n`,
    isAcceptedByDefault: true,
  };
  return isFaithful(text, draft) ? draft : null;
}

/** Moves the answering sentence to the front of its paragraph, in the writer's own words. */
function proposeAnswerFirst(input: TargetEditInput, at: number, question: string): Draft | null {
  const block = input.blocks[at];
  const quote = input.finding.report.answer?.quote;
  if (block?.kind !== 'paragraph' || !quote) return null;
  const sentences = readParagraph(block, at).sentences;
  const key = openingOf(quote);
  const where = sentences.findIndex((sentence) => openingOf(sentence.plain) === key);
  const [first] = sentences;
  const answer = sentences[where];
  // First already, or leaning on the sentence before it ("It costs…"): left where it is.
  if (where <= 0 || !first || !answer || DANGLING_STARTS.has(answer.words[0] ?? '')) return null;
  const lead = input.text.slice(first.start, answer.start).trimEnd();
  const number = input.finding.report.answer?.number ?? 0;
  const draft: Draft = {
    kind: 'answer-first',
    passage: number - 1,
    reason: `Opens passage ${number} with the sentence that answers “${question}”, as an AI answer quotes the first sentence it finds. Off by default: it reorders your sentences.`,
    start: first.start,
    end: answer.end,
    before: input.text.slice(first.start, answer.end),
    after: `${answer.raw.trim()} ${lead}`,
    isAcceptedByDefault: false,
  };
  return isFaithful(input.text, draft) ? draft : null;
}

const OPENING_PRONOUN = /^(It|They)\s+(?=\p{Ll})/u;

/**
 * The answering sentence opens with "It" or "They" and the sentence before it opens with the
 * subject the target asks about: the pronoun becomes that subject, so the answer reads alone
 * when quoted. English only, as the improver's own pronoun edits.
 */
function proposeSubject(input: TargetEditInput, at: number, question: string): Draft | null {
  const block = input.blocks[at];
  const quote = input.finding.report.answer?.quote;
  if (block?.kind !== 'paragraph' || !quote) return null;
  const paragraph = readParagraph(block, at);
  const where = paragraph.sentences.findIndex((s) => openingOf(s.plain) === openingOf(quote));
  const sentence = paragraph.sentences[where];
  const previous = paragraph.sentences[where - 1];
  const pronoun = sentence ? OPENING_PRONOUN.exec(sentence.raw.trimStart()) : null;
  if (!sentence || !previous || !pronoun?.[1]) return null;
  // The text uses the subject again (readSentenceSubject): a name, not a passing phrase.
  const subject = readSentenceSubject(previous.plain, input.text);
  // The target names it: the writer's question says what "it" is about here.
  if (!subject || !question.toLowerCase().includes(subject.toLowerCase())) return null;
  if ((pronoun[1] === 'They') !== /s$/i.test(subject)) return null;
  const start = sentence.start + (sentence.raw.length - sentence.raw.trimStart().length);
  const number = input.finding.report.answer?.number ?? 0;
  const draft: Draft = {
    kind: 'pronoun',
    passage: number - 1,
    reason: `Names “${subject}” instead of “${pronoun[1]}” in the sentence that answers “${question}”, so it answers the question when quoted alone.`,
    start,
    end: start + pronoun[1].length,
    before: pronoun[1],
    after: /^\p{Lu}/u.test(subject) ? subject : subject[0]?.toUpperCase() + subject.slice(1),
    isAcceptedByDefault: true,
  };
  return isFaithful(input.text, draft) ? draft : null;
}

export function proposeTargetEdits(input: TargetEditInput): Draft[] {
  const { finding, retrieval } = input;
  const { report } = finding;
  // Another passage holds the question's words as well, or both retrievers would look
  // elsewhere: a heading may go over the wrong answer.
  if (report.verdict === 'not-answered' || finding.answerAt < 0) return [];
  if (finding.rival || finding.isUnsupported) return [];
  const passage = retrieval.candidates[finding.answerAt];
  if (!passage) return [];
  const at = locateAnswerBlock(input.blocks, passage, report.answer?.quote ?? '');
  if (at < 0) return [];
  const block = input.blocks[at];
  const wording =
    input.areSynonyms && block?.kind === 'paragraph' && report.answer && !input.isKeptAsWritten
      ? proposeWording({
          text: input.text,
          block,
          blockIndex: at,
          quote: report.answer.quote,
          question: report.question,
          passageNumber: report.answer.number,
          areSynonyms: input.areSynonyms,
        })
      : null;
  const answerFirst = proposeAnswerFirst(input, at, report.question);
  const subject = answerFirst ? null : proposeSubject(input, at, report.question);
  return [
    proposeHeading(input, at, report.question),
    answerFirst,
    subject,
    // The word change and the answer-first move touch the same sentence: one of them.
    answerFirst || subject ? null : wording && isFaithful(input.text, wording) ? wording : null,
  ].filter((draft): draft is Draft => draft !== null);
}
