import { IMPERATIVE_START } from '../research/word-lists.ts';

// Turns "You need a jar, some coffee and a filter." into a lead-in and list items (issue 3:
// "lists from enumerations"). A wrong list changes what the text says ("Marie Curie was: born
// in Warsaw / Poland / died in 1934", review item 4), so only items that plainly share one
// grammatical role become a list and anything doubtful stays prose:
// - an explicit introducer: a colon ("Check three things: a, b and c") or a verb that takes a
//   list of objects ("need", "include", "such as"); never "is" or "was";
// - three or more items ending the sentence, joined by commas and one closing "and"/"or";
// - items of the same shape: all or none open with a capital (so "Warsaw, Poland" and "beans
//   from Brazil, Colombia" stay whole) and, without a colon, all or none carry a preposition;
// - no item holds a relative clause ("which", "who"), a second "and", a conjunction or markup.
// - without a colon, no later item opens with a verb (see opensWithVerb).
// Everything is done by splitting on fixed strings, so it runs in linear time.

const LEAD_WORDS: ReadonlySet<string> = new Set(
  'need needs needed use uses used include includes included including contain contains require requires required offer offers cover covers like'.split(
    ' ',
  ),
);
const PREPOSITIONS: ReadonlySet<string> = new Set(
  'in on at from of for to by with without into over under about after before between near across through during per'.split(
    ' ',
  ),
);
/** Words that start a clause rather than name an item. */
const CLAUSE_WORDS: ReadonlySet<string> = new Set(
  'which who whom whose that where when while because but so although though if unless since whereas and or nor then'.split(
    ' ',
  ),
);
/**
 * "A system uses less energy, costs less, and lasts longer": later items that open with a
 * verb continue the subject, not the object list. A verb is read from the lead's own ending
 * ("uses" -> "costs") or from the instruction verbs ("pay less").
 */
function opensWithVerb(item: string, leadWord: string): boolean {
  const [first = '', ...rest] = wordsOf(item).map(bare);
  if (rest.length === 0) return false;
  const ending = /ed$/.test(leadWord) ? 'ed' : /[^s]s$/.test(leadWord) ? 's' : '';
  if (ending && first.endsWith(ending) && !first.endsWith('ss')) return true;
  return IMPERATIVE_START.test(first.replace(/(?:es|s|ed)$/, '')) || IMPERATIVE_START.test(first);
}

const MARKUP = /[[\]()"“”*`_:;]/;
const MAX_ITEM_WORDS = 5;
const MAX_ITEM_WORDS_AFTER_COLON = 8;
const MIN_ITEMS = 3;

/**
 * How a language joins and qualifies list items. Other languages than English get the colon
 * form only ("Drei Dinge prüfen: a, b und c."): it needs no lead verb of the language, and the
 * lead already ends where the list begins, so nothing is reworded.
 */
export interface ListGrammar {
  /** The words that join the last item ("and", "or"). */
  joins: ReadonlySet<string>;
  /** The one that offers a choice, which a bulleted list would no longer say ("or"). */
  choice: string;
  /** Words that start a clause rather than name an item. */
  clauseWords: ReadonlySet<string>;
  colonOnly: boolean;
}

export const ENGLISH_LISTS: ListGrammar = {
  joins: new Set(['and', 'or']),
  choice: 'or',
  clauseWords: CLAUSE_WORDS,
  colonOnly: false,
};

const grammar = (and: string, or: string, clauses: string): ListGrammar => ({
  joins: new Set([and, or]),
  choice: or,
  clauseWords: new Set(`${and} ${or} ${clauses}`.split(' ')),
  colonOnly: true,
});

/** Lists in the languages whose joins the improver knows; others get none. */
export const LIST_GRAMMARS: Readonly<Record<string, ListGrammar>> = {
  English: ENGLISH_LISTS,
  German: grammar('und', 'oder', 'welche welcher welches weil dass wenn ob aber sondern denn'),
  French: grammar('et', 'ou', 'qui que dont où quand si mais parce car lorsque'),
  Spanish: grammar('y', 'o', 'que cual cuales donde cuando si pero porque aunque mientras'),
};

export interface Enumeration {
  lead: string;
  /** The colon as written, with French spacing before it kept (" :"); ":" without one. */
  colon: string;
  items: string[];
  end: string;
  /** Whether the text itself introduces the items with a colon. */
  isAfterColon: boolean;
}

const wordsOf = (text: string) => text.split(' ').filter(Boolean);
const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}'’-]/gu, '');

/** Splits the first segment into the lead-in and the first item; null if no introducer. */
function splitLead(
  first: string,
  colonOnly: boolean,
): { lead: string; item: string; colon: boolean } | null {
  const colon = first.lastIndexOf(': ');
  if (colon > 0) return { lead: first.slice(0, colon), item: first.slice(colon + 2), colon: true };
  if (colonOnly) return null;
  const words = wordsOf(first);
  for (let index = words.length - 2; index >= 0; index--) {
    const word = bare(words[index] as string);
    const isLead =
      LEAD_WORDS.has(word) || (word === 'as' && bare(words[index - 1] ?? '') === 'such');
    if (isLead)
      return {
        lead: words.slice(0, index + 1).join(' '),
        item: words.slice(index + 1).join(' '),
        colon: false,
      };
  }
  return null;
}

/** "b and c" -> ["b", "c"]; "and c" -> ["c"]; null unless exactly one "and"/"or" joins them. */
function splitTail(last: string, joinWords: ReadonlySet<string>): string[] | null {
  const words = wordsOf(last);
  const joins = words.flatMap((word, index) => (joinWords.has(word) ? [index] : []));
  if (joins.length !== 1) return null;
  const at = joins[0] as number;
  if (at === 0) return [words.slice(1).join(' ')];
  return [words.slice(0, at).join(' '), words.slice(at + 1).join(' ')];
}

function isParallel(
  items: readonly string[],
  colon: boolean,
  leadWord: string,
  clauseWords: ReadonlySet<string>,
): boolean {
  if (!colon && items.slice(1).some((item) => opensWithVerb(item, leadWord))) return false;
  // "used as a database, cache and message broker": a preposition only the first item opens
  // with belongs to the lead ("used as"), so the items as cut are not parallel.
  const openers = items.map((item) => bare(wordsOf(item)[0] ?? ''));
  const first = openers[0] as string;
  if (
    (PREPOSITIONS.has(first) || first === 'as') &&
    openers.slice(1).some((word) => word !== first)
  )
    return false;
  const maxWords = colon ? MAX_ITEM_WORDS_AFTER_COLON : MAX_ITEM_WORDS;
  const shapes = items.map((item) => {
    const words = wordsOf(item).map(bare);
    return {
      ok:
        words.length > 0 &&
        words.length <= maxWords &&
        !MARKUP.test(item) &&
        !words.some((word) => clauseWords.has(word)),
      capital: /^\p{Lu}/u.test(item),
      preposition: words.some((word) => PREPOSITIONS.has(word)),
    };
  });
  const same = (key: 'capital' | 'preposition') =>
    shapes.every((shape) => shape[key]) || shapes.every((shape) => !shape[key]);
  return shapes.every((shape) => shape.ok) && same('capital') && (colon || same('preposition'));
}

export function findEnumeration(
  sentence: string,
  language: ListGrammar = ENGLISH_LISTS,
): Enumeration | null {
  const end = /[.!?]$/.exec(sentence)?.[0] ?? '';
  const body = sentence.slice(0, sentence.length - end.length).trim();
  const segments = body.split(', ');
  if (segments.length < MIN_ITEMS - 1) return null;
  const lead = splitLead(segments[0] as string, language.colonOnly);
  const tail = splitTail(segments.at(-1) as string, language.joins);
  if (!lead || !tail || wordsOf(lead.lead).length === 0) return null;
  const items = [lead.item, ...segments.slice(1, -1), ...tail].map((item) => item.trim());
  if (
    items.length < MIN_ITEMS ||
    !isParallel(items, lead.colon, bare(wordsOf(lead.lead).at(-1) ?? ''), language.clauseWords)
  )
    return null;
  const space = lead.colon ? (/[ \u00a0\u202f]$/.exec(lead.lead)?.[0] ?? '') : '';
  return { lead: lead.lead.trim(), colon: `${space}:`, items, end, isAfterColon: lead.colon };
}
