import { hasContent, isSubject, type Phrased, questionRest } from './phrase-questions.ts';

// A lone FAQ answer often states what its subject does with a verb outside the engine's list
// of actions: "Lsof reports portmap registrations for local TCP and UDP ports only" (lsof's
// FAQ), "The `concurrency` option limits how many things run at the same time" (p-queue's
// README). Such an answer tells what the subject does; asked so, it was asked nothing at all.

/** A one-word name, or "the <name> option" (function, command…), then a verb in "-s". */
const NAMED_ACTION =
  /^(?:(?:occasionally|generally|usually|normally|often)\s+)?(`?[\p{L}\d][\p{L}\d._-]*`?|the\s+`?[\p{L}\d][\p{L}\d._-]*`?\s+(?:option|function|command|method|file|package|module|script|flag|program|library))\s+(\p{Ll}{3,}[^s\W]s)\s+(\p{Ll}[^.;:!?\n]{3,200})/iu;
/** Verbs that, asked without their object, ask nothing: "What does linux allow?". */
const VAGUE_ACTION =
  /^(?:uses|contains|includes|handles|makes|takes|gives|keeps|holds|enables|allows|applies|returns)$/i;
/** Third-person forms the other phrasings own, or that tell no action. */
const NOT_AN_ACTION =
  /^(?:is|has|was|does|says|seems|appears|goes|gets|lets|tries|wants|needs|aims|attempts)$/i;

/** Words that follow a plural noun, not a verb in "-s": an adverb, an auxiliary, a conjunction. */
const NOT_AFTER_A_VERB =
  /^(?:never|always|often|usually|sometimes|also|only|still|rarely|do|don't|did|can|cannot|can't|will|won't|would|may|might|must|should|are|aren't|were|have|or|and|nor)\b/i;

/** "Lsof reports portmap registrations…" → "What does lsof report?". */
export function phraseNamedActionQuestion(sentence: string): Phrased | null {
  const match = NAMED_ACTION.exec(sentence.trim());
  if (!match) return null;
  const subject = match[1] as string;
  const verb = match[2] as string;
  if (NOT_AN_ACTION.test(verb) || !isSubject(subject.replace(/^the\s+/i, ''))) return null;
  // A lower-case word opening a list item ("count fields or…") is an instruction, not a name.
  if (!/[\p{Lu}\d.`_]/u.test(subject)) return null;
  // A plural noun read as the verb: "Unix shells never expand $variables…" (sed's FAQ) was
  // asked "What does unix shell?", and "C-style includes or…" "What does C-style include?".
  if (NOT_AFTER_A_VERB.test(match[3] as string)) return null;
  const rest = questionRest(match[3] as string);
  if (!hasContent(rest)) return null;
  // "Lsof stands for LiSt Open Files" asks what it stands for.
  const preposition = /^(?:for|on|with|from)\b/i.exec(rest)?.[0].toLowerCase();
  // A capital that only opens the sentence is no part of a name: "Lsof" asks of "lsof".
  const name = /^\p{Lu}\p{Ll}+$/u.test(subject)
    ? subject.toLowerCase()
    : subject.replace(/^The\b/, 'the');
  const base = verb.replace(/ies$/, 'y').replace(/(?:(?<=(?:ss|sh|ch|x))es|s)$/, '');
  // "Linux allows to bind a socket to any address…" (socat's FAQ) was asked "What does linux
  // allow?": a verb that says little without its object asks with it, or not at all.
  if (!preposition && VAGUE_ACTION.test(verb))
    return /^to\s/i.test(rest)
      ? null
      : { text: `Does ${name} ${base} ${rest}?`, slot: `${name} ${rest}` };
  const asked = preposition ? `${base} ${preposition}` : base;
  return { text: `What does ${name} ${asked}?`, slot: `${name} ${rest}` };
}
