import { CODE_LIKE } from '../document/raw-block.ts';
import { isConventionalSection } from '../research/is-conventional-section.ts';
import { readDefinedTerm } from '../research/measure-retrieval.ts';
import {
  FAQ_HEADING,
  GENERIC_HEADINGS,
  QUESTION_START,
  READER_CALL_HEADING,
  SUMMARY_HEADING,
} from '../research/word-lists.ts';
import { baseOfGerund } from './base-of-gerund.ts';
import { phraseComparisonHeading, phraseImperativeHeading } from './phrase-task-heading.ts';

// Turns a passage's own words into the questions a reader would ask of them. Each function
// returns the question and the words it asks about (the slot, not the template), or null.

export interface Phrased {
  text: string;
  slot: string;
}

const PRONOUN_OR_LINK =
  /^(?:it|its|this|that|these|those|there|here|he|she|they|we|you|i|which|who|what|one|each|all|some|many|such|so|and|but|or|however|also|then|thus|yes|no|if|when|while|since|because|although|though|unless|until|once|after|before|as|for|in|on|at|with|by|from|to|of|not|only|every|any|most|both|either|neither|my|our|your|his|her|their)$/i;
const ARTICLE = /^(?:the|a|an)\s+/i;
/** Endings of adverbs ("dynamically", "safely"), not of nouns such as "supply" or "family". */
const ADVERB =
  /\p{L}{2,}(?:ally|ively|ously|ently|antly|edly|ingly|fully|lessly|ately|ably|ibly)$/iu;

/** "are", "is not", "was": a verb that makes a heading a statement rather than a name. */
const FINITE_VERB = /\s(?:is|are|was|were)(?:\s+not)?\s+\p{Ll}/u;
/** The words that end a heading's head noun and begin what qualifies it. */
const HEAD_ENDS = /^(?:of|for|in|on|with|from|under|about|to|at|by|between)$/i;

/**
 * "How to X" and question headings stay as they are; noun headings become "What is X?". The
 * document's title names its subject, whatever the word looks like. `lowerInText` holds the
 * words the text under the heading writes in lower case: a heading in title case ("Path
 * Syntax") whose words the text writes so names common things, not a product.
 */
export function phraseHeadingQuestion(
  heading: string,
  isQuestionLed: boolean,
  isTitle = false,
  lowerInText: ReadonlySet<string> = new Set(),
  inText: HeadingWordsInText = {},
): Phrased | null {
  const capitalOnly = inText.capitalOnly ?? new Set<string>();
  // A step's number is not part of what it names: "5. Optimistic UI" (React Router's fetchers
  // guide) asks "What is optimistic UI?", not "What is 5 Optimistic UI?". Nor is an emoji:
  // Vite's README, headed "Vite ⚡", was asked "What is vite ⚡".
  const text = heading
    .replace(/(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D})+/gu, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
    // "reportCaller (Boolean)", "Transpiled TypeScript (Recommended for Production)" (pino's
    // docs): a trailing aside tells a type or a note, not what is asked about.
    .replace(/(?<=\S)\s+\([^()]{1,40}\)$/u, '')
    .replace(/[:.]+$/, '')
    .replace(/^(?:step\s+)?\(?\d{1,3}(?:\.\d{1,3})*[.):]?\s+(?=\p{L})/iu, '');
  // A summary, an FAQ heading or a section named by convention ("Features", "Usage",
  // "OPTIONS", "See also") names a part of the page, not something a reader asks about: no one
  // asks "What is Usage?". A question that mentions the FAQ ("How timely is the on-line FAQ?")
  // is still asked.
  const isAsked = isQuestionLed || text.endsWith('?');
  if (
    !text ||
    GENERIC_HEADINGS.test(text) ||
    READER_CALL_HEADING.test(text) ||
    (!isAsked && isConventionalSection(text)) ||
    SUMMARY_HEADING.test(text) ||
    (FAQ_HEADING.test(text) && !isAsked)
  )
    return null;
  // "iproute2 for Debian" titles a README.Debian: it names the document, not what it answers.
  if (FOR_DEBIAN.test(text) || FILE_TITLE.test(text)) return null;
  // "Starting from version 1:21.2.2+dfsg-1 the erlang-base" (erlang's README.Debian) dates a
  // change, and "To start/stop epmd execute" introduces the commands below it: neither names
  // a task or a thing.
  if (/^(?:starting|beginning)\s+(?:from|with|in|at)\s+(?:version\s+)?v?\d/i.test(text))
    return null;
  if (/^to\s+\p{Ll}/iu.test(text)) return null;
  const howTo = /^how to\s+(.+?)\??$/i.exec(text);
  if (howTo) return { text: `How do you ${howTo[1]}?`, slot: howTo[1] as string };
  // "Dictionary compression How To" (zstd's README) asks how to use it, not "What is ... How To?".
  const howToAfter = /^(.+?)[\s:–—-]+how[ -]?to$/i.exec(text);
  if (howToAfter) {
    const topic = howToAfter[1] as string;
    return {
      text: `How do you use ${topic.charAt(0).toLowerCase()}${topic.slice(1)}?`,
      slot: topic,
    };
  }
  const howClause = phraseHowClauseHeading(text);
  if (howClause) return howClause;
  if (isQuestionLed || QUESTION_START.test(text))
    return { text: text.endsWith('?') ? text : `${text}?`, slot: text };
  const trouble = phraseTroubleHeading(text);
  if (trouble !== undefined) return trouble;
  // Code ("var type = mime.types[extension]") and phrases that end on an adverb ("set
  // dynamically", debug's README) name nothing a reader asks "What is" about.
  const words = text.split(/\s+/);
  if (
    CODE_LIKE.test(text) ||
    COMMAND_HEADING.test(text) ||
    (words.length >= 2 && ADVERB.test(words.at(-1) ?? ''))
  )
    return null;
  // "Server: Generate and publish the DNS RR" (OpenSSH's README.dns) names who does the step
  // before the step itself: the reader asks how to do the step.
  const step = /^\p{L}[\p{L}-]*(?:\s\p{L}[\p{L}-]*)?:\s+(\p{L}.*)$/u.exec(text)?.[1]?.split(/\s+/);
  const labelled = step && phraseImperativeHeading(step, asTask(step.slice(1)));
  if (labelled) return labelled;
  if (words.length > 8) return null;
  // A heading that states something is asked whether it holds: gcc's README.Debian heads a
  // section "gcc/g++/... are not handled using alternatives" and was asked "What are gcc/g++/...
  // are not handled using alternatives?".
  if (FINITE_VERB.test(text)) return phraseAuxiliaryQuestion(text);
  // A single word is read alone: "Vitest" or "Marked" stays a name however the text writes it.
  // And every other capital must read as no name's: the text writes the word in lower case,
  // its ending is an English adjective's or common noun's ("Supported", "Dynamic"), or it is an
  // acronym ("TLS Profiles"). "Debian Policy", "Playwright Test" or "GitHub Actions" keep
  // theirs, however the text writes "policy", "test" or "actions".
  // "Command-specific" is read by its first part, as the text writes "command".
  const isWrittenLower = (word: string) =>
    !capitalOnly.has(word.toLowerCase()) &&
    isFormWrittenLower((word.split('-')[0] ?? '').toLowerCase(), lowerInText);
  const isAllWrittenLower =
    words.length > 1 &&
    words.every(
      (word) =>
        !/^\p{Lu}/u.test(word) ||
        /^\p{Lu}{2,5}$/u.test(word) ||
        (/^\p{Lu}\p{Ll}+(?:-\p{Ll}+)?$/u.test(word) &&
          (isWrittenLower(word) || COMMON_NOUN.test(word) || ADJECTIVE.test(word))),
    );
  // "Native Wayland Support" (chromium's README.Debian), over "its native Wayland backend":
  // a heading opening on a word the text writes in lower case is set in title case, and only
  // the words the text writes with a capital alone ("Wayland") keep theirs.
  const [firstWord = ''] = words;
  const isTitleCased =
    words.length > 1 &&
    !ARTICLE.test(`${firstWord} `) &&
    /^\p{Lu}\p{Ll}+$/u.test(firstWord) &&
    (isWrittenLower(firstWord) || ADJECTIVE.test(firstWord) || COMMON_NOUN.test(firstWord)) &&
    !capitalOnly.has(firstWord.toLowerCase()) &&
    (words
      .slice(1)
      .some(
        (word) => capitalOnly.has(word.toLowerCase()) || /^\p{Lu}\S*\p{Ll}\p{Lu}/u.test(word),
      ) ||
      // "General Output Control" (grep(1)): an adjective opening a heading all in title case
      // opens a common phrase.
      (ADJECTIVE.test(firstWord) &&
        words.every(
          (word) => /^\p{Lu}\p{Ll}+$/u.test(word) && !capitalOnly.has(word.toLowerCase()),
        )));
  const inQuestion = (word: string) =>
    isTitleCased
      ? /^\p{Lu}[\p{Ll}-]+$/u.test(word) && !capitalOnly.has(word.toLowerCase())
        ? word.toLowerCase()
        : word
      : commonNounInQuestion(word, isAllWrittenLower ? lowerInText : new Set());
  const used = phraseUsedWithHeading(words, lowerInText, inText);
  if (used) return used;
  const compared = phraseComparisonHeading(text, (side) => {
    const [first = '', ...rest] = side.split(/\s+/);
    // In a heading set in sentence case ("Concrete "expected" objects") the capital opening
    // it marks no name.
    const isSentenceCase = /^\p{Lu}\p{Ll}+$/u.test(first) && /^[^\p{Lu}]/u.test(rest[0] ?? '');
    return [isSentenceCase ? first.toLowerCase() : inQuestion(first), ...rest].join(' ');
  });
  if (compared) return compared;
  const imperative = phraseImperativeHeading(words, asTask(words.slice(1)));
  if (imperative) return imperative;
  // A quality standing alone names no subject: fast-check's README heads its selling points
  // "Trusted", "Powerful" and "Flexible", and was asked "What is Trusted?". A title is a name
  // even when it reads as one: marked's README is headed "Marked".
  if (words.length === 1 && !isTitle && QUALITY.test(text)) return null;
  // A common noun keeps no capital inside a question: pino's "Redaction" asks "What is
  // redaction?", where "Valgrind" or "Debian Policy" stays a name. Only where every capital
  // after the first is a common noun's: "Sessions and Cookies" would read "sessions and Cookies".
  const lowered = words.map(inQuestion);
  const isCommonOnly = words
    .slice(1)
    .every((word, at) => !/^\p{Lu}/u.test(word) || word !== lowered[at + 1]);
  const common = isCommonOnly || isTitleCased ? lowered : words;
  // "Building from source" reads as a common phrase; "Debian Policy" as a name.
  // An acronym or a dotted name opening the heading ("ES Module Lexer") keeps its capitals.
  // A heading of one word the text writes in lower case ("Backup" over "Two backup
  // mechanisms", postgresql-common's README.systemd) names a common thing; the document's
  // title, or a word the text also capitalises ("Vitest"), stays a name.
  const lone = (words[0] ?? '').toLowerCase();
  const isLonePlural = /^\p{Lu}\p{Ll}{2,}[^su]s$/u.test(text);
  const isLoneCommon =
    words.length === 1 &&
    (!isTitle || isLonePlural) &&
    /^\p{Lu}\p{Ll}+$/u.test(text) &&
    !baseOfGerund(text) &&
    isFormWrittenLower(lone, lowerInText) &&
    !capitalOnly.has(lone);
  if (isLoneCommon) {
    // "A plugin is an independent module…" (dayjs' README, under "Plugin"): the article the
    // text gives the word is asked with it.
    const article = inText.withArticle?.get(lone);
    if (isLonePlural) return { text: `What are ${lone}?`, slot: text };
    return { text: `What is ${article ? `${article} ` : ''}${lone}?`, slot: text };
  }
  // "Widevine Extension" (chromium's README.Debian, over "Widevine is a non-free library"):
  // a first word the text only ever capitalises is a name, however common the words after it.
  const isName =
    (words.length === 1 && common[0] === words[0]) ||
    (words.length > 1 &&
      !isTitleCased &&
      capitalOnly.has((words[0] ?? '').toLowerCase()) &&
      !ADJECTIVE.test(words[0] ?? '') &&
      !COMMON_NOUN.test(words[0] ?? '')) ||
    /^\p{Lu}\S*\p{Lu}|^\S*[\d.]\S*\p{L}/u.test(common[0] ?? '') ||
    common.slice(1).some((word) => /^\p{Lu}/u.test(word));
  // A title's opening article is not part of the name: "The Debian Package ca-certificates"
  // asks "What is the Debian Package ca-certificates?", not "What is The Debian...".
  const joined = common.join(' ');
  const phrase = isName && !ARTICLE.test(text) ? joined : lowerFirst(joined);
  // A gerund and what it acts on name a task, asked as a reader asks it: "Handling errors" →
  // "How do I handle errors?". A gerund alone ("Logging") names a practice: how it works.
  const gerund = baseOfGerund(words[0] ?? '');
  // "Handling of file attributes" (tar(1)) names the task with "of": "How do I handle file
  // attributes?", not "…handle of file attributes?".
  const object = /^of$/i.test(common[1] ?? '') ? common.slice(2) : common.slice(1);
  if (gerund && object.length > 0)
    return { text: `How do I ${gerund} ${asTask(object)}?`, slot: text };
  if (gerund && /^\p{L}{3,}ing$/u.test(words[0] ?? ''))
    return { text: `How does ${phrase} work?`, slot: text };
  const wanted = phraseWantedHeading(phrase, text, lowerInText);
  if (wanted !== undefined) return wanted;
  // Two things joined ("Sessions and Cookies") are asked about in the plural, names or not, and
  // so is a plural noun that a phrase qualifies: "Versions of GCC present in Debian Stretch".
  const qualified = words.findIndex((word) => HEAD_ENDS.test(word));
  const head = qualified > 0 ? (words[qualified - 1] as string) : '';
  const isPluralHead = /\p{Ll}{2,}[^su]s$/iu.test(head);
  // The head decides when a phrase qualifies it: "Choice of compilers" is one choice.
  // A last word read as a common plural ("TLS Profiles" → "profiles") is one, after a name too.
  const isCommonPluralLast = /^\p{Ll}{2,}[^su]s$/u.test(common.at(-1) ?? '');
  const isPluralLast =
    qualified > 0
      ? isPluralHead
      : /s$/i.test(words.at(-1) ?? '') && (!isName || (words.length > 1 && isCommonPluralLast));
  // "Communication between Pino and Transports" joins two things inside its qualifier: the
  // head is one.
  const joinedAt = words.findIndex((word) => /^(?:and|&)$/i.test(word));
  const qualifiedAt = words.findIndex((word) => HEAD_ENDS.test(word) || /^between$/i.test(word));
  const isJoined = joinedAt > 0 && (qualifiedAt < 0 || joinedAt < qualifiedAt);
  // "Node.js-only APIs": an acronym's plural.
  const isAcronymPlural = qualified < 0 && /^\p{Lu}{2,}s$/u.test(words.at(-1) ?? '');
  const isPlural = isJoined || isPluralLast || isAcronymPlural;
  // The plural noun opening the heading is no name: "What are versions of GCC...?".
  const asked = isPluralHead && qualified === 1 ? lowerFirst(phrase) : phrase;
  return {
    text: `What ${isPlural ? 'are' : 'is'} ${asked}?`,
    slot: text,
  };
}

/** What the text under a heading writes of its words, beyond their case. */
export interface HeadingWordsInText {
  /** Words the text writes with a capital and never in lower case, lowered. */
  capitalOnly?: ReadonlySet<string>;
  /** Words the text writes after "a" or "an", with the article: "plugin" → "a". */
  withArticle?: ReadonlyMap<string, string>;
}

/** Words a "how" heading's subject never opens on: "How much…", "How long…", "How to…". */
const NOT_A_HOW_SUBJECT =
  /^(?:much|many|long|often|far|fast|well|big|large|old|soon|to|do|does|did|can|could|is|are|was|were|will|would|should|may|might|must|has|have|not|and|or)$/i;
/** Auxiliaries a "how" clause puts after its subject: "How certificates will be accepted". */
const HOW_AUXILIARY = /^(?:will|can|could|should|would|is|are|was|were)$/;
/** Verbs a plural subject ends its heading on: "How Pino plugins work". */
const PLURAL_LAST_VERB = /^(?:work|happen|run|fail|matter|differ|compare|behave|load|interact)$/i;

/**
 * A heading that tells how something does a thing, as a clause: pino's "How Pino handles
 * duplicate keys" was asked "How Pino handles duplicate keys?". A reader asks "How does Pino
 * handle duplicate keys?". Null where the heading is no such clause.
 */
function phraseHowClauseHeading(heading: string): Phrased | null {
  const text = heading.replace(/\?$/, '').trim();
  const words = text.split(/\s+/);
  const opening = (words[0] ?? '').toLowerCase();
  if (!/^(?:how|why|when|where)$/.test(opening) || words.length < 3) return null;
  for (let at = 2; at <= 4 && at < words.length; at++) {
    const subject = words.slice(1, at);
    if (
      subject.some(
        (word) => NOT_A_HOW_SUBJECT.test(word) || !/^[\p{L}\p{N}][\p{L}\p{N}.+#'’-]*$/u.test(word),
      )
    )
      return null;
    const verb = words[at] as string;
    const rest = words.slice(at + 1);
    // "How certificates will be accepted into the package" (ca-certificates' README.Debian):
    // the auxiliary opens the question. "How timely is the on-line FAQ?" is one already: a
    // verb, not a noun phrase, follows the auxiliary of a clause.
    const [next = ''] = rest;
    const isClause = /^(?:is|are|was|were)$/.test(verb)
      ? /^(?:\p{Ll}{2,}ed|\p{Ll}{2,}en|being|been|not|done|made|built|run|set|kept|used|still)$/u.test(
          next,
        )
      : /^\p{Ll}+$/u.test(next) && !ARTICLE.test(`${next} `) && !PRONOUN_OR_LINK.test(next);
    if (HOW_AUXILIARY.test(verb)) {
      if (!isClause || subject.some((word) => /ly$/i.test(word))) return null;
      const said = [
        opening.charAt(0).toUpperCase() + opening.slice(1),
        verb,
        subjectInQuestion(subject),
        ...rest,
      ];
      return { text: `${said.join(' ')}?`, slot: [...subject, ...rest].join(' ') };
    }
    // "How Pino plugins work": the word in "s" is the subject's plural, and the verb ends it.
    if (rest.length === 1 && PLURAL_LAST_VERB.test(rest[0] as string) && /\p{Ll}s$/u.test(verb))
      return null;
    if (!/^\p{Ll}{2,}[^su'’\W]s$/u.test(verb) || /^(?:has|does|this|its|yes|his)$/.test(verb))
      continue;
    const asked = subjectInQuestion(subject);
    const said = [
      `${opening.charAt(0).toUpperCase()}${opening.slice(1)} does ${asked}`,
      baseOf(verb),
      ...rest,
    ];
    return { text: `${said.join(' ')}?`, slot: [...subject, verb, ...rest].join(' ') };
  }
  return null;
}

/** Words before "with" that name no tool: "Help with…", "Work with…", "Problems with…". */
const NOT_USED_WITH =
  /^(?:help|work|play|start|deal|go|stay|get|live|fun|trouble|issue|problem|done|life|one|more|less|time|what|along|together|down|up|out|away|off|love|war|peace|tea|coffee)$/i;

/** Nouns a heading opens on before "to": "Guide to…", "Introduction to…", "Path to…". */
const NOUN_BEFORE_TO =
  /^(?:guide|intro|introduction|welcome|key|path|road|answer|reply|response|alternative|access|addition|approach|exception|solution|note|reference|link|appendix|preface|return|way|contribution|migration|change|upgrade|update|move|switch|transition|pointer|tribute|letter)$/i;

/**
 * A heading that names a task with its verb and a use: pino's "Log to different streams" was
 * asked "What is log to different streams?", and "Pino with `debug`" "What is pino with
 * debug?". A reader asks how to do it: "How do I log to different streams?", "How do I use
 * Pino with debug?". A verb is read before "to" where the text writes the word in lower
 * case and it is no noun that takes "to" ("Guide to…"); a tool before "with", in the case the
 * text writes it.
 */
function phraseUsedWithHeading(
  words: readonly string[],
  lowerInText: ReadonlySet<string>,
  inText: HeadingWordsInText,
): Phrased | null {
  const capitalOnly = inText.capitalOnly ?? new Set<string>();
  const [first = '', second = '', ...rest] = words;
  const lower = first.toLowerCase();
  if (rest.length === 0 || rest.length > 5) return null;
  const isPlainWord =
    /^\p{Lu}?\p{Ll}{2,}$/u.test(first) &&
    !COMMON_NOUN.test(first) &&
    !ADJECTIVE.test(first) &&
    !/(?:s|ing|ly)$/.test(lower);
  if (
    second === 'to' &&
    isPlainWord &&
    lowerInText.has(lower) &&
    !capitalOnly.has(lower) &&
    !NOUN_BEFORE_TO.test(lower)
  )
    return { text: `How do I ${lower} to ${asTask(rest)}?`, slot: words.join(' ') };
  // "formatters.level with multiple targets" (pino's docs): an option's name is used with.
  if (second === 'with' && rest.length <= 3 && /^\p{Ll}[\p{L}\d_$]*\.[\p{L}\d_$.]+$/u.test(first))
    return { text: `How do I use ${first} with ${rest.join(' ')}?`, slot: words.join(' ') };
  if (
    second === 'with' &&
    rest.length <= 3 &&
    /^\p{Lu}\p{Ll}+$/u.test(first) &&
    !NOT_USED_WITH.test(lower) &&
    isPlainWord
  ) {
    const tool = lowerInText.has(lower) && !capitalOnly.has(lower) ? lower : first;
    return { text: `How do I use ${tool} with ${rest.join(' ')}?`, slot: words.join(' ') };
  }
  return null;
}

/** Superlatives a heading opens on to name what a reader wants: "Best performance for…". */
const SUPERLATIVE =
  /^(best|fastest|quickest|easiest|simplest|safest|smallest|lowest|highest)\s+(.+)$/i;
/** Nouns that name a choice, asked as "What is the best…?". */
const CHOICE =
  /^(?:way|ways|practice|practices|approach|approaches|option|options|choice|choices|method|methods|tool|tools)$/i;

/**
 * A heading that names what a reader wants rather than a thing: pino's "Best performance for
 * logging to `stdout`" was asked "What is best performance for logging to stdout?", and "Log
 * levels as labels instead of numbers" "What is log levels as labels…?". A reader asks how to
 * get it: "How do I get the best performance for logging to stdout?", "How do I get log levels
 * as labels instead of numbers?"; a role ("Pino as a library") is asked how to use it so.
 * Undefined where the heading names neither.
 */
function phraseWantedHeading(
  phrase: string,
  text: string,
  lowerInText: ReadonlySet<string>,
): Phrased | null | undefined {
  const best = SUPERLATIVE.exec(phrase);
  if (best) {
    const [degree = '', wanted = ''] = [(best[1] as string).toLowerCase(), best[2] as string];
    const [noun = ''] = wanted.split(/\s+/);
    if (CHOICE.test(noun))
      return {
        text: `What ${/s$/i.test(noun) ? 'are' : 'is'} the ${degree} ${wanted}?`,
        slot: text,
      };
    return { text: `How do I get the ${degree} ${wanted}?`, slot: text };
  }
  const role = /^(.+?)\s+as\s+(?!well\b|of\b|if\b|soon\b|long\b)(.+)$/i.exec(phrase);
  if (!role || /\bsuch$/i.test(role[1] as string)) return undefined;
  const thing = role[1] as string;
  // A verb set before "as" ("Serve as…") is no thing to get.
  if (
    thing.split(/\s+/).length === 1 &&
    !lowerInText.has(thing.toLowerCase()) &&
    !/^\p{Lu}/u.test(thing)
  )
    return undefined;
  const verb = /^(?:a|an|the)\s/i.test(role[2] as string) ? 'use' : 'get';
  return { text: `How do I ${verb} ${thing} as ${role[2]}?`, slot: text };
}

/**
 * A heading that tells the reader's trouble in the reader's own words, as a README's
 * troubleshooting section does: nodemailer's "I get TLS errors" or "Nodemailer fails to load
 * or throws a SyntaxError" were asked "What are I get TLS errors?" and "What are Nodemailer
 * fails to load…?". The reader asks what to do about it. A step that opens on its order
 * ("First review the docs") is advice, asked nothing. Undefined where the heading is neither.
 */
function phraseTroubleHeading(text: string): Phrased | null | undefined {
  if (/^(?:first|then|next|finally|afterwards)\s+\p{Ll}/iu.test(text)) return null;
  const mine = /^(?:I|I['’](?:m|ve|d)|my)\s+(.+)$/iu.exec(text);
  const fault = TROUBLE.exec(text);
  if (!mine && !fault) return undefined;
  const said = mine ? text.replace(/^My\b/, 'my') : text;
  if (!hasContent(said.split(/\s+/).slice(1).join(' '))) return null;
  return { text: `What should I do if ${said}?`, slot: text };
}
/** A name, then a verb that tells it goes wrong: "Nodemailer fails to load", "X hangs". */
const TROUBLE =
  /^[\p{L}\d][\p{L}\d.+#-]*(?:\s+[\p{L}\d][\p{L}\d.+#-]*)?\s+(?:fails|crashes|hangs|freezes|breaks|throws|doesn['’]t|does not|won['’]t|will not|can['’]t|cannot)\s+\p{L}/u;

/**
 * A package's name and "for Debian" (or "for Debian GNU/Linux"): a README.Debian's title. A
 * longer title ("Bash Configuration for Debian") names a subject and is still asked.
 */
const FOR_DEBIAN = /^[\p{L}\d][\p{L}\d.+-]*\s+for\s+debian(?:\s+GNU\/Linux)?$/iu;
/**
 * A command line set as a heading names what to type, not a subject: chromium's README.Debian
 * heads its debugging section "apt install chromium-dbgsym", asked "What is apt install...?".
 */
const COMMAND_HEADING =
  /^(?:\$\s*)?(?:sudo\s+)?(?:apt|apt-get|aptitude|dpkg|npm|npx|yarn|pnpm|pip3?|git|make|cargo|docker|brew|systemctl|update-alternatives)\s+[a-z][\w-]*/;
/** A file's own title: "README for psmisc", "README.Debian", "NEWS for 2.3". */
const FILE_TITLE =
  /^(?:README|NEWS|INSTALL|TODO|CHANGES|ChangeLog)(?:\.\w+)?(?:\s+(?:for|of)\s+\S+)?$/u;
/** Lowercases a phrase's first letter, unless its first word is set in capitals (README, DOMPurify). */
function lowerFirst(phrase: string): string {
  if (/^\S\S*\p{Lu}/u.test(phrase.split(' ')[0] ?? '')) return phrase;
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/** Endings of English adjectives: "Supported", "Dynamic", "Additional", "Cancelable". */
const ADJECTIVE = /^\p{Lu}\p{Ll}+(?:ed|al|ic|ive|ous|able|ible|ent|ant|ary|ful|less)$/u;
/** Endings of English common nouns: "Redaction", "Deployment", "Compatibility", "Logging". */
const COMMON_NOUN =
  /^\p{Lu}\p{Ll}{2,}(?:tions?|sions?|ments?|ness|ity|ities|ance|ence|ency|ancy|ures?|ages?|ism|ship|ogy|ings?)$/u;

/**
 * Whether the text writes a word in lower case, in its singular or its plural: chromium's
 * README.Debian heads a section "Search Engines" over "the default search engine", and was
 * asked "What is Search Engines?".
 */
function isFormWrittenLower(lower: string, lowerInText: ReadonlySet<string>): boolean {
  if (lowerInText.has(lower) || lowerInText.has(`${lower}s`)) return true;
  return /\p{L}{3,}[^s]s$/u.test(lower) && lowerInText.has(lower.slice(0, -1));
}

/**
 * A capitalised common noun lowercased, as it reads inside a question; any other word as is. A
 * plain capitalised word ("Path", "Syntax") is a common noun where the text writes it (or its
 * plural) in lower case; "Debian" or "GitHub" is never so written.
 */
function commonNounInQuestion(word: string, lowerInText: ReadonlySet<string>): string {
  const lower = word.toLowerCase();
  const isWrittenLower = /^\p{Lu}\p{Ll}+$/u.test(word) && isFormWrittenLower(lower, lowerInText);
  if (isWrittenLower) return lower;
  if (!COMMON_NOUN.test(word)) return word;
  // "Spring" or "Beijing" is no gerund: only an "-ing" word whose verb reads is lowercased.
  if (/ings?$/.test(word) && !baseOfGerund(word.replace(/s$/, ''))) return word;
  return word.charAt(0).toLowerCase() + word.slice(1);
}

/**
 * A task's words after its first verb: "Building and testing" → "build and test". In a heading
 * set in title case ("Calling Actions", "Writing a Custom Plugin") a capital marks no name, so
 * a word capitalised only by it is lowercased; "DOMPurify" or "TS-Node" keeps its capitals.
 */
function asTask(words: string[]): string {
  const isTitleCase = words.every(
    (word) =>
      word.length < 4 || /^(?:with|from|into|onto|over|about)$/.test(word) || /^\p{Lu}/u.test(word),
  );
  return words
    .map((word, index) => {
      if (/^(?:and|or)$/i.test(words[index - 1] ?? '')) return baseOfGerund(word) ?? word;
      return isTitleCase && /^\p{Lu}\p{Ll}+$/u.test(word) ? word.toLowerCase() : word;
    })
    .join(' ');
}

/**
 * One capitalised word that reads as a quality: the endings of English adjectives, or the
 * qualities projects claim for themselves.
 */
const QUALITY =
  /^\p{Lu}\p{Ll}+(?:ful|able|ible|ous|less|ed)$|^(?:fast|simple|small|tiny|lightweight|secure|safe|modern|robust|minimal|intuitive|expressive|lean|easy)$/iu;

/** "X is a…" → "What is X?". */
export function phraseDefinitionQuestion(sentence: string): Phrased | null {
  const defined = readDefinedTerm(sentence);
  if (!defined) return null;
  const term = defined.term.replace(ARTICLE, '');
  if (!isSubject(term)) return null;
  // "A heat pump is…" asks "What is a heat pump?"; "Cold brew is…" asks "What is cold brew?".
  const article = /^(an?|the)\s/i.exec(sentence)?.[1]?.toLowerCase();
  return { text: `What ${defined.verb} ${article ? `${article} ` : ''}${term}?`, slot: term };
}

// Verbs that tell what a thing does; "can" asks whether it can.
const ACTION_VERBS =
  'lets|allows|enables|supports|provides|requires|needs|uses|includes|contains|creates|generates|converts|compresses|reads|writes|runs|stores|sends|prints|shows|handles|works|offers|accepts|returns|produces|removes|adds|checks|keeps|takes|gives|does|makes|can|cannot|manages|builds|installs|replaces|protects|prevents|reduces|improves|measures|explains|describes|defines|controls|determines|lists|depends|costs|lasts|means|helps|causes|affects|turns|holds|changes|differs|varies|matters|tastes|grows|contains|follows|starts|ends|stops|sets|saves|loads|calls|opens|closes|connects|uses|applies|belongs';
const STATEMENT = new RegExp(
  String.raw`^((?:[\p{L}\p{N}][\p{L}\p{N}'’.+#-]*\s+){0,3}?[\p{L}\p{N}][\p{L}\p{N}'’.+#-]*)\s+(${ACTION_VERBS})\s+((?:[^.;:!?\n]|\.(?=[\p{L}\p{N}])){3,160})`,
  'iu',
);
const NAME_WITH_VERB = new RegExp(
  String.raw`(?<=\s)(\p{Lu}[\p{L}\p{N}.+#-]*(?:\s+\p{Lu}[\p{L}\p{N}.+#-]*){0,2})\s+(${ACTION_VERBS})\s+((?:[^.;:!?\n]|\.(?=[\p{L}\p{N}])){3,160})`,
  'u',
);

function baseOf(verb: string): string {
  const lower = verb.toLowerCase();
  if (lower === 'does') return 'do';
  if (/(?:sses|shes|ches|xes)$/.test(lower)) return lower.slice(0, -2);
  // "applies" → "apply": ls(1)'s "FORMAT1 applies to non-recent files" was asked "What does
  // FORMAT1 applie?".
  if (/[^aeiou]ies$/.test(lower)) return `${lower.slice(0, -3)}y`;
  return lower.endsWith('s') ? lower.slice(0, -1) : lower;
}

/** The first words of a clause, stopping at its first comma. */
function firstWords(text: string, count: number): string {
  const clause = text.split(/[,(]/)[0] ?? '';
  return clause.trim().split(/\s+/).slice(0, count).join(' ');
}

/**
 * Words between a subject and its verb that qualify the verb, not the subject: "DOMPurify per
 * default allows CSS" (DOMPurify's README) was asked "What does DOMPurify per default allow?".
 */
const STRAY_BEFORE_VERB =
  /\s+(?:(?:per|by)\s+default|also|now|still|already|currently|therefore|thus|hence|then|instead|usually|normally|generally|typically|often|always|simply|just|\p{Ll}{3,}(?:ally|ently|ively|ously|ually))$/iu;

function phraseStatement(said: string, verb: string, rest: string): Phrased | null {
  let subject = said;
  let isByDefault = false;
  while (STRAY_BEFORE_VERB.test(subject)) {
    isByDefault ||= /default$/i.test(subject);
    subject = subject.replace(STRAY_BEFORE_VERB, '');
  }
  const name = subject.replace(ARTICLE, '').trim();
  const first = name.split(/\s+/)[0] ?? '';
  if (!name || PRONOUN_OR_LINK.test(first) || !/\p{L}/u.test(name) || !isSubject(name)) return null;
  // "DOMPurify sanitizes HTML and prevents…": a subject ending on a conjunction holds a verb.
  if (/\s(?:and|or|but)$/i.test(name)) return null;
  const lower = verb.toLowerCase();
  // A capital that only opens the sentence stays out of the question: ls(1)'s "Binary
  // prefixes can be used" was asked "Can Binary prefixes be used?".
  const asked = withArticle(subject, subjectInQuestion(name.split(/\s+/)));
  const by = isByDefault ? ' by default' : '';
  if (lower === 'can') {
    const can = questionRest(rest);
    // "DOMPurify can neither see nor sanitize…" asked "Can DOMPurify neither see…?".
    if (/^(?:neither|never|not|no|hardly)\b/i.test(can)) return null;
    return hasContent(can) ? { text: `Can ${asked} ${can}?`, slot: `${name} ${can}` } : null;
  }
  // "APT does many things", "CTest by default does not show the output": "What does X do?"
  // names nothing the passage answers.
  if (lower === 'cannot' || lower === 'does') return null;
  // "rates  Prints a summary…" (find(1)) is a term and its description: no verb inside a
  // sentence takes a capital.
  if (/^\p{Lu}/u.test(verb) && /\S/.test(said)) return null;
  // "Exhausted file handles for generic fs operations" (chokidar's README, a list item) holds
  // no verb: a plural noun before "for" or "of" was read as one, and asked "What does
  // exhausted file handle for?".
  if (NOUN_LIKE_VERB.test(lower) && /^(?:for|of)\s/i.test(rest.trim())) return null;
  // "systemd makes it complicated to use pipes" (pino's help) tells what a thing makes hard,
  // not what it makes: it was asked "What does systemd make?".
  if (
    /^(?:makes|keeps|turns|gets)$/.test(lower) &&
    /^(?:it|them|things|everything|sure|life)\b/i.test(rest.trim())
  )
    return null;
  if (lower === 'depends')
    return { text: `What does ${asked} depend on?`, slot: `${name} ${firstWords(rest, 5)}` };
  if (lower === 'works')
    return { text: `How does ${asked} work?`, slot: `${name} ${firstWords(rest, 5)}` };
  // Verbs that take no object: man-db's FAQ, "Security matters because both man and man-db
  // can be installed setuid", was asked "What does security matter?".
  if (lower === 'matters')
    return { text: `Why does ${asked} matter?`, slot: `${name} ${firstWords(rest, 5)}` };
  if (lower === 'varies' || lower === 'differs')
    return { text: `How does ${asked} ${baseOf(verb)}?`, slot: `${name} ${firstWords(rest, 5)}` };
  // "FORMAT1 applies to non-recent files" (ls(1)) asks what it applies to, not "What does
  // FORMAT1 apply?": a verb that takes its object through a preposition keeps it.
  // A "to" before a verb ("needs to run") opens an infinitive, not an object.
  const preposition =
    /^(?:on|for|with|from|into|onto|upon|about|over|out of)(?=\s)|^to(?=\s+(?:(?:the|a|an|all|any|each|every|some|its|their)\s|\S*[-\d\p{Lu}]|\p{Ll}+[^s\W]s\b))/u
      .exec(rest.trim())?.[0]
      .toLowerCase();
  if (!preposition && !isByDefault && VAGUE_ACTION.test(lower))
    return phraseVagueAction(asked, name, baseOf(verb), rest);
  return {
    text: `What does ${asked} ${baseOf(verb)}${preposition ? ` ${preposition}` : ''}${by}?`,
    slot: `${name} ${firstWords(rest, 5)}`,
  };
}

/** Verbs in "-s" that are as often plural nouns: "file handles", "uses", "needs". */
const NOUN_LIKE_VERB =
  /^(?:handles|uses|needs|checks|builds|ends|starts|sets|calls|lists|changes|loads|holds|turns|returns|means|costs|runs|stores|shows|works|tests|reads|writes|prints|adds)$/;

/** Verbs that, asked without their object, ask nothing: "What does Pino use?". */
const VAGUE_ACTION =
  /^(?:uses|contains|includes|handles|makes|takes|gives|keeps|holds|lets|enables|allows|applies|returns)$/i;

/**
 * A statement whose verb says little without its object: "Pino uses sonic-boom to speed up
 * logging" (pino's docs) was asked "What does Pino use?", "OpenSSH contains support for
 * verifying host keys using DNS" "What does OpenSSH contain?". What the thing is used for
 * asks what it is used for: "What does Pino use to speed up logging?"; without a purpose, the
 * reader asks whether it holds: "Does OpenSSH contain support for verifying host keys…?".
 */
function phraseVagueAction(
  asked: string,
  name: string,
  verb: string,
  rest: string,
): Phrased | null {
  const clause = questionRest(rest);
  // "Linux allows to bind a socket to any address…" (socat's FAQ): "to" opens what is allowed,
  // not a purpose, and a writer would not ask it so.
  if (/^to\s/i.test(clause)) return null;
  const purpose =
    /^((?:\S+\s+){0,4}?\S+)\s+((?:to|in order to)\s+(?!(?:the|a|an|any|all|each|every|some|its|their|this|that|these|those)\s)\p{Ll}{2,}.*|instead\s+of\s+\S.*)$/u.exec(
      clause,
    );
  if (purpose && !/^(?:you|users?|us|them|it|one|people)$/i.test(purpose[1] as string))
    return {
      text: `What does ${asked} ${verb} ${purpose[2]}?`,
      slot: `${name} ${purpose[2]}`,
    };
  if (!hasContent(clause) || /^(?:it|them|this|that|these|those|you|us|one)\b/i.test(clause))
    return null;
  return { text: `Does ${asked} ${verb} ${clause}?`, slot: `${name} ${clause}` };
}

const PASSIVE =
  /^((?:[\p{L}\p{N}][\p{L}\p{N}'’.+#-]*\s+){0,3}?[\p{L}\p{N}][\p{L}\p{N}'’.+#-]*)\s+(is|are)\s+(?:also\s+|usually\s+|often\s+)?(made|built|used|done|stored|kept|written|sold|grown|brewed|served|measured|installed|configured|compiled|run|given|taken|called|named|based|designed|created|produced|found|needed|required|licensed|released|maintained|supported|distributed|packaged|cooked|baked|tested)\b/iu;

/**
 * Participles that "How is X ...?" misasks: "LZMA is based on LZ77" (xz's FAQ) asked "How is
 * LZMA based?", where a reader asks what it is based on.
 */
const PASSIVE_ASKED: Readonly<Record<string, string>> = {
  based: 'What {v} {x} based on?',
  called: 'What {v} {x} called?',
  named: 'What {v} {x} named after?',
  needed: 'Why {v} {x} needed?',
  required: 'Why {v} {x} required?',
};

/**
 * A relative pronoun just before a name, or a noun that takes a clause without one ("The way
 * Pino generates logs"): what follows qualifies a noun before it.
 */
const RELATIVE_BEFORE = /\b(?:that|which|whom|whose|way|reason)\s+$/i;

/** "called via «$SHELL -c»", "called by the shell": how a thing is invoked. */
const INVOKED_BY =
  /^\s+(?:via|by|from|with|when|through|at|on|before|after|once|twice|whenever)\b/i;

/**
 * The subject's own article, lower-cased, before its name: "The tool is called X" asks "What is
 * the tool called?", not "What is tool called?".
 */
function withArticle(subject: string, name: string): string {
  const article = ARTICLE.exec(subject.trim())?.[0].trim().toLowerCase();
  return article ? `${article} ${name}` : name;
}

/**
 * "xz can decompress .lzma files" → "Can xz decompress .lzma files?"; "Debian provides
 * security updates" → "What does Debian provide?". The subject opens the sentence, or is a
 * capitalised name inside it with its verb.
 */
export function phraseStatementQuestion(sentence: string): Phrased | null {
  const passive = PASSIVE.exec(sentence);
  if (passive) {
    const subject = passive[1] as string;
    const name = subject.replace(ARTICLE, '').trim();
    const verb = (passive[2] as string).toLowerCase();
    const participle = (passive[3] as string).toLowerCase();
    const after = sentence.slice(passive.index + passive[0].length);
    // "The pager is called via $SHELL" tells how it is invoked, not its name.
    const isInvoked = participle === 'called' && INVOKED_BY.test(after);
    // "Command-line arguments following these are taken…" (find(1)) asks of what "these" are.
    if (
      !PRONOUN_OR_LINK.test(name.split(/\s+/)[0] ?? '') &&
      !/\b(?:this|that|these|those)\b/i.test(name)
    )
      return {
        text: ((!isInvoked && PASSIVE_ASKED[participle]) || 'How {v} {x} {p}?')
          .replace('{v}', verb)
          .replace('{x}', withArticle(subject, name))
          .replace('{p}', participle),
        slot: `${name} ${passive[3]}`,
      };
  }
  const opening = STATEMENT.exec(sentence);
  if (opening) {
    const phrased = phraseStatement(
      opening[1] as string,
      opening[2] as string,
      opening[3] as string,
    );
    if (phrased) return phrased;
  }
  const named = NAME_WITH_VERB.exec(sentence.slice(0, 400));
  // "The environment that Valgrind provides for running programs is…" (Valgrind's FAQ): a name
  // inside a relative clause does not do what the sentence tells, and was asked "What does
  // Valgrind provide?".
  if (named && RELATIVE_BEFORE.test(sentence.slice(0, named.index))) return null;
  return named ? phraseStatement(named[1] as string, named[2] as string, named[3] as string) : null;
}

/**
 * The question a plain statement answers when it defines nothing and its verb tells no
 * action: "zlib doesn't support encryption" → "Does zlib support encryption?", "There are no
 * zip functions in zlib" → "Are there any zip functions in zlib?".
 */
export function phraseYesNoQuestion(sentence: string): Phrased | null {
  return (
    phraseThereIsQuestion(sentence) ??
    phraseAuxiliaryQuestion(sentence) ??
    phrasePluralStatementQuestion(sentence)
  );
}

// Auxiliaries are a closed class, so a short subject before one is found without a tagger:
// "zlib doesn't support encryption", "liblzmadec is part of LZMA Utils", "Lsof revisions
// 4.63 and above are not vulnerable". Real FAQ answers state most of their facts this way;
// without it, three in four answers pasted alone were asked no question at all.
export const AUXILIARY: Record<string, string> = {
  is: 'is',
  "isn't": 'is',
  are: 'are',
  "aren't": 'are',
  was: 'was',
  "wasn't": 'was',
  were: 'were',
  "weren't": 'were',
  does: 'does',
  "doesn't": 'does',
  do: 'do',
  "don't": 'do',
  did: 'did',
  "didn't": 'did',
  can: 'can',
  "can't": 'can',
  cannot: 'can',
  could: 'could',
  "couldn't": 'could',
  will: 'will',
  "won't": 'will',
  would: 'would',
  "wouldn't": 'would',
  should: 'should',
  "shouldn't": 'should',
  may: 'may',
  might: 'might',
  must: 'must',
  has: 'has',
  "hasn't": 'has',
  have: 'have',
  "haven't": 'have',
};
// A path opens on its slash: "The /etc/debian_version file, on the other side, is updated at
// every point release" (base-files' FAQ) was asked nothing.
const SUBJECT_WORD = String.raw`["“]?(?:[/~](?=[\p{L}\p{N}]))?[\p{L}\p{N}][\p{L}\p{N}'’._/+#-]*["”]?`;
/** An auxiliary, its "not" if any, and the rest of the clause, after a statement's subject. */
const AUXILIARY_CLAUSE = String.raw`\s+(${Object.keys(AUXILIARY).join('|')})(\s+not)?\s+((?:[^.;:!?\n]|\.(?=[\p{L}\p{N}])){3,200})`;
export const AUXILIARY_STATEMENT = new RegExp(
  String.raw`^(${SUBJECT_WORD}(?:\s+${SUBJECT_WORD}){0,4}?)${AUXILIARY_CLAUSE}`,
  'iu',
);
/**
 * A subject of six to eleven words before its auxiliary: "Generally lock information held by
 * local processes on remote NFS files is not recorded…" (lsof's FAQ). Read only where nothing
 * shorter was, as the longer a subject the likelier it hides a clause; one that ends on "and"
 * ("The maintenance of offsets… varies by UNIX dialect and is related…") holds a verb.
 */
export const LONG_AUXILIARY_STATEMENT = new RegExp(
  String.raw`^(${SUBJECT_WORD}(?:\s+${SUBJECT_WORD}){5,10}?)(?<!\s(?:and|or|but))${AUXILIARY_CLAUSE}`,
  'iu',
);
/** Adverbs that open the rest of a clause but add nothing to what it asks. */
const FILLER =
  /^(?:(?:also|already|just|only|now|still|really|probably|certainly|currently|usually|often|always|simply|indeed|quite|then|even|apparently|actually|generally|typically|normally)\s+)+/i;
/**
 * Openings of a clause that are not its subject: "Sometimes lsof will...", "Note that an
 * e-mail has...", "Among them FreeBSD and Linux packages are...", "None of them were...".
 */
const NOT_A_SUBJECT =
  /^(?:nothing|everything|something|anything|none|nobody|everyone|someone|sometimes|therefore|hence|however|note|assume|suppose|among|under|over|even|perhaps|maybe|another|other|why|how|where|whether|otherwise|instead|finally|first|second|third|again|please|see|let|make|use|try|give|set|add|run|check|read|look|say|typical|case|whole|every|few|several|most|much|more|less|same)$/i;
/** Words no subject of a statement holds: a clause ("that we", "if you") has begun. */
const CLAUSE_WORD =
  /^(?:that|which|who|whom|whose|we|i|you|he|she|they|it|if|when|because|since|although|though|unless|while|this|these|those|there|here|where|as|so)$/i;
/** The rest of a clause ends at its first comma, conjunction or subordinate clause. */
const CLAUSE_END =
  /[,;(]|\s(?:and|but|or|because|since|if|when|whenever|unless|while|although|though|so|which|who|where|until|as|than|--|–|—)\s/i;
/** Words a question never ends on: "...information about a?" reads as cut off. */
const DANGLING =
  /\s+(?:and\/or|the|a|an|of|to|for|with|by|at|on|in|into|from|about|after|before|during|between|within|without|through|via|upon|onto|towards?|across|against|per|like|much|many|some|any|its|their|his|her|our|your|my|very|such|and|or|but|not|be|is|are|no|all|each|every|more|most|less|than|e\.g|i\.e)$/i;
export const MAX_REST_WORDS = 10;
/** Words too slight to be what a question asks about ("Is the goal to have?"). */
const SLIGHT =
  /^(?:have|has|been|being|that|this|with|from|into|about|will|would|could|should|there|their|then|than|them|they|what|when|where|which|make|made|does|done|some|also|very|more|most|such|only)$/i;

/** Whether the rest of a question holds a word of substance. */
export function hasContent(rest: string): boolean {
  if (/^(?:if|when|that|because|since|whether|unless|while|as)\b/i.test(rest)) return false;
  // "…configured to send this signal to the process" (pino's help): what "this signal" is,
  // the sentence before told; the question cannot.
  if (/\b(?:this|these|those)\s+\p{L}/iu.test(rest)) return false;
  return rest.split(/\s+/).some((word) => /\p{L}{4,}/u.test(word) && !SLIGHT.test(word));
}

/** What a question asks about after its subject: one clause, a few words, no dangling end. */
export function questionRest(text: string): string {
  let rest = (text.split(CLAUSE_END)[0] ?? '').trim();
  // "bounds checking on global or stack arrays" (Valgrind's FAQ): an "or" that joins two
  // words before the clause ends joins modifiers of one noun, and is kept.
  const joined = /^\s+or\s+\p{L}+\s+\p{L}+(?=[.;:!?]|$)/u.exec(text.trimStart().slice(rest.length));
  if (joined) rest += joined[0];
  // "used for both transmitting and transforming log lines" (pino's docs): "both" or
  // "either" holds its "and" or "or", which the clause's end cut away.
  const paired =
    /^\s+(?:and|or)\s+[^,;(]+?(?=\s(?:and|but|or|because|since|if|when|which|who|where)\s|[,;(.!?]|$)/u.exec(
      text.trimStart().slice(rest.length),
    );
  // "can extract and save log fields" (pino's docs) was cut to "Can pino-mysql extract?": a
  // verb alone keeps the verb and object joined to it.
  if (
    paired &&
    (/\b(?:both|either|neither)(?:\s+\S+){1,3}$/i.test(rest) || /^\p{Ll}+$/u.test(rest))
  )
    rest = `${rest}${paired[0]}`.trimEnd();
  // "has initially been designed", "is also used": the adverb is no part of what is asked.
  while (FILLER.test(rest) || /^\p{L}{3,}ly\s/iu.test(rest))
    rest = rest.replace(FILLER, '').replace(/^\p{L}{3,}ly\s+/iu, '');
  const isCut = rest.split(/\s+/).length > MAX_REST_WORDS;
  rest = rest.split(/\s+/).slice(0, MAX_REST_WORDS).join(' ');
  // "available at http://…" is cut at the address's colon: the scheme alone names nothing.
  rest = rest.replace(/\s+(?:(?:at|from|on|in|via)\s+)?(?:https?|ftp)$/i, '');
  while (DANGLING.test(rest)) rest = rest.replace(DANGLING, '');
  // "be used through the Debian package scripts to move a file away…" (dpkg-divert(1)), cut at
  // its tenth word, read "…scripts to move?": a phrase the cut left unfinished goes.
  if (isCut)
    rest = rest.replace(/\s+(?:to|of|for|with|by|at|on|in|into|from|through|via)\s+\S+$/i, '');
  return rest;
}

/** The page itself, as a subject: "the document", "this guide", "the README". */
const DOCUMENT_ITSELF =
  /^(?:(?:the|this)\s+)?(?:document|page|section|chapter|guide|readme|manual|faq|article|tutorial|howto|writeup|text below|text above)$/i;

/** Words that point to another part of the page. */
const POINTER = /^(?:following|above|below|former|latter|aforementioned)$/i;

/**
 * Whether words before a verb name what the sentence is about: not a pronoun, a linking word,
 * a quantifier or an instruction ("Give --enable-small...", "Sometimes lsof...", "Your other
 * alternative is..."), not an adverb, and not a clause already begun ("Every one I have seen").
 */
export function isSubject(subject: string): boolean {
  const bare = subject
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/^["“]|["”]$/g, ''));
  const first = bare[0] ?? '';
  // "The document contains very brief instructions…" (OpenSSH's README.dns) tells of the page
  // itself, which no reader searches for.
  if (DOCUMENT_ITSELF.test(bare.join(' '))) return false;
  // "The way Pino generates logs" (pino's docs): a clause hides after "way", without "that".
  if (bare.slice(0, -1).some((word) => /^(?:way|reason|manner|extent|moment)$/i.test(word)))
    return false;
  if (PRONOUN_OR_LINK.test(first) || NOT_A_SUBJECT.test(first) || CLAUSE_WORD.test(first))
    return false;
  // "The following describes…", "the example below", "the above file": what they point to
  // is elsewhere in the page.
  // "Lsof revisions 4.63 and above" counts up from a number, and points nowhere.
  if (bare.some((word, at) => POINTER.test(word) && !/^(?:and|or)$/i.test(bare[at - 1] ?? '')))
    return false;
  // "Recognising good bots such as web crawlers" (isbot's README) gives an example, not a clause.
  return (
    !/^\p{L}+ly$/iu.test(first) &&
    !bare
      .slice(1)
      .some((word, at) => CLAUSE_WORD.test(word) && !(word === 'as' && bare[at] === 'such'))
  );
}

/**
 * The subject as it reads inside a question: a sentence's capital is dropped from a common
 * word ("Pointers to the DLL", "Achieving FHS compliance"), kept on a name ("Valgrind",
 * "XZ Utils", "LZMA SDK").
 */
export function subjectInQuestion(words: string[], isPluralVerb = false): string {
  const [first = '', second] = words;
  if (/^(?:the|a|an)$/i.test(first)) return [first.toLowerCase(), ...words.slice(1)].join(' ');
  // A lone plural before "are" or "have" is a common noun, not a name: "Files are stored in…"
  // asks "Are files stored…?". No name ending in s ("Jenkins", "Kubernetes") takes "are".
  const isCommonPlural =
    isPluralVerb && second === undefined && /^\p{Lu}\p{Ll}{2,}[^su]s$/u.test(first);
  // "User-controlled top-level keys" (pino's help): a compound set in sentence case is no name.
  const isCompound = /^\p{Lu}\p{Ll}+(?:-\p{Ll}+)+$/u.test(first);
  const isName =
    !isCommonPlural &&
    !isCompound &&
    (/\p{Lu}.*\p{Lu}/u.test(first) ||
      /[\d.+#_/-]/.test(first) ||
      (!/ing$/i.test(first) && (second === undefined || /^\p{Lu}/u.test(second))));
  const opening = isName ? first : first.charAt(0).toLowerCase() + first.slice(1);
  return [opening, ...words.slice(1)].join(' ');
}

/**
 * "zlib doesn't support encryption" → "Does zlib support encryption?"; "liblzmadec is part
 * of LZMA Utils" → "Is liblzmadec part of LZMA Utils?". A negation is dropped: the reader asks
 * whether, and the passage answers no.
 */
export function phraseAuxiliaryQuestion(
  sentence: string,
  statement: RegExp = AUXILIARY_STATEMENT,
): Phrased | null {
  const match = statement.exec(sentence.trim());
  if (!match) return null;
  const words = (match[1] as string).trim().split(/\s+/);
  if (!isSubject(match[1] as string)) return null;
  const asked = askAuxiliary(match[2] as string, match[3], match[4] as string);
  if (!asked) return null;
  const name = subjectInQuestion(words, /^(?:are|were|do|have)$/i.test(asked.auxiliary));
  return { text: `${asked.auxiliary} ${name} ${asked.rest}?`, slot: `${name} ${asked.rest}` };
}

/**
 * The auxiliary that opens the question, capitalised, and the rest of it, from a statement's
 * auxiliary, "not" and clause; null where dropping the negation changes what is asked.
 */
function askAuxiliary(
  said: string,
  not: string | undefined,
  clause: string,
): { auxiliary: string; rest: string } | null {
  let auxiliary = AUXILIARY[said.toLowerCase().replace('’', "'")] ?? '';
  // "Threads may not have the same process name as the parent process" (pgrep(1)) was asked
  // "May Threads have the same process name?": a "may not" of chance read as one of leave,
  // and a "must not" asked as "Must…?" would be answered "not required" where it forbids.
  // Only these modals turn into another meaning when their "not" is dropped.
  const isNegated = Boolean(not) || /n['’]t$/i.test(said);
  if (!auxiliary || (isNegated && /^(?:may|might|must)$/.test(auxiliary))) return null;
  let rest = questionRest(clause).replace(/^(?:no|not)\s+/i, '');
  if (!hasContent(rest)) return null;
  // "Looking at … is probably a much better way" (base-files' FAQ) compares with a way the
  // answer named before: better than what, the question cannot say.
  if (
    /\b(?:better|worse|easier|harder|simpler|safer)\s+(?:way|option|choice|solution|idea|approach|method)$/i.test(
      rest,
    )
  )
    return null;
  // "DOMPurify does nothing" holds no verb after "does": it was asked "Does DOMPurify nothing?".
  if (
    /^(?:do|does|did)$/.test(auxiliary) &&
    /^(?:nothing|something|everything|anything|many|much|a|an|the|so|this|that|it)\b/i.test(rest)
  )
    return null;
  // "has" and "have" ask with "does" unless they build a tense ("has been tested").
  if ((auxiliary === 'has' || auxiliary === 'have') && !/^(?:been|\p{L}+ed)\b/iu.test(rest)) {
    rest = `have ${rest}`;
    auxiliary = auxiliary === 'has' ? 'does' : 'do';
  }
  return { auxiliary: `${auxiliary.charAt(0).toUpperCase()}${auxiliary.slice(1)}`, rest };
}

/** "Yes.", "No.", "Yes, ...": an answer's bare verdict, what a yes/no question gets first. */
export const VERDICT = /^(?:yes|no)\s*[.!,]/i;
const PRONOUN_STATEMENT = new RegExp(`^(it|they)${AUXILIARY_CLAUSE}`, 'iu');

/**
 * The sentence after a bare "Yes." or "No." restates what was asked, of "it": zlib's FAQ answers
 * "Yes. It has been tested on 64-bit machines" → "Has it been tested on 64-bit machines?". Only
 * there is "it" asked about: the verdict says a question about it came first, and its words
 * are the answer's own.
 */
export function phraseConfirmedQuestion(sentence: string): Phrased | null {
  const match = PRONOUN_STATEMENT.exec(sentence.trim());
  if (!match) return null;
  const pronoun = (match[1] as string).toLowerCase();
  const asked = askAuxiliary(match[2] as string, match[3], match[4] as string);
  if (!asked) return null;
  return { text: `${asked.auxiliary} ${pronoun} ${asked.rest}?`, slot: asked.rest };
}

/** Action verbs in their base form, what a plural subject does: "produce", "use". */
const BASE_VERBS = new Set(ACTION_VERBS.split('|').map(baseOf));
/** Words no plain noun phrase before its verb holds: a preposition or a reader's possessive. */
const NOT_IN_SUBJECT =
  /^(?:with|of|in|for|on|at|by|to|from|into|about|your|my|our|their|his|her|its|you|we|they|not|no)$/i;

/**
 * "The compress and deflate functions produce data in the zlib format" (zlib's FAQ) → "What
 * do the compress and deflate functions produce?": a plural subject of up to five words, or
 * two joined by "and", before an action verb in its base form.
 */
export function phrasePluralStatementQuestion(sentence: string): Phrased | null {
  const words = sentence.trim().split(/\s+/);
  for (let at = 1; at <= 5 && at < words.length - 1; at++) {
    const verb = (words[at] ?? '').toLowerCase();
    if (!BASE_VERBS.has(verb)) continue;
    const subject = words.slice(0, at);
    const last = subject.at(-1) ?? '';
    const isPlural =
      (subject.length >= 3 && subject.includes('and')) ||
      (/\p{L}{3,}s$/u.test(last) && !/(?:ss|us|is)$/i.test(last));
    if (subject.some((word) => NOT_IN_SUBJECT.test(word) || /[,;:]$/.test(word))) return null;
    // "The compress and…": a verb's form inside the subject is read past.
    if (!isPlural || /^(?:always|sometimes|perhaps|thus|yes|this|was|has|does)$/i.test(last))
      continue;
    if (!isSubject(subject.filter((word) => word !== 'and').join(' '))) return null;
    if (/^(?:can|do|make|work|depend)$/.test(verb)) return null;
    const rest = questionRest(words.slice(at + 1).join(' '));
    if (!hasContent(rest)) return null;
    const name = subjectInQuestion(subject);
    return { text: `What do ${name} ${verb}?`, slot: `${name} ${firstWords(rest, 5)}` };
  }
  return null;
}

/** "There are no zip functions in zlib" → "Are there any zip functions in zlib?". */
export function phraseThereIsQuestion(sentence: string): Phrased | null {
  // "Yes, as of lsof revision 4.63 there's an automated lsof test suite…" (lsof's FAQ): the
  // answer's "Yes" and the version it holds from are no part of what is asked.
  const text = sentence
    .trim()
    .replace(/^(?:yes|no)\b[,!]?\s+/i, '')
    .replace(/^as of\s+[^,]{1,40}?,?\s+(?=there\b)/i, '')
    .replace(/^there['’]s\b/i, 'there is');
  const match =
    /^there\s+(is|are|was|were)(\s+not|n't)?\s+(no\s+)?((?:[^.;:!?\n]|\.(?=[\p{L}\p{N}])){3,200})/iu.exec(
      text,
    );
  if (!match) return null;
  const verb = (match[1] as string).toLowerCase();
  const negated = Boolean(match[2] || match[3]);
  const rest = questionRest(match[4] as string);
  if (!/\p{L}{3,}/u.test(rest) || /^any$/i.test(rest)) return null;
  // "There are at least two ways to do that" (lsof's FAQ), "three ways to approach this
  // problem" (sed's FAQ): what "that" and "this" point to is not in the question.
  if (/\b(?:this|that|these|those|here)$|\b(?:this|these|those)\s+\p{L}/iu.test(rest)) return null;
  // "no reason to spend an hour writing and debugging a sed script" cut at "and" would ask
  // of "writing" with nothing written: a verb left without its object is not asked.
  if (/\p{L}ing$/u.test(rest) && /^\s+and\s/i.test((match[4] as string).slice(rest.length)))
    return null;
  const thing = negated && !/^(?:any|a|an)\s/i.test(rest) ? `any ${rest}` : rest;
  return {
    text: `${verb.charAt(0).toUpperCase()}${verb.slice(1)} there ${thing}?`,
    slot: rest,
  };
}
