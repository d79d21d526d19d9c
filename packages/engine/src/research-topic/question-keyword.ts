import type { WordVectors } from '../semantic/word-vectors.ts';

/**
 * A keyword typed as a question ("why is the sky blue", "how does wifi work", "can dogs eat
 * grapes") is the question a page must answer. Read as a topic, its words were filled into
 * the templates of a kind: "What is is the sky blue?", "How does a how does wifi work work?".
 * A question asking what or who something is stays a topic ("what is inflation"), as does a
 * task ("how do I ...", "how to ...").
 */
export interface QuestionKeyword {
  /** The question as typed, capitalised and ending in "?". */
  question: string;
  /** The question as a clause: "why the sky is blue", "whether dogs can eat grapes". */
  clause: string;
  /** The question's words without its question word and verb: the words of its topic. */
  topicText: string;
}

const WH_QUESTION =
  /^(why|how(?:\s+(?:much|many|long|far|often|old))?|when|where|what|who|which)\s+(do|does|did|is|are|was|were|can|should|will|would|could)\s+(.+)$/i;
/** A question whose question word is its subject is a clause as it stands: "what causes acne". */
const SUBJECT_QUESTION = /^(?:what|who|which)\s+(?!is\b|are\b|was\b|were\b)(\p{L}+)\s+(.+)$/iu;
/**
 * The verb with -s is a verb's form only when the vectors know it about as well as the verb:
 * "works" beside "work"; "mes" (a Spanish word) is no form of "me".
 */
const MAX_VERB_FORM_RANK_RATIO = 20;
const YES_NO_QUESTION = /^(is|are|can|should|will|would|could|do)\s+(.+)$/i;
const DETERMINER = /^(?:the|a|an|my|your|his|her|its|our|their|this|that|these|those)$/i;
/** "how do I ...", "how can you ...": a task, read by the task rules. */
const ASKER = /^(?:i|you|we|me)$/i;

function subjectLength(words: readonly string[]): number {
  return words.length > 1 && DETERMINER.test(words[0]!) ? 2 : 1;
}

export function readQuestion(vectors: WordVectors, keyword: string): QuestionKeyword | null {
  const typed = keyword
    .trim()
    .replace(/[?!.]+$/, '')
    .replace(/\s+/g, ' ');
  const question = `${typed.charAt(0).toUpperCase()}${typed.slice(1)}?`;
  const quoted = `“${typed.toLowerCase()}”`;
  const wh = WH_QUESTION.exec(typed);
  if (wh) {
    const [, word, aux, rest] = wh as unknown as [string, string, string, string];
    const words = rest.split(' ');
    if (ASKER.test(words[0]!)) return null;
    const lowerWord = word.toLowerCase();
    const lowerAux = aux.toLowerCase();
    if (/^(?:what|who|which)$/.test(lowerWord) && /^(?:is|are|was|were)$/.test(lowerAux))
      return null;
    if (words.length < 2 && lowerAux !== 'does' && lowerAux !== 'do') return null;
    let clause = quoted;
    let topicWords = words;
    if (lowerAux === 'did') clause = quoted;
    else if (lowerAux === 'do') clause = `${lowerWord} ${rest.toLowerCase()}`;
    else if (lowerAux === 'does') {
      const verb = words.at(-1)!.toLowerCase();
      const third = /(?:s|sh|ch|x|o)$/.test(verb) ? `${verb}es` : `${verb}s`;
      const verbRank = vectors.rank(verb);
      const thirdRank = vectors.rank(third);
      if (
        words.length > 1 &&
        verbRank !== undefined &&
        thirdRank !== undefined &&
        thirdRank <= Math.max(verbRank, 1) * MAX_VERB_FORM_RANK_RATIO
      ) {
        clause = `${lowerWord} ${words.slice(0, -1).join(' ').toLowerCase()} ${third}`;
        topicWords = words.slice(0, -1);
      }
    } else {
      const length = subjectLength(words);
      if (words.length > length) {
        const subject = words.slice(0, length).join(' ');
        const after = words.slice(length).join(' ');
        clause = `${lowerWord} ${subject} ${lowerAux} ${after}`.toLowerCase();
      }
    }
    return { question, clause, topicText: topicWords.join(' ') };
  }
  const subjectQuestion = SUBJECT_QUESTION.exec(typed);
  if (subjectQuestion && !/^(?:do|does|did)$/i.test(subjectQuestion[1]!))
    return { question, clause: typed.toLowerCase(), topicText: subjectQuestion[2]! };
  const yesNo = YES_NO_QUESTION.exec(typed);
  if (yesNo) {
    const [, aux, rest] = yesNo as unknown as [string, string, string];
    const words = rest.split(' ');
    if (ASKER.test(words[0]!) || words.length < 2) return null;
    const length = subjectLength(words);
    const lowerAux = aux.toLowerCase();
    const clause =
      lowerAux === 'do'
        ? `whether ${rest.toLowerCase()}`
        : words.length > length
          ? `whether ${words.slice(0, length).join(' ')} ${lowerAux} ${words.slice(length).join(' ')}`.toLowerCase()
          : quoted;
    return { question, clause, topicText: rest };
  }
  return null;
}

/** {q} is the question as a clause, {Q} as typed, {k} as typed in lowercase. */
export const QUESTION_PHRASES = {
  longTail: ['{k} explained', '{k} simple answer', '{k} evidence'],
  questions: [
    '{Q}',
    'What does the evidence say about {q}?',
    'What are common misconceptions about {q}?',
    'How do I explain {q} simply?',
    'Where can I read more about {q}?',
  ],
  angles: [
    'A 40-60 word answer to “{Q}” in the first paragraph, then the reasons step by step, each with a named source.',
    'The misconceptions about {q}, each corrected with a named, dated source.',
  ],
};
