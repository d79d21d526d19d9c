import type { AnswerType } from '../passages/types.ts';
import shapes from './describe-target.json' with { type: 'json' };
import type { TargetAnswer, TargetOutline, TargetPassage, TargetVerdict } from './types.ts';

// The words the writer reads for each target: the verdict said plainly, with the passage and
// its rank, and for a target no passage answers, what an answer would have to hold.

/** What an answer of each type holds, said to the writer. */
export const ANSWER_SHAPES: Record<AnswerType, string> = shapes.answerShapes;

/** The sections an answer of each type would have, after the question as its heading. */
const OUTLINE_BODY: Record<AnswerType, string[]> = shapes.outlineBody;

export function outlineFor(question: string, type: AnswerType, nearby: string[]): TargetOutline {
  return {
    answerShape: ANSWER_SHAPES[type],
    nearbyFacts: nearby,
    outline: [`Heading: ${question}`, ...OUTLINE_BODY[type]],
  };
}

const named = (passage: TargetPassage) => `passage ${passage.number} (“${passage.label}”)`;

const ranks = (answer: TargetAnswer) =>
  answer.semanticRank === null
    ? `ranked ${answer.keywordRank} by keyword`
    : `ranked ${answer.keywordRank} by keyword and ${answer.semanticRank} by meaning`;

export interface NoteInput {
  verdict: TargetVerdict;
  type: AnswerType;
  answer: TargetAnswer | null;
  first: TargetPassage | null;
  hasNearby: boolean;
  /** Another passage holds the question's words about as well as the answering one. */
  rival?: TargetPassage | null;
  /** Neither retriever ranks the answering paragraph first among the page's paragraphs. */
  isUnsupported?: boolean;
}

/** Said when the text does not tell which of two passages a target is about: no edit then. */
const rivalNote = (rival: TargetPassage) =>
  ` But ${named(rival)} answers it too and holds its words about as well, so which of the two the question is about cannot be told from the text: no edit is proposed for it. Make the answer you mean name what the question asks, in words the other passage does not use.`;

/** Said when a buried answer is the engine's reading alone: no edit then. */
const UNSUPPORTED_NOTE =
  ' Neither retriever ranks its paragraph first among the page’s paragraphs either, so it is the answer only by the engine’s reading of the question’s words: no edit is proposed for it. If it is the answer you mean, name what the question asks in its first sentence.';

export function writeNote(input: NoteInput): string {
  const { answer, rival } = input;
  const note = writeVerdictNote(input);
  if (!answer || input.verdict === 'not-answered') return note;
  if (rival) return note + rivalNote(rival);
  return input.isUnsupported ? note + UNSUPPORTED_NOTE : note;
}

function writeVerdictNote({ verdict, type, answer, first, hasNearby }: NoteInput): string {
  if (verdict === 'answered-first' && answer)
    return `Answered and found first: ${named(answer)} answers it (${ranks(answer)}).`;
  if (verdict === 'answered-buried' && answer) {
    const ahead = first && first.number !== answer.number ? `; ${named(first)} is found first` : '';
    return `Answered but buried: ${named(answer)} answers it but is ${ranks(answer)}${ahead}. Make the question the heading of passage ${answer.number} and open it with its answer.`;
  }
  const found = first
    ? ` A retriever would return ${named(first)}, which does not answer it.`
    : ' No passage uses its words.';
  return `Not answered: no passage holds ${ANSWER_SHAPES[type]} for this question.${found} Nothing is changed for it: write a section that answers it${hasNearby ? ', starting from the facts the text already has nearby' : ''}.`;
}
