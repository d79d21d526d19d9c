import { readDefinedTerm } from '../research/measure-retrieval.ts';

/**
 * Words that make a "subject" a clause rather than a name ("The structure however is...",
 * "There is...", "You can...", "Of course there is..."): such a heading names nothing.
 */
const NOT_IN_A_TERM =
  /\b(?:how|why|however|also|often|usually|still|then|now|therefore|just|only|really|actually|generally|typically|basically|thus|sometimes|always|never|not|course|this|that|these|those|it|they|there|here|you|we|i|he|she|one|someone|anyone|anything|something|nothing|everything|which|who|what|where|when|if|and|or|but)\b|n['’]t\b|\p{Ll}ly\b/iu;
const MAX_TERM_WORDS = 4;
/** A subject never opens with a subordinator or preposition ("Since multi-threaded compression"). */
const OPENS_A_CLAUSE =
  /^(?:since|because|although|though|while|whereas|unless|until|after|before|as|once|for|in|on|at|by|with|from|to|of|so)\s/i;
/** An article inside a term means two phrases were read as one ("b the RE" from a table). */
const INNER_ARTICLE = /\s(?:a|an|the)\s/i;

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
  if (
    words.length > MAX_TERM_WORDS ||
    NOT_IN_A_TERM.test(defined.term) ||
    OPENS_A_CLAUSE.test(defined.term) ||
    INNER_ARTICLE.test(defined.term)
  )
    return null;
  const article = /^(an?|the)\s+/i.exec(plain)?.[1] ?? null;
  const subject = plain.slice(0, plain.indexOf(defined.term) + defined.term.length);
  if (subject.length > 80 || !/^[\p{L}\p{N}]/u.test(subject)) return null;
  return { subject, term: defined.term, article, verb: defined.verb };
}

const SUBJECT_BEFORE_VERB =
  /^(?:(?:a|an|the)\s+)?([\p{L}][\p{L}\p{N}'’-]*(?:\s+[\p{L}\p{N}'’-]+){0,3}?)\s+(?:is|are|was|were|has|have|can|does|do|keeps?|uses?|means?)\s/iu;
const VAGUE_SUBJECT =
  /^(?:result|reason|problem|answer|point|idea|thing|truth|fact|goal|key|trick|secret|difference|benefit|advantage|downside|question|way|best|rest|other|one|first|second|next|last|following|same|only|main)\b/i;

/**
 * The subject a sentence opens with ("Sourdough bread is bread leavened..." -> "Sourdough
 * bread"), when it is a clean noun phrase that the passage uses again: a heading that names
 * what the passage is about, in its own words.
 */
export function readSentenceSubject(plain: string, passageText: string): string | null {
  const subject = SUBJECT_BEFORE_VERB.exec(plain)?.[1];
  if (
    !subject ||
    NOT_IN_A_TERM.test(subject) ||
    VAGUE_SUBJECT.test(subject) ||
    OPENS_A_CLAUSE.test(subject) ||
    INNER_ARTICLE.test(subject)
  )
    return null;
  const words = subject.split(/\s+/);
  if (words.length < 2 && !/^\p{Lu}/u.test(subject)) return null;
  const head = (words.at(-1) as string).toLowerCase();
  const uses = passageText.toLowerCase().split(head).length - 1;
  return uses >= 2 ? subject : null;
}
