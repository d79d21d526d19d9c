import { readDefinedTerm } from '../research/measure-retrieval.ts';

/** Words that make a "subject" a clause rather than a name ("The structure however is..."). */
const NOT_IN_A_TERM =
  /\b(?:however|also|often|usually|still|then|now|therefore|just|only|really|actually|generally|typically|basically|thus|sometimes|always|never|not|this|that|these|those|it|they|which|who|what|where|when|if|and|or|but)\b|\p{Ll}ly\b/iu;
const MAX_TERM_WORDS = 4;

export interface DefinedSubject {
  /** As written at the start of its definition, article included ("A heat pump", "Redis"). */
  subject: string;
  /** The term alone ("heat pump"), as written. */
  term: string;
  article: string | null;
  verb: 'is' | 'are';
}

/** The subject a definition sentence ("Redis is an in-memory store...") defines, if clean. */
export function readDefinedSubject(plain: string): DefinedSubject | null {
  const defined = readDefinedTerm(plain);
  if (!defined) return null;
  const words = defined.term.split(/\s+/);
  if (words.length > MAX_TERM_WORDS || NOT_IN_A_TERM.test(defined.term)) return null;
  const article = /^(an?|the)\s+/i.exec(plain)?.[1] ?? null;
  const subject = plain.slice(0, plain.indexOf(defined.term) + defined.term.length);
  if (subject.length > 80 || !/^[\p{L}\p{N}]/u.test(subject)) return null;
  return { subject, term: defined.term, article, verb: defined.verb };
}
