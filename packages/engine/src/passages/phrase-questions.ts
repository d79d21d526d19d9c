import { CODE_LIKE } from '../document/raw-block.ts';
import { isConventionalSection } from '../research/is-conventional-section.ts';
import { readDefinedTerm } from '../research/measure-retrieval.ts';
import {
  FAQ_HEADING,
  GENERIC_HEADINGS,
  QUESTION_START,
  SUMMARY_HEADING,
} from '../research/word-lists.ts';

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

/** "How to X" and question headings stay as they are; noun headings become "What is X?". */
export function phraseHeadingQuestion(heading: string, isQuestionLed: boolean): Phrased | null {
  // A step's number is not part of what it names: "5. Optimistic UI" (React Router's fetchers
  // guide) asks "What is optimistic UI?", not "What is 5 Optimistic UI?". Nor is an emoji:
  // Vite's README, headed "Vite ⚡", was asked "What is vite ⚡".
  const text = heading
    .replace(/(?:\p{Extended_Pictographic}|\u{FE0F}|\u{200D})+/gu, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .replace(/[:.]+$/, '')
    .replace(/^(?:step\s+)?\d{1,3}(?:\.\d{1,3})*[.):]?\s+(?=\p{L})/iu, '');
  // A summary, an FAQ heading or a section named by convention ("Features", "Usage",
  // "OPTIONS", "See also") names a part of the page, not something a reader asks about: no one
  // asks "What is Usage?". A question that mentions the FAQ ("How timely is the on-line FAQ?")
  // is still asked.
  const isAsked = isQuestionLed || text.endsWith('?');
  if (
    !text ||
    GENERIC_HEADINGS.test(text) ||
    (!isAsked && isConventionalSection(text)) ||
    SUMMARY_HEADING.test(text) ||
    (FAQ_HEADING.test(text) && !isAsked)
  )
    return null;
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
  if (isQuestionLed || QUESTION_START.test(text))
    return { text: text.endsWith('?') ? text : `${text}?`, slot: text };
  // Code ("var type = mime.types[extension]") and phrases that end on an adverb ("set
  // dynamically", debug's README) name nothing a reader asks "What is" about.
  const words = text.split(/\s+/);
  if (CODE_LIKE.test(text) || (words.length >= 2 && ADVERB.test(words.at(-1) ?? ''))) return null;
  if (words.length > 8) return null;
  // "Building from source" reads as a common phrase; "Debian Policy" as a name.
  const isName = words.length === 1 || words.slice(1).some((word) => /^\p{Lu}/u.test(word));
  // A title's opening article is not part of the name: "The Debian Package ca-certificates"
  // asks "What is the Debian Package ca-certificates?", not "What is The Debian...".
  const phrase =
    isName && !ARTICLE.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
  if (/^\p{L}{3,}ing$/u.test(words[0] ?? ''))
    return { text: `How does ${phrase} work?`, slot: text };
  return {
    text: `What ${/s$/i.test(words.at(-1) ?? '') && !isName ? 'are' : 'is'} ${phrase}?`,
    slot: text,
  };
}

/** "X is a…" → "What is X?". */
export function phraseDefinitionQuestion(sentence: string): Phrased | null {
  const defined = readDefinedTerm(sentence);
  if (!defined) return null;
  const term = defined.term.replace(ARTICLE, '');
  // "A heat pump is…" asks "What is a heat pump?"; "Cold brew is…" asks "What is cold brew?".
  const article = /^(an?|the)\s/i.exec(sentence)?.[1]?.toLowerCase();
  return { text: `What ${defined.verb} ${article ? `${article} ` : ''}${term}?`, slot: term };
}

// Verbs that tell what a thing does; "can" asks whether it can.
const ACTION_VERBS =
  'lets|allows|enables|supports|provides|requires|needs|uses|includes|contains|creates|generates|converts|compresses|reads|writes|runs|stores|sends|prints|shows|handles|works|offers|accepts|returns|produces|removes|adds|checks|keeps|takes|gives|does|makes|can|cannot|manages|builds|installs|replaces|protects|prevents|reduces|improves|measures|explains|describes|defines|controls|determines|lists|depends|costs|lasts|means|helps|causes|affects|turns|holds|changes|differs|varies|matters|tastes|grows|contains|follows|becomes|remains|starts|ends|stops|sets|saves|loads|calls|opens|closes|connects|uses|applies|belongs';
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
  return lower.endsWith('s') ? lower.slice(0, -1) : lower;
}

/** The first words of a clause, stopping at its first comma. */
function firstWords(text: string, count: number): string {
  const clause = text.split(/[,(]/)[0] ?? '';
  return clause.trim().split(/\s+/).slice(0, count).join(' ');
}

function phraseStatement(subject: string, verb: string, rest: string): Phrased | null {
  const name = subject.replace(ARTICLE, '').trim();
  const first = name.split(/\s+/)[0] ?? '';
  if (!name || PRONOUN_OR_LINK.test(first) || !/\p{L}/u.test(name)) return null;
  const lower = verb.toLowerCase();
  if (lower === 'can')
    return { text: `Can ${name} ${firstWords(rest, 7)}?`, slot: `${name} ${firstWords(rest, 7)}` };
  if (lower === 'cannot') return null;
  if (lower === 'depends')
    return { text: `What does ${name} depend on?`, slot: `${name} ${firstWords(rest, 5)}` };
  if (lower === 'works')
    return { text: `How does ${name} work?`, slot: `${name} ${firstWords(rest, 5)}` };
  return { text: `What does ${name} ${baseOf(verb)}?`, slot: `${name} ${firstWords(rest, 5)}` };
}

const PASSIVE =
  /^((?:[\p{L}\p{N}][\p{L}\p{N}'’.+#-]*\s+){0,3}?[\p{L}\p{N}][\p{L}\p{N}'’.+#-]*)\s+(is|are)\s+(?:also\s+|usually\s+|often\s+)?(made|built|used|done|stored|kept|written|sold|grown|brewed|served|measured|installed|configured|compiled|run|given|taken|called|named|based|designed|created|produced|found|needed|required|licensed|released|maintained|supported|distributed|packaged|cooked|baked|tested)\b/iu;

/**
 * "xz can decompress .lzma files" → "Can xz decompress .lzma files?"; "Debian provides
 * security updates" → "What does Debian provide?". The subject opens the sentence, or is a
 * capitalised name inside it with its verb.
 */
export function phraseStatementQuestion(sentence: string): Phrased | null {
  const passive = PASSIVE.exec(sentence);
  if (passive) {
    const name = (passive[1] as string).replace(ARTICLE, '').trim();
    if (!PRONOUN_OR_LINK.test(name.split(/\s+/)[0] ?? ''))
      return {
        text: `How ${(passive[2] as string).toLowerCase()} ${name} ${(passive[3] as string).toLowerCase()}?`,
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
  return named ? phraseStatement(named[1] as string, named[2] as string, named[3] as string) : null;
}
