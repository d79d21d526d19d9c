import { phraseNamedActionQuestion } from './phrase-named-action-question.ts';
import {
  LONG_AUXILIARY_STATEMENT,
  type Phrased,
  phraseAuxiliaryQuestion,
  phraseStatementQuestion,
  phraseYesNoQuestion,
} from './phrase-questions.ts';

// A real FAQ answer pasted alone often opens on words that are not its subject: an adverb
// ("Occasionally Valgrind stack traces get…", "Unfortunately, Memcheck doesn't do bounds
// checking…"), a phrase that sets the scene ("Under some circumstances lsof may report…",
// "In ESM, import paths must be explicit"), or an aside inside the subject ("The terminal
// (window) might have…", "The /etc/debian_version file, on the other side, is updated…").
// The statement after them is the answer's own, and is asked as the other phrasings ask it.

/** One adverb, or a connective that links to what came before: set aside, comma or not. */
const OPENING_ADVERB =
  /^(?:\p{L}{3,}ly|however|hence|therefore|thus|also|sometimes|often|now|still|instead)\b,?\s+/iu;
/** Phrases that set the scene without a comma. */
const OPENING_PHRASE =
  /^(?:under some circumstances|in (?:most|some|many|all) cases|most of the time|by default|per default)\s+/i;
/** A prepositional phrase closed by a comma: "In ESM,", "For complex types,", "Until recently,". */
const OPENING_SETTING =
  /^(?:in|for|under|on|at|with|without|until|since|after|before|during|prior to|as of)\s+[^,;:.!?]{1,48},\s+/i;
/** An aside in brackets, or one between commas opened by a preposition, inside a clause. */
const ASIDE = /\s*\([^()]{1,30}\)|,\s+(?:on|in|at|by|for)\s+[^,]{1,30},(?=\s)/g;
/**
 * A question that ends on a pronoun asks of something only the answer's context names; one
 * cut inside a relative clause or before the second half of "both… and" reads unfinished:
 * "…interrupted in a way that keeps both the server?" (ws's README).
 */
const UNFINISHED =
  /\b(?:it|them|this|that|these|those|him|her|one)\?$|\bthat\s+\p{Ll}+s\b|\bboth\b(?![^?]*\band\b)/iu;

/**
 * A statement that opens on how often it holds and turns on "but" or "yet" tells the usual
 * case before the exception the answer is about: "Most of the time Valgrind chooses a suitable
 * name, but very occasionally it gets it wrong" was asked "What does valgrind choose?", and
 * "Sometimes lsof will list some open files, yet return a non-zero exit code" "Will lsof list
 * some open files?". Its first half alone names nothing a reader asks.
 */
const USUAL_BEFORE_EXCEPTION =
  /^(?:sometimes|most of the time|usually|often|occasionally|normally|typically|in most cases)\b[^.;:!?]*?,?\s(?:but|yet)\s/i;

/** The sentence with its opening adverbial and asides set aside, or null when it has none. */
export function withoutOpeningAdverbial(sentence: string): string | null {
  let text = sentence.trim();
  for (const opening of [OPENING_PHRASE, OPENING_SETTING, OPENING_ADVERB])
    text = text.replace(opening, '');
  // "In these cases, ping messages can be used…" (ws's README) holds only in cases named before.
  if (
    /\b(?:this|these|that|those|such)\b/i.test(sentence.trim().slice(0, -text.length || undefined))
  )
    return null;
  text = text.replace(ASIDE, '');
  return text === sentence.trim() ? null : text;
}

/**
 * The question a lone answer's statement settles once what opens it is set aside, or when
 * its subject runs longer than the other phrasings read: "Unfortunately, Memcheck doesn't do
 * bounds checking on global or stack arrays" → "Does Memcheck do bounds checking on global or
 * stack arrays?".
 */
export function phraseLoneAnswerQuestion(sentence: string): Phrased | null {
  if (USUAL_BEFORE_EXCEPTION.test(sentence.trim())) return null;
  const text = withoutOpeningAdverbial(sentence);
  const phrased =
    (text === null
      ? null
      : (phraseYesNoQuestion(text) ??
        phraseNamedActionQuestion(text) ??
        phraseStatementQuestion(text))) ??
    phraseAuxiliaryQuestion(text ?? sentence, LONG_AUXILIARY_STATEMENT);
  if (!phrased || UNFINISHED.test(phrased.text)) return null;
  // "lsof may report an incorrect path name" tells what can happen, not what is allowed.
  return { ...phrased, text: phrased.text.replace(/^(?:May|Might) /, 'Can ') };
}
