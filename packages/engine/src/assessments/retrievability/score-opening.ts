import type { Sentence } from '../../document/types.ts';
import type { Research } from '../../research/types.ts';
import { quoteSentence } from '../quote.ts';
import type { Signal } from '../signal.ts';

const OPENING_DESCRIPTIONS = {
  definition: 'defines the subject',
  direct: 'states the point directly',
  indirect: 'runs long before reaching the point',
  question: 'asks a question instead of answering one',
  preamble: 'announces the text instead of answering',
  none: 'is absent',
} as const;

/** Every text of the signal quotes the opening sentence. */
function aboutOpening(sentence: Sentence) {
  const focus = { sentence: sentence.text, paragraph: sentence.paragraph };
  return { praise: focus, problem: focus, evidence: focus, fix: focus };
}

/** Answer-first opening, shared by Retrievability and Conversational alignment. */
export function scoreOpening(
  research: Research,
  values: Record<keyof typeof OPENING_DESCRIPTIONS, number>,
  weight: number,
): Signal {
  const { kind, sentence } = research.retrieval.opening;
  const quoted = sentence ? quoteSentence(sentence.text) : null;
  const opening = quoted ? `The opening sentence ${quoted}` : 'The opening sentence';
  return {
    id: 'answer-first',
    weight,
    ...(sentence && quoted ? { about: aboutOpening(sentence) } : {}),
    score: values[kind],
    evidence: `${opening} ${OPENING_DESCRIPTIONS[kind]}.`,
    // A direct opening is met, though a definition scores higher: it is praised as what it is.
    metFrom: values.direct,
    praise:
      kind === 'direct'
        ? `The opening answers first: ${quoted ?? 'its first sentence'} states the point directly.`
        : `The opening answers first: ${quoted ?? 'its first sentence'} is clear and quotable.`,
    problem: `A direct answer is missing from the opening: ${quoted ?? 'the first sentence'} ${OPENING_DESCRIPTIONS[kind]}.`,
    fix: {
      title: 'Lead with the answer',
      detail: `Replace the opening ${quoted ?? 'sentence'} with a one-sentence answer of 35 words or fewer, then explain.`,
    },
  };
}
