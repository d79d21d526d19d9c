import {
  AUXILIARY,
  AUXILIARY_STATEMENT,
  hasContent,
  isSubject,
  MAX_REST_WORDS,
  type Phrased,
  questionRest,
  subjectInQuestion,
} from './phrase-questions.ts';

// The questions an answer settles when it gives advice or a reason rather than a fact: what a
// real FAQ answer pasted without its question mostly says. "If your queue stops processing
// tasks..., use the `.runningTasks` property" answers "What should I do if my queue stops
// processing tasks?"; "Per-CPU stats are disabled by default because they take up too much
// space" answers "Why are Per-CPU stats disabled by default?". Each returns null unless the
// question reads as one a user would type.

/** Words after "to" that begin a place or an object ("to the configure script"), not an action. */
const NOT_AN_ACTION =
  /^(?:the|a|an|your|my|its|their|our|his|her|this|that|these|those|all|each|every|some|any|no|it|them|him|me|us|be|[\d\p{Lu}"'`(<-])/u;
/**
 * Words that point outside the answer ("make them longer", "issues this message", "something
 * like that"): a question holding them asks about nothing named. A relative "that" or "they"
 * ("files that occupy…", "the order they were added") points inside the question and is kept.
 */
const POINTING =
  /\b(?:it|its|them|he|she|him|her|this|these|those)\b|\bthat$|\b(?:like\s+that|that\s+way)\b/i;
/** Adjectives that take "to" themselves: "the simplest script necessary to accomplish...". */
const TAKES_TO = /\b(?:necessary|needed|required|possible|able|enough|likely|easy|hard|used)$/i;
/** A clause that gives advice: an instruction, or what the reader can or should do. */
const ADVICE =
  /^(?:then\s+)?(?:(?:please\s+)?(?:use|try|run|add|set|see|read|check|make|give|put|post|send|clear|look|consider|remove|install|pass|call|avoid|do not|don't|write|specify|enable|disable|type|enter|change|upgrade|contact|report|ask|rename|edit)\b|you\s+(?:can|could|should|must|may|might|need|will need|have to|want to)\b)/i;
const MAX_CLAUSE_WORDS = 14;
const WISH = /^you\s+(?:want|need|wish|would like)\s+to\s/i;

/** Parenthesised asides are dropped from a question: "a literal single quote (') in a script". */
function withoutAsides(text: string): string {
  return text
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** A clause in the reader's words: "you are" becomes "I am", "your queue" "my queue". */
function asAsked(clause: string): string | null {
  // "you" as an object ("block you") would read "block I": such a clause is not rephrased.
  if (
    /\byou\b(?!\s+(?:are|were|have|had|can|could|will|would|should|must|may|might|do|did|don't|didn't|can't|cannot|need|want|get|use|run|see|find|try|know|believe|think|suspect|encounter|install|upgrade|write|make|build|compile))/i.test(
      clause.replace(/^you\b/i, 'I'),
    )
  )
    return null;
  return clause
    .replace(/\byou're\b/gi, "I'm")
    .replace(/\byou've\b/gi, "I've")
    .replace(/\byou'll\b/gi, "I'll")
    .replace(/\byou'd\b/gi, "I'd")
    .replace(/\byou are\b/gi, 'I am')
    .replace(/\byou were\b/gi, 'I was')
    .replace(/\byourself\b/gi, 'myself')
    .replace(/\byours\b/gi, 'mine')
    .replace(/\byour\b/gi, 'my')
    .replace(/\byou\b/gi, 'I');
}

/** "…to make them longer" or "…in a?" is no question: it must name what it asks about. */
function asksAboutSomething(rest: string): boolean {
  return hasContent(rest) && !POINTING.test(rest) && rest.split(/\s+/).length >= 2;
}

/** Words an action never ends on: "…information about a?" reads as cut off. */
const DANGLING_END =
  /\s+(?:the|a|an|of|to|for|with|by|at|on|in|into|from|about|its|my|your|and|or|not|be|is|are)$/i;

/**
 * An action up to the end of its clause: "identify which specific tasks are stuck" keeps its
 * "which", what the action is about, where a statement's rest stops before it.
 */
function actionOf(text: string): string {
  const clause =
    withoutAsides(text).split(
      /[,;:]|\s(?:and|but|or|because|since|so|unless|while|although|though|--|–|—)\s/i,
    )[0] ?? '';
  const words = clause.trim().split(/\s+/);
  // A longer action cut short would stop inside it ("…the gzip format instead of the").
  if (words.length >= MAX_REST_WORDS) return '';
  let rest = words.join(' ');
  while (DANGLING_END.test(rest)) rest = rest.replace(DANGLING_END, '');
  return rest;
}

function howDoI(action: string): Phrased | null {
  const rest = actionOf(action);
  const asked = asAsked(rest);
  if (!asked || !asksAboutSomething(asked)) return null;
  return { text: `How do I ${asked}?`, slot: asked };
}

/**
 * "To embed a literal single quote (') in a script, use (a) or (b)" → "How do I embed a
 * literal single quote in a script?"; "Use the `.runningTasks` property to identify which
 * specific tasks are stuck" → "How do I identify which specific tasks are stuck?"; "If you
 * want to list instances of open files…, use…" → "How do I list instances of open files…?".
 */
export function phraseHowDoIQuestion(sentence: string): Phrased | null {
  const text = sentence.trim();
  const purpose = /^(?:[Ii]n order\s+)?[Tt]o\s+(\p{Ll}[^,:;]{3,160}),\s*(.+)$/su.exec(text);
  if (purpose && ADVICE.test(purpose[2] as string)) return howDoI(purpose[1] as string);
  const wish = /^if\s+you\s+(?:want|need|wish|would like)\s+to\s+([^,:;]{3,160}),\s*(.+)$/isu.exec(
    text,
  );
  if (wish && ADVICE.test(wish[2] as string)) return howDoI(wish[1] as string);
  // "You can match a range of lines by line number, by regexes…" (sed's FAQ) tells how.
  const can =
    /^[Yy]ou\s+can\s+(?:also\s+|simply\s+|easily\s+)?(\p{Ll}+\s(?:[^.;:!?]|\.(?=\S)){3,160})/u.exec(
      text,
    );
  if (can && !/^(?:be|see|find|try|still|get|do|use|have)\s/i.test(can[1] as string))
    return howDoI(can[1] as string);
  const instruction =
    /^(?:(?:then|also|instead|so|just|simply),?\s+)?(?:use|run|try|pass|set|add)\s+(\S(?:[^.;:!?]|\.(?=\S)){0,80}?)\s+to\s+((?:[^.;:!?]|\.(?=\S)){3,160})/isu.exec(
      text,
    );
  if (!instruction) return null;
  const [, tool = '', action = ''] = instruction;
  if (TAKES_TO.test(tool) || NOT_AN_ACTION.test(action)) return null;
  return howDoI(action);
}

/**
 * "For include locations, use the environment variable CPPFLAGS" (socat's FAQ) → "What
 * should I use for include locations?".
 */
export function phraseWhatToUseQuestion(sentence: string): Phrased | null {
  const match = /^for\s+([^,;:]{3,120}),\s*(?:then\s+)?use\s+\S/isu.exec(sentence.trim());
  if (!match) return null;
  const purpose = asAsked(withoutAsides(match[1] as string));
  if (!purpose || !asksAboutSomething(purpose) || /^(?:example|instance)\b/i.test(purpose))
    return null;
  if (purpose.split(/\s+/).length > MAX_CLAUSE_WORDS) return null;
  return { text: `What should I use for ${purpose}?`, slot: purpose };
}

/**
 * "Use `strict: true` when: - You're interacting with APIs that enforce strict rate limits…"
 * (p-queue's FAQ) → "When should I use `strict: true`?": advice given with its occasion
 * answers when to take it.
 */
export function phraseWhenToUseQuestion(sentence: string): Phrased | null {
  const match = /^use\s+((?:`[^`]+`|[^,;:.!?`])+?)\s+(?:only\s+)?when\b/iu.exec(sentence.trim());
  if (!match) return null;
  const tool = asAsked(withoutAsides(match[1] as string));
  if (!tool || POINTING.test(tool) || tool.split(/\s+/).length > MAX_CLAUSE_WORDS) return null;
  return { text: `When should I use ${tool}?`, slot: tool };
}

/**
 * "If your queue stops processing tasks after extended use, it's likely… Use…" → "What
 * should I do if my queue stops processing tasks after extended use?"; "If zlib is compiled
 * to use sprintf() or vsprintf(), then there is no protection…" → "What happens if zlib is
 * compiled to use sprintf() or vsprintf()?". A condition on "you" with no advice after it
 * ("If you are running testing or unstable, then /etc/debian_version is not…") asks nothing
 * a user would type, and neither does one on "it" or "they". A condition opened by "when"
 * names an event, and what follows it is what happens then: "When a process has a lock of
 * length one, starting at byte zero, lsof can't distinguish it…" (lsof's FAQ) → "What happens
 * when a process has a lock of length one?"; "When you use make to build lsof, the compiler
 * may complain…" → "What happens when I use make to build lsof?".
 */
/** Conditions with no subject: "if necessary", "if possible", "when needed", "if so". */
const BARE_CONDITION =
  /^(?:necessary|needed|possible|required|desired|applicable|appropriate|so|not|any|in\s+doubt|unsure|available|present|wanted|preferred|enabled|disabled|set|given|specified|omitted|unset|true|false|in\s+use|done)\b/i;

export function phraseConditionQuestion(sentence: string): Phrased | null {
  const match = /^(if|when)\s+([^,;:]{3,200}),\s*(.+)$/isu.exec(sentence.trim());
  if (!match) return null;
  const conjunction = (match[1] as string).toLowerCase();
  // "When you use both forms of lsof's -c option -- ``-c <command>'' and…": the dash opens an
  // aside, as a parenthesis does.
  const condition = withoutAsides((match[2] as string).split(/\s(?:--|–|—)\s|\s+e\.g\./)[0] ?? '')
    .replace(/[`'"]{2}/g, '')
    .replace(/\s+then$/i, '');
  const main = (match[3] as string).trim();
  // "if necessary the old client can be used via…" (tmux's NEWS.Debian) sets a bare
  // adjective as its condition: it was asked "What happens if necessary?".
  if (BARE_CONDITION.test(condition)) return null;
  // A wish ("If you want to know…") asks how, which phraseHowDoIQuestion reads.
  if (condition.split(/\s+/).length > MAX_CLAUSE_WORDS || WISH.test(condition)) return null;
  const isOnReader = /^(?:you|your)\b/i.test(condition);
  if (isOnReader) {
    // After "when", "you may be surprised that…" tells what happens, not what to do.
    const isForeseen = conjunction === 'when' && /^you\s+(?:may|might|will)\b/i.test(main);
    const isAdvice =
      (ADVICE.test(main) && !isForeseen) ||
      /^(?:it's|it is)\s+(?:likely|probably|best)\b/i.test(main);
    const asked = asAsked(condition);
    // "If you have tried all of these things and are still stuck" would ask "…and are
    // still stuck" of "I": a second verb after "and" keeps the reader's "you".
    if (!asked || !hasContent(asked) || POINTING.test(asked)) return null;
    if (/\band\s+(?:are|were|have|do|don't)\b/i.test(asked)) return null;
    if (isAdvice) return { text: `What should I do ${conjunction} ${asked}?`, slot: asked };
    return conjunction === 'when' ? { text: `What happens when ${asked}?`, slot: asked } : null;
  }
  // "If they're not long enough" (Valgrind's FAQ) is on "they", however contracted.
  const subject = condition
    .replace(/['’]\p{L}+/u, '')
    .split(/\s+/)
    .slice(0, 2)
    .join(' ');
  if (!isSubject(subject.replace(/^(?:the|a|an)\s+/i, '')) || POINTING.test(condition)) return null;
  if (!hasContent(condition)) return null;
  const opening = condition.charAt(0).toLowerCase() + condition.slice(1);
  const phrased = /^\p{Lu}{2}|^\p{Lu}\S*\p{Lu}/u.test(condition) ? condition : opening;
  return { text: `What happens ${conjunction} ${phrased}?`, slot: phrased };
}

/** A clause that gives the reason ("because…") or the time ("when…") of what comes before it. */
const REASON_OR_TIME =
  /^([^,;(]*?),?\s+(?:(because|when|whenever)\s+\S|(for\s+(?:several|many|various|different|two|three|four|a\s+few|a\s+number\s+of)\s+reasons)\b)/i;
const ADVERB_BEFORE_VERB =
  /^(?:only|usually|always|never|often|sometimes|also|generally|normally)$/i;

/** The rest of a statement up to its reason or time, and which of the two it gives. */
function beforeReason(raw: string): { rest: string; asks: 'Why' | 'When' } | null {
  const reason = REASON_OR_TIME.exec(raw);
  if (!reason) return null;
  const rest = questionRest(reason[1] as string);
  // The reason must follow the clause asked about, not a later one ("X is Y and Z because…").
  const asked = withoutAsides(reason[1] as string).split(/\s+/).length;
  if (!hasContent(rest) || rest.split(/\s+/).length < asked - 2 || POINTING.test(rest)) return null;
  // "Lsof may not find all the open files in a file system for several reasons" gives reasons
  // as surely as "because" does: it answers why.
  return { rest, asks: reason[3] || /^because$/i.test(reason[2] ?? '') ? 'Why' : 'When' };
}

/**
 * "Per-CPU stats are disabled by default because they take up too much space" → "Why are
 * Per-CPU stats disabled by default?"; "Lsof's Configure script issues this message when it
 * encounters a dialect…" → "When does Lsof's Configure script issue this message?": a
 * statement that gives its reason answers why, one that gives its time answers when.
 */
export function phraseWhyQuestion(sentence: string): Phrased | null {
  const text = sentence.trim();
  const match = AUXILIARY_STATEMENT.exec(text);
  if (match && isSubject(match[1] as string)) {
    const found = beforeReason(match[4] as string);
    const auxiliary = AUXILIARY[(match[2] as string).toLowerCase().replace('’', "'")] ?? '';
    if (!found || !auxiliary || auxiliary === 'has' || auxiliary === 'have') return null;
    const negation = match[3] || /n't$|^cannot$/i.test(match[2] as string) ? ' not' : '';
    // "Why may lsof not find…?" reads as asking leave; the chance it tells is asked "might".
    const asked = found.asks === 'Why' && auxiliary === 'may' ? 'might' : auxiliary;
    const name = subjectInQuestion((match[1] as string).trim().split(/\s+/));
    return {
      text: `${found.asks} ${asked} ${name}${negation} ${found.rest}?`,
      slot: `${name} ${found.rest}`,
    };
  }
  return phraseVerbReasonQuestion(text);
}

/** "reports" → "report", "fixes" → "fix". */
function baseOfThirdPerson(verb: string): string {
  return /(?:sses|shes|ches|xes)$/.test(verb) ? verb.slice(0, -2) : verb.slice(0, -1);
}

/** "Lsof only reports TCP/TPI window sizes for Solaris, because…" → "Why does lsof only report…?" */
function phraseVerbReasonQuestion(text: string): Phrased | null {
  const words = text.split(/\s+/);
  for (let at = 1; at <= 4 && at < words.length; at++) {
    const word = words[at] ?? '';
    const adverb = ADVERB_BEFORE_VERB.test(word) ? `${word.toLowerCase()} ` : '';
    const verb = adverb ? (words[at + 1] ?? '') : word;
    if (!/^\p{Ll}{3,}s$/u.test(verb) || /(?:ss|us|is|ous)$/.test(verb)) continue;
    const subject = words.slice(0, at);
    if (!isSubject(subject.join(' ')) || subject.some((w) => /[,;:]$/.test(w))) return null;
    const found = beforeReason(words.slice(at + (adverb ? 2 : 1)).join(' '));
    if (!found) return null;
    // "The +M option only enables… when…" asks when it does, not when it only does.
    const kept = found.asks === 'Why' ? adverb : '';
    const base = baseOfThirdPerson(verb);
    const name = subjectInQuestion(subject);
    // "LTsock compiles and runs correctly…" asks "When does LTsock compile and run…?".
    const rest = found.rest.replace(
      /^((?:and|or)\s+)(\p{Ll}{3,}s)\b/u,
      (_, joined: string, second: string) => `${joined}${baseOfThirdPerson(second)}`,
    );
    return {
      text: `${found.asks} does ${name} ${kept}${base} ${rest}?`,
      slot: `${name} ${base} ${rest}`,
    };
  }
  return null;
}
