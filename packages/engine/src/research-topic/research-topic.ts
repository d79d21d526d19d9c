import { aspectOf } from './aspect-table.ts';
import { fillPattern, phraseSlots, SLOT_OF_FIELD, type Slots } from './fill.ts';
import {
  FUNCTION_WORDS,
  INTENT_NAMES,
  KIND_INTENTS,
  LEADING_CUES,
  type SearchIntent,
  TRAILING_CUES,
} from './intent-cues.ts';
import { KIND_NAMES, KINDS, kindIs, type TopicKind } from './kind-table.ts';
import {
  detectForeign,
  foreignLongTail,
  foreignQuestions,
  LANGUAGES,
  readForeign,
} from './other-languages.ts';
import { type Facet, QUESTION_ROWS, type QuestionRow } from './question-table.ts';
import wordLists from './read-topic.json' with { type: 'json' };
import { readTopic, render, type TopicReading } from './read-topic.ts';
import { findRelatedTerms, type RelatedTerm } from './related-terms.ts';
import texts from './research-topic.json' with { type: 'json' };
import type { TopicKnowledge } from './topic-knowledge.ts';

const MAX_KEYWORD_WORDS = 12;
const MAX_QUESTIONS = 8;
const MIN_QUESTIONS = 5;
/** How many of a kind's own questions are asked beside five of the facets'. */
const KIND_QUESTIONS_BESIDE_FACETS = 3;
const MIN_KEYWORDS = 10;
const MAX_KEYWORDS = 15;
const MAX_ANGLES = 5;
/**
 * Searches about any topic as a whole (research-topic.json), for when its own rows give fewer
 * than ten.
 */
const WHOLE_TOPIC = texts.wholeTopic;
/**
 * The searches of WHOLE_TOPIC that make sense only for some kinds of topic, and those kinds
 * (each kind's "genericSearches" in kind-table.json): "examples" of a document or a plan, not
 * of a migraine; "for beginners" for a practice, not for a plumber. A pattern no kind lists
 * fits any topic.
 */
const WHOLE_TOPIC_KINDS: Record<string, readonly (TopicKind | undefined)[]> = {};
for (const row of KINDS.values())
  for (const pattern of row.genericSearches ?? [])
    WHOLE_TOPIC_KINDS[pattern] = [...(WHOLE_TOPIC_KINDS[pattern] ?? []), row.kind];
/**
 * Searches people make about a topic of a kind ("searches" in kind-table.json), tried before
 * the searches about any topic, so the list reaches ten with searches that fit the kind
 * ("migraine remedies", not "migraine examples").
 */
const WHOLE_TOPIC_BY_KIND = (kind: TopicKind) => KINDS.get(kind)?.searches;
/** The endings of WHOLE_TOPIC_KINDS ("{np} examples" → " examples") and their kinds. */
const GENERIC_ENDINGS = Object.entries(WHOLE_TOPIC_KINDS).flatMap(([pattern, kinds]) => {
  const ending = /^\{np\}( .+)$/.exec(pattern)?.[1];
  return ending ? [{ ending, kinds }] : [];
});

/**
 * Whether a search with a generic ending fits the topic's kind: one the keyword itself ends
 * with ("customer testimonial examples") always does, and a comparison has pros and cons.
 */
function fitsKind(item: string, reading: TopicReading): boolean {
  const keyword = reading.keyword.toLowerCase();
  return GENERIC_ENDINGS.every(
    ({ ending, kinds }) =>
      !item.endsWith(ending) ||
      keyword.includes(ending.trim()) ||
      kinds.includes(reading.kind) ||
      (ending === ' pros and cons' && reading.sides !== undefined),
  );
}

/** Searches about a choice between two actions ("rent vs buy"). */
const CHOICE_SEARCHES: readonly string[] = texts.choiceSearches;
/** Searches about a comparison of two things ("hostel vs hotel"). */
const VERSUS_SEARCHES = ['{x} vs {y} cost', 'when to choose {x} over {y}'];
const ONLINE = /\bonline\b/;
/**
 * Searches about a topic of no known kind: ones people make about nearly anything ("prenup
 * pros and cons"), not "prenup tools" or "prenup strategy", filler a reader of a word the
 * engine does not know would never type.
 */
const UNKNOWN_KIND: readonly string[] = ['{np} pros and cons', '{np} examples', 'best {np}'];
/**
 * Facets that narrow the thing searched ("for beginners", "under 100", "free", "for windows",
 * "fast", "on a budget"): their questions lead, as they are what sets this search apart from
 * the plain topic's.
 */
const NARROWING = texts.narrowing as readonly Facet[];
/**
 * Facets about the thing itself, where what readers look for next follows from its kind (a
 * product is then compared on price); a task, a list of ideas or tips has its own next step,
 * and a kind's ("compare models and prices" after clearing a cache) would leak into it.
 */
/** Audiences who do not search for themselves: their parents do. */
const CHILDREN: ReadonlySet<string> = new Set(wordLists.children);
/** Facets whose own goal says what the search wants before the kind's or the task's. */
const GOAL_FACETS: readonly Facet[] = ['fast', 'free', 'cap', 'budget'];
/** The facet each slot of a narrowing says. */
const SLOT_FACETS = texts.slotFacets as Readonly<Record<string, Facet>>;
const THING_FACETS = new Set(texts.thingFacets as Facet[]);
// A word or two said twice: "road trip road trip".
const DOUBLED = /\b(\p{L}+(?: \p{L}+)?) \1\b/iu;
export const EMPTY_KEYWORD_MESSAGE = 'Enter a keyword or topic to research.';

/** What each facet says the searcher wants (section 1; research-topic.json). */
const FACET_GOALS: Record<Facet, string> = texts.facetGoals;

/** What readers look for next, by kind of topic (section 1): "secondary" in kind-table.json. */
const SECONDARY_BY_KIND = (kind: TopicKind) => KINDS.get(kind)?.secondary;

const TIPS: Record<SearchIntent, string> = texts.tips;
/** The research's fixed sentences, with {slots} for what varies (research-topic.json). */
const NOTES = texts.notes;
/** A sentence of research-topic.json with its {slots} filled. */
function say(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}
/** What a German, French or Spanish search wants, by the facet its words say. */
const FOREIGN_GOALS: Record<string, string> = texts.foreignGoals;

interface Research {
  reading: TopicReading;
  slots: Slots;
  questions: string[];
  related: { keyword: string; kind: 'related term' | 'long-tail' }[];
  terms: RelatedTerm[];
  angles: string[];
  rows: QuestionRow[];
}

/** Kinds whose tasks are set up on a computer, unless they are done in words. */
const SETUP_KINDS = new Set(['software', 'term']);
/** Kinds whose own questions still fit a task done to them: learning a language, cooking. */
const OWN_QUESTIONS_IN_TASKS = new Set(['language', 'food', 'drink', 'ingredient']);

/**
 * Whether a task's verb is one of speaking or writing ("cite a website", "describe an app"):
 * the task is then done in words, whatever its object, and its object's way of doing things
 * (installing software) does not apply.
 */
function saysOnly(knowledge: TopicKnowledge, reading: TopicReading): boolean {
  const verb = reading.action?.split(' ')[0];
  const first = verb ? knowledge.lexicon.senses(verb, 'verb')[0] : undefined;
  return first !== undefined && knowledge.lexicon.lexfile(first.synset) === 'verb.communication';
}

/** The table's rows for a reading: its facets first (kind-specific before any kind), then its kind. */
function rowsFor(knowledge: TopicKnowledge, reading: TopicReading): QuestionRow[] {
  const rows: QuestionRow[] = [];
  const kind = reading.kind;
  const facets = [
    ...reading.facets.filter((facet) => NARROWING.includes(facet)),
    ...reading.facets.filter((facet) => !NARROWING.includes(facet)),
  ];
  for (const facet of facets) {
    if (facet === 'overview') continue;
    // Children are who it is for, their parents who search: their own row.
    if (
      facet === 'audience' &&
      reading.audience &&
      CHILDREN.has(reading.audience) &&
      // A dentist for kids is still someone to book.
      !['occupation', 'person', 'business', 'organization'].includes(kind ?? '')
    ) {
      const young = QUESTION_ROWS.find((row) => row.facet === 'children');
      if (young) rows.push(young);
      continue;
    }
    const specific = QUESTION_ROWS.find(
      (row) =>
        row.kind === kind &&
        row.facet === facet &&
        !(facet === 'how-to' && SETUP_KINDS.has(row.kind) && saysOnly(knowledge, reading)),
    );
    const general = QUESTION_ROWS.find((row) => row.kind === '*' && row.facet === facet);
    if (specific) rows.push(specific);
    else if (general) rows.push(general);
  }
  // A task's questions are about doing it: the kind's own questions ("How does credit score
  // work?") only fill in when the task's are too few.
  const task = reading.facets.includes('how-to') || reading.facets.includes('improve');
  // The general questions about an idea ("Why does X matter?", "How does X work?") are
  // filler beside a facet's own: they only fill in when the facets give too few.
  const general = (kind === 'concept' && rows.length > 0) || rows.some((row) => row.alone);
  if (kind && !general && !(task && rows.length > 0 && !OWN_QUESTIONS_IN_TASKS.has(kind))) {
    const overview = QUESTION_ROWS.find((row) => row.kind === kind && row.facet === 'overview');
    if (overview) rows.push(overview);
  }
  return rows;
}

function slotsFor(reading: TopicReading): Slots {
  const slots: Slots = { ...phraseSlots(reading.phrase) };
  if (reading.sides) [slots.x, slots.y] = reading.sides;
  for (const [field, slot] of Object.entries(SLOT_OF_FIELD)) {
    const value = reading[field as keyof TopicReading];
    if (typeof value === 'string' && value) slots[slot] = value;
  }
  // "two weeks in vietnam 7 days" is no search: a stay of a given length is searched as the
  // place's itinerary.
  slots.kw =
    reading.duration && reading.place
      ? `${reading.place.toLowerCase()} itinerary`
      : reading.keyword.toLowerCase();
  return slots;
}

function fillAll(patterns: readonly string[], slots: Slots): string[] {
  return patterns.flatMap((pattern) => fillPattern(atPlace(pattern, slots), slots) ?? []);
}

/** A local search that names its place asks about that place, not about "near me". */
function atPlace(pattern: string, slots: Slots): string {
  if (!slots.place) return pattern;
  return pattern
    .replace(/ near me\b/, ' in {place}')
    .replace(/\blocal \{nps\}/, '{nps} in {place}')
    .replace(/\blocal \{np\}/, '{np} in {place}');
}

/** Unique, and "What does an X include?" and "What does X include?" are one question. */
function uniqueBeyondArticles(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase().replace(/\b(?:a|an|the) /g, '');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A question as people type it into a search box: "How do I store sourdough starter?" is
 * searched as "how to store sourdough starter", "What is the best X?" as "best X". Questions
 * of more than eight words or with a comma, or about the searcher's own case (but for a task's,
 * which people type as they ask them), are not searches.
 */
export function searchOf(question: string, task = false): string | undefined {
  let search = question
    .toLowerCase()
    .replace(/\?$/, '')
    .replace(/^how do i /, 'how to ')
    .replace(/^what mistakes should i avoid /, 'mistakes to avoid ')
    .replace(/^what should i /, 'what to ')
    .replace(/^where should i /, 'where to ')
    .replace(/^(?:what|which) (?:is|are) the (best|easiest|fastest|cheapest) /, '$1 ');
  // A task is searched in the first person ("how can i improve my credit score").
  // What the searcher needs first is asked of a page, not typed: "what do i need to ...".
  if (/,|^what do i need/.test(search) || (!task && /\b(?:i|my|me)\b/.test(search)))
    return undefined;
  if (search.split(' ').length > (task ? 10 : 8)) return undefined;
  search = search.replace(/\s+/g, ' ').trim();
  return search || undefined;
}

/**
 * The slots of a task's object without the article it was typed with: "run a giveaway contest"
 * asks "What rules do I need for a giveaway contest?", not "for an a giveaway contest".
 */
function articleFree(slots: Slots): Slots {
  const typed = /^(?:a|an|the) (.+)$/i.exec(slots.np ?? '');
  if (!typed) return slots;
  return { ...slots, np: typed[1]!, 'a np': slots.np!, nps: typed[1]! };
}

/**
 * A category's patterns less those that repeat a word the search already has: "Can I take
 * online courses online?" says "online" twice.
 */
function aspectPatterns(patterns: readonly string[], reading: TopicReading): string[] {
  const typed = new Set(reading.keyword.toLowerCase().split(/\s+/));
  return patterns.filter((pattern) =>
    pattern
      .replace(/\{[^}]+\}/g, ' ')
      .toLowerCase()
      .split(/[^a-z]+/)
      .every((word) => word.length <= 4 || !typed.has(word)),
  );
}

/** The aspect row of the topic's head, when its words are all known and it is one thing. */
export function aspectFor(knowledge: TopicKnowledge, reading: TopicReading) {
  if (!reading.head || reading.sides || reading.unknown.length > 0) return undefined;
  // A task's object with words after it ("bills with a roommate") is no thing to ask about.
  if (reading.action && reading.phrase.after.length > 0) return undefined;
  // A search that turns away from the thing wants none of its own questions.
  if (reading.facets.includes('alternatives')) return undefined;
  return aspectOf(
    knowledge.lexicon,
    reading.head.synset,
    reading.kind,
    reading.action !== undefined,
  );
}

function buildResearch(knowledge: TopicKnowledge, reading: TopicReading): Research {
  const slots = slotsFor(reading);
  const rows = rowsFor(knowledge, reading);
  const generic = reading.kind === undefined || reading.unknown.length > 0;
  // A search about something unknown still gets what its modifiers ask, and the general
  // questions about an idea when nothing else fits.
  if (generic && reading.kind === undefined) {
    const concept = QUESTION_ROWS.find((row) => row.kind === 'concept' && row.facet === 'overview');
    if (concept && !reading.sides && rows.length === 0) rows.push(concept);
  }
  // "How does remote work work?" is English but reads as a slip: such questions are left out.
  // A kind's own questions only fill in after what the words ask: beside five questions of
  // the facets, only the kind's first three are kept, so its template crowds out less.
  const facetQuestions = unique(
    rows.filter((row) => row.facet !== 'overview').flatMap((row) => fillAll(row.questions, slots)),
  );
  const enough = facetQuestions.length >= MIN_QUESTIONS;
  let questions = unique(
    rows.flatMap((row) => {
      const filled = fillAll(row.questions, slots);
      if (row.facet !== 'overview' || !enough) return filled;
      // Three the facets have not asked already ("things to do in Lisbon" asks its own).
      const asked = new Set(facetQuestions.map((question) => question.toLowerCase()));
      return filled
        .filter((question) => !asked.has(question.toLowerCase()))
        .slice(0, KIND_QUESTIONS_BESIDE_FACETS);
    }),
  ).filter((question) => !DOUBLED.test(question));
  // The prompt asks for five questions at least: the general ones about an idea fill in.
  if (questions.length < MIN_QUESTIONS) {
    const concept = QUESTION_ROWS.find((row) => row.kind === 'concept' && row.facet === 'overview');
    questions = unique([...questions, ...fillAll(concept?.questions ?? [], slots)]);
  }
  // What searchers ask about the head's category (fees of a fund, side effects of a
  // treatment): after the first three of the search's own, before the kind's template.
  const aspect = aspectFor(knowledge, reading);
  const aspectSlots = articleFree(slots);
  const narrowed = (aspect?.questions ?? []).filter((pattern) =>
    Object.keys(SLOT_FACETS).some((slot) => pattern.includes(`{${slot}}`)),
  );
  const aspectQuestions = aspect
    ? fillAll(aspectPatterns(aspect.questions, reading), aspectSlots)
    : [];
  // The category's questions about what narrows the search ("Does acupuncture help with
  // fertility?") stand in for the general ones about it ("What is the best acupuncture for
  // fertility?").
  const superseded = new Set(
    rows
      .filter(
        (row) =>
          row.kind === '*' &&
          narrowed.some((pattern) =>
            Object.entries(SLOT_FACETS).some(
              ([slot, facet]) => facet === row.facet && pattern.includes(`{${slot}}`),
            ),
          ) &&
          fillAll(narrowed, aspectSlots).length > 0,
      )
      .flatMap((row) => fillAll(row.questions, slots)),
  );
  questions = questions.filter((question) => !superseded.has(question));
  // Their searches go too, but for the plain one ("acupuncture for fertility").
  const supersededSearches = new Set(
    rows
      .filter(
        (row) =>
          superseded.size > 0 &&
          row.kind === '*' &&
          Object.values(SLOT_FACETS).includes(row.facet) &&
          fillAll(row.questions, slots).some((question) => superseded.has(question)),
      )
      .flatMap((row) => fillAll((row.longTail ?? []).slice(1), slots))
      .map((item) => item.toLowerCase()),
  );
  if (aspectQuestions.length > 0) {
    const lead = questions.slice(0, superseded.size > 0 ? 0 : 3);
    questions = uniqueBeyondArticles([
      ...lead,
      ...aspectQuestions.slice(0, 3 + fillAll(narrowed, aspectSlots).length),
      ...questions.slice(lead.length),
    ]);
  }
  // A free thing's price is no question.
  if (reading.facets.includes('free'))
    questions = questions.filter((question) => !/\b(?:cost|price|charge)\b/i.test(question));
  const allQuestions = questions;
  questions = questions.slice(0, MAX_QUESTIONS);
  const terms = reading.unknown.length > 0 ? [] : findRelatedTerms(knowledge, reading);
  const keyword = reading.keyword.toLowerCase();
  // A search that names its place keeps it: "cheap hotels" is no search of hotels in Rome.
  const placed =
    reading.place !== undefined &&
    reading.kind !== 'place' &&
    !reading.phrase.after.includes(reading.place);
  const longTail = unique(
    rows
      .flatMap((row) =>
        fillAll(
          (row.longTail ?? []).filter(
            (pattern) => !placed || atPlace(pattern, slots).includes('{place}'),
          ),
          slots,
        ).slice(
          0,
          row.facet === 'overview' && (reading.facets.includes('alternatives') || rows[0]?.alone)
            ? 0
            : row.facet === 'overview' && enough
              ? 1
              : undefined,
        ),
      )
      .map((item) => item.toLowerCase()),
  )
    .flatMap((item, index) =>
      // The category's own searches ("robo advisor fees") after the first two of the rows'.
      index === 1 && aspect
        ? [
            item,
            ...fillAll(aspectPatterns(aspect.longTail ?? [], reading), aspectSlots).map((tail) =>
              tail.toLowerCase(),
            ),
          ]
        : [item],
    )
    .filter((item) => !reading.facets.includes('free') || !/\b(?:cost|prices?)\b/.test(item))
    // What is had online is not near: "online tutor near me" is no search.
    .filter((item) => !ONLINE.test(keyword) || !/\bnear me\b/.test(item))
    .filter((item, index, items) => items.indexOf(item) === index)
    .filter((item) => !supersededSearches.has(item))
    // A pattern that repeats the topic's last word says nothing: "job interview questions
    // questions".
    .filter((item) => item !== keyword && !DOUBLED.test(item))
    // A row's generic ending ("how to sleep better for beginners") obeys the same table.
    .filter((item) => fitsKind(item, reading));
  // Searches about any topic as a whole fill the list to the prompt's ten, the kind's first.
  // The searches that fit only some kinds come last of all, and only when the prompt's ten are
  // not reached otherwise.
  const choice = reading.facets.includes('choice');
  // A search for alternatives turns away from the topic: its kind's own searches ("payday loan
  // calculator") would steer back to what the searcher wants to avoid. A facet that makes the
  // page alone ("iceland ring road itinerary") has no use for "best ring road" either.
  const kindSearches =
    reading.facets.includes('alternatives') || rows[0]?.alone
      ? []
      : reading.kind
        ? (WHOLE_TOPIC_BY_KIND(reading.kind) ?? [])
        : UNKNOWN_KIND;
  // "what is a X" and "what is X" are one search.
  const key = (item: string) => item.replace(/\b(?:a|an|the) /g, '');
  const add = (item: string | undefined) => {
    if (
      item &&
      terms.length + longTail.length < MIN_KEYWORDS &&
      item !== keyword &&
      !DOUBLED.test(item) &&
      // A free thing's price is no search.
      !(reading.facets.includes('free') && /\b(?:cost|prices?|pricing)\b/.test(item)) &&
      !(ONLINE.test(keyword) && /\bnear me\b/.test(item)) &&
      !longTail.some((other) => key(other) === key(item))
    )
      longTail.push(item);
  };
  // Only the searches its kind or its words ask for: a search about any topic that does
  // not fit this one's kind ("migraine examples") is never a filler, not even the last.
  const fills = (pattern: string) => {
    // A task's searches are about doing it, not about the thing it is done to ("money").
    if (reading.action && /\{(?:a )?nps?\}/.test(pattern)) return false;
    // Two actions are no things: "buy alternatives" is no search.
    if (choice && /\{[xy]\}/.test(pattern) && !CHOICE_SEARCHES.includes(pattern)) return false;
    const kinds = WHOLE_TOPIC_KINDS[pattern];
    return (
      !kinds || kinds.includes(reading.kind) || (!reading.kind && UNKNOWN_KIND.includes(pattern))
    );
  };
  for (const pattern of [
    // Two terms told apart are not chosen between: no "when to choose" or cost of them.
    ...(choice
      ? CHOICE_SEARCHES
      : reading.sides && !reading.facets.includes('difference')
        ? VERSUS_SEARCHES
        : []),
    ...kindSearches,
  ])
    if (fills(pattern)) add(fillPattern(pattern, slots)?.toLowerCase());
  // Then the questions of its own rows in the words people search with ("how long does
  // sourdough starter keep"): they fit the topic, where endings about any topic may not.
  // A task's are about doing it: "what is money" is no search of saving money on groceries.
  for (const question of allQuestions) {
    const search = searchOf(question, reading.action !== undefined);
    if (!reading.action || search?.includes(reading.action.toLowerCase())) add(search);
  }
  for (const pattern of WHOLE_TOPIC)
    if (fills(pattern)) add(fillPattern(pattern, slots)?.toLowerCase());
  const related = [
    ...terms.map((term) => ({ keyword: term.term, kind: 'related term' as const })),
    ...longTail.map((item) => ({ keyword: item, kind: 'long-tail' as const })),
  ];
  const subject = reading.action ? `how to ${reading.action}` : (slots['a np'] ?? reading.keyword);
  // Questions are in the searcher's words ("my credit score"), angles in the writer's ("your").
  const writerSlots = slots.vp ? { ...slots, vp: slots.vp.replace(/\bmy\b/, 'your') } : slots;
  const angles = unique(rows.flatMap((row) => fillAll(row.angles ?? [], writerSlots))).slice(
    0,
    MAX_ANGLES - 1,
  );
  if (angles.length < 2)
    angles.push(
      `Original evidence on ${subject}: a small test, survey or measurement of your own, with the method and date stated.`,
    );
  const glossary = terms.slice(0, 3).map((term) => term.term);
  angles.push(
    terms.length >= 3
      ? `A glossary: ${glossary.join(', ')} and the other terms a reader of a page about ${subject} meets, each defined in one quotable sentence.`
      : `An FAQ page that answers each question below in its first sentence, with a named source for every figure.`,
  );
  return {
    reading,
    slots,
    questions,
    related: related.slice(0, MAX_KEYWORDS),
    terms,
    angles,
    rows,
  };
}

function describeSense(knowledge: TopicKnowledge, reading: TopicReading): string | undefined {
  const { lexicon } = knowledge;
  const head = reading.head;
  if (!head || !reading.kind) return undefined;
  const parent = lexicon.related(head.synset, 'hypernym', 'instanceHypernym')[0];
  const synonyms = lexicon
    .members(head.synset)
    .filter((member) => member.toLowerCase() !== head.lemma)
    .slice(0, 2);
  const shown = render(reading.phrase, 'typed');
  // A "password manager" is software though WordNet's manager is a person: the person is no
  // reading of the topic, and is not shown as one.
  if (reading.kind === 'software' && head.lexfile === 'noun.person')
    return `Topic read as: ${shown}, ${KIND_NAMES[reading.kind]}.`;
  // A phrase WordNet has no entry for ("meal prep", "sourdough starter") is read through its
  // last word, whose commonest senses are often of another domain (homework, an appetizer),
  // and a word the topic's other words do not decide among its senses is a guess: of either,
  // only the kind is claimed, not a sense of the word.
  const whole = head.lemma === reading.phrase.headLemma && reading.phrase.before.length === 0;
  if (!reading.sides && (!whole || head.certain === false))
    return `Topic read as: ${shown}, ${KIND_NAMES[reading.kind]}.`;
  return `Topic read as: ${reading.sides ? reading.sides.join(' and ') : shown}, ${KIND_NAMES[reading.kind]}${
    parent ? ` (“${head.lemma}” as a kind of ${lexicon.members(parent)[0]}` : ` (“${head.lemma}”`
  }${synonyms.length > 0 ? `, also called ${synonyms.map((word) => `“${word}”`).join(' or ')}` : ''}).`;
}

function quoteList(words: readonly string[]): string {
  const quoted = words.map((word) => `“${word}”`);
  return quoted.length <= 1
    ? (quoted[0] ?? '')
    : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

function formatResearch(knowledge: TopicKnowledge, research: Research, keyword: string): string {
  const { reading, slots, questions, related, angles, terms } = research;
  const facet =
    reading.facets.find((item) => GOAL_FACETS.includes(item)) ?? reading.facets[0] ?? 'overview';
  const readerSlots = slots.vp ? { ...slots, vp: slots.vp.replace(/\bmy\b/, 'their') } : slots;
  const kindGoal =
    facet === 'overview' && reading.kind && reading.facets.length === 1
      ? KIND_INTENTS[reading.kind]
      : undefined;
  const rowGoal = research.rows.find((row) => row.facet === facet)?.goal;
  const aspectGoal = aspectFor(knowledge, reading)?.goal;
  const goalPattern =
    facet === 'local' && reading.place
      ? 'people want {nps} in {place}: where, what it costs and how to book'
      : aspectGoal && fillPattern(aspectGoal, readerSlots)
        ? aspectGoal
        : rowGoal && fillPattern(rowGoal, readerSlots)
          ? rowGoal
          : kindGoal && kindGoal.intent === reading.intent
            ? kindGoal.goal
            : FACET_GOALS[
                facet === 'audience' &&
                reading.audience &&
                CHILDREN.has(reading.audience) &&
                !['occupation', 'person', 'business', 'organization'].includes(reading.kind ?? '')
                  ? 'children'
                  : facet
              ];
  // The words that narrow the search stay in its goal: "electrolyte drinks for hangovers",
  // not any electrolyte drink, when the goal does not already name them.
  const narrowing = [
    reading.cap && !goalPattern.includes('{cap}') ? reading.cap : undefined,
    reading.audience && !goalPattern.includes('{aud}') && facet !== 'among'
      ? `for ${reading.audience}`
      : undefined,
    reading.condition &&
    !goalPattern.includes('{cond}') &&
    // The condition that is the topic ("back pain relief") is not said twice.
    readerSlots.np?.toLowerCase() !== reading.condition.toLowerCase()
      ? `for ${reading.condition}`
      : undefined,
    reading.platform && !goalPattern.includes('{platform}') ? `for ${reading.platform}` : undefined,
    // What a thing bought is for ("neck pillow for travel") narrows the choice.
    reading.purpose &&
    !goalPattern.includes('{purpose}') &&
    ['compare', 'price', 'buy', 'cap', 'free'].includes(facet)
      ? `for ${reading.purpose}`
      : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const goalSlots: Slots =
    narrowing && goalPattern.includes('{cue}') && readerSlots.cue
      ? { ...readerSlots, cue: `${readerSlots.cue} ${narrowing}` }
      : narrowing && !reading.action
        ? {
            ...readerSlots,
            ...(readerSlots.np ? { np: `${readerSlots.np} ${narrowing}` } : {}),
            ...(readerSlots.nps ? { nps: `${readerSlots.nps} ${narrowing}` } : {}),
            ...(readerSlots['a np'] ? { 'a np': `${readerSlots['a np']} ${narrowing}` } : {}),
          }
        : readerSlots;
  const goal =
    fillPattern(goalPattern, goalSlots) ?? fillPattern(FACET_GOALS.overview, readerSlots) ?? '';
  const lines = [`AI keyword research: ${keyword}`, '', '1. SEARCH INTENT'];
  const generic = goalPattern === FACET_GOALS.overview;
  const facetName =
    facet === 'overview' ? (generic ? ' (generic)' : '') : ` (${facet.replaceAll('-', ' ')})`;
  lines.push(
    `Primary intent: ${INTENT_NAMES[reading.intent]}${facetName}: ${goal.charAt(0).toLowerCase()}${goal.slice(1)}.`,
  );
  const secondary = reading.sides
    ? kindIs(reading.kind, 'bought')
      ? ([
          'transactional',
          `once they have chosen, they look for the best price on ${reading.sides.join(' or ')}`,
        ] as const)
      : ([
          'informational',
          'once they have chosen, they look for how to get started with their choice',
        ] as const)
    : research.rows[0]?.secondary
      ? research.rows[0].secondary
      : reading.kind &&
          !research.rows[0]?.alone &&
          // A place is booked whatever is asked of it.
          (THING_FACETS.has(facet) || reading.kind === 'place')
        ? SECONDARY_BY_KIND(reading.kind)
        : undefined;
  // A secondary intent is another one: not the primary said twice.
  if (secondary && secondary[0] !== reading.intent) {
    const text = fillPattern(secondary[1], slots) ?? secondary[1];
    lines.push(
      `Secondary intent: ${secondary[0]}, ${text.charAt(0).toLowerCase()}${text.slice(1)}.`,
    );
  }
  const sense = describeSense(knowledge, reading);
  if (sense) lines.push(sense);
  const unknown = reading.unknown;
  if (unknown.length > 0)
    lines.push(
      say(NOTES.unknown, {
        words: quoteList(unknown),
        be: unknown.length === 1 ? 'is' : 'are',
        them: unknown.length === 1 ? 'it' : 'them',
      }),
    );
  else if (reading.otherSense)
    lines.push(
      say(NOTES.otherSense, { ...reading.otherSense, kind: KIND_NAMES[reading.otherSense.kind]! }),
    );
  else if (!reading.kind) lines.push(NOTES.generic);
  lines.push(NOTES.noData);
  // Said plainly rather than padded: the list below is patterns, not terms of the topic.
  if (terms.length === 0 && unknown.length === 0 && !reading.otherSense && reading.kind)
    lines.push(NOTES.noTerms);
  lines.push('', '2. RELATED KEYWORDS');
  for (const item of related) lines.push(`- ${item.keyword} (${item.kind})`);
  lines.push('', '3. CONTENT ANGLES');
  for (const [index, angle] of angles.entries()) lines.push(`${index + 1}. ${angle}`);
  lines.push('', '4. QUESTIONS PEOPLE ASK');
  for (const question of questions) lines.push(`- ${question}`);
  lines.push('', '5. OPTIMIZATION TIPS');
  const named = terms.slice(0, 3).map((term) => `“${term.term}”`);
  const tipValues = { topic: keyword, terms: named.join(', ') };
  const asked = Object.fromEntries(
    questions.slice(0, 3).map((question, index) => [`q${index}`, question]),
  );
  const tips = [
    ...NOTES.tipsBefore,
    terms.length >= 2 ? NOTES.tipTerms : NOTES.tipNoTerms,
    'Back every claim with a statistic or a quotation from a named, dated source.',
    reading.facets.includes('local') && reading.intent === 'navigational'
      ? TIPS.navigational
      : TIPS[reading.intent === 'navigational' ? 'informational' : reading.intent],
    // Google shows FAQ rich results only for a few government and health sites since 2023:
    // the questions help because they are answered, not because of the markup.
    'Add an FAQ section with the questions above, each answered in its first sentence.',
  ].map((tip) => say(tip, { ...tipValues, ...asked }));
  for (const tip of tips) lines.push(`- ${tip}`);
  return `${lines.join('\n')}\n`;
}

/**
 * Said instead of research when no word of the keyword is known: not in the English lexicon,
 * not a word that says an intent, and not German, French or Spanish.
 */
export function formatUnknownTopic(keyword: string): string {
  return NOTES.unknownTopic.map((line) => say(line, { keyword })).join('\n');
}

function formatForeign(keyword: string, language: keyof typeof LANGUAGES): string {
  const reading = readForeign(language, keyword);
  const table = LANGUAGES[language];
  const questions = foreignQuestions(reading).slice(0, MAX_QUESTIONS);
  const longTail = foreignLongTail(reading).slice(0, MAX_KEYWORDS);
  const intent: SearchIntent =
    reading.facet === 'compare' || reading.facet === 'price' || reading.facet === 'alternatives'
      ? 'commercial'
      : reading.facet === 'buy'
        ? 'transactional'
        : reading.facet === 'local'
          ? 'navigational'
          : 'informational';
  const values: Record<string, string> = {
    keyword,
    language: table.name,
    code: language,
    question: questions[0] ?? '',
    goal: (FOREIGN_GOALS[reading.facet] ?? '').replace('{topic}', reading.topic),
    intent: INTENT_NAMES[intent],
    facet: reading.facet === 'overview' ? '' : ` (${reading.facet.replace('-', ' ')})`,
  };
  return texts.foreignResearch
    .flatMap((line) =>
      line === '{related}'
        ? longTail.map((item) => `- ${item} (long-tail)`)
        : line === '{questions}'
          ? questions.map((question) => `- ${question}`)
          : [say(line, values)],
    )
    .join('\n');
}

/**
 * The builtin keyword research (DESIGN §4): the intent from the whole keyword's words, the
 * topic's kind, senses and related terms from WordNet 3.1 and the word vectors, questions
 * from one table keyed by kind and intent. Deterministic; it looks nothing up online, and says
 * which words it does not know.
 */
export function researchTopic(keyword: string, knowledge: TopicKnowledge): string {
  const cleaned = (typeof keyword === 'string' ? keyword : '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/^["'“”‘’\s]+|["'“”‘’\s?!.]+$/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_KEYWORD_WORDS)
    .join(' ');
  if (!cleaned || !/[\p{L}\p{N}]/u.test(cleaned)) return EMPTY_KEYWORD_MESSAGE;
  const words = cleaned.toLowerCase().split(' ');
  const reading = readTopic(knowledge, cleaned);
  const content = reading.known.length + reading.unknown.length;
  const english = words.filter(
    (word) =>
      FUNCTION_WORDS.has(word) ||
      Object.hasOwn(LEADING_CUES, word) ||
      Object.hasOwn(TRAILING_CUES, word) ||
      knowledge.lexicon.has(word) ||
      knowledge.lexicon.has(word.replace(/e?s$/, '')) ||
      // English words WordNet lacks ("homeschooling", "ecommerce") are in the vectors.
      (knowledge.vectors.has(word) && !/[^a-z'-]/.test(word)),
  ).length;
  const language = detectForeign(words, english, knowledge.languages(cleaned));
  if (language) return formatForeign(cleaned, language);
  const saysIntent =
    reading.facets.some((facet) => facet !== 'overview' && facet !== 'local') ||
    (reading.facets.includes('local') && reading.known.length > 0);
  // A word WordNet lacks that is two English nouns run together ("webhooks": web, hook) is a
  // term of some trade, explained as one; letters that make no words are not guessed at.
  if (
    reading.known.length === 0 &&
    !saysIntent &&
    reading.kind === undefined &&
    reading.unknown.length === 1 &&
    words.length === 1 &&
    isRunTogether(knowledge, reading.unknown[0]!)
  ) {
    reading.kind = 'term';
    // "webhooks" is the plural of a run-together "webhook".
    if (/[^s]s$/.test(words[0]!) && isRunTogether(knowledge, words[0]!.slice(0, -1)))
      reading.phrase = { ...reading.phrase, plural: true, counted: true };
  } else if (reading.known.length === 0 && !saysIntent) return formatUnknownTopic(cleaned);
  if (content === 0 && !reading.sides) return formatUnknownTopic(cleaned);
  return withTypedCase(
    formatResearch(knowledge, buildResearch(knowledge, reading), cleaned),
    cleaned,
  );
}

/** Whether a word is two nouns of three letters or more run together, in the singular. */
function isRunTogether(knowledge: TopicKnowledge, word: string): boolean {
  const singular = /[^s]s$/.test(word) && word.length > 7 ? word.slice(0, -1) : word;
  const isNoun = (part: string) => knowledge.lexicon.senses(part, 'noun').length > 0;
  for (let cut = 3; cut <= singular.length - 3; cut += 1)
    if (isNoun(singular.slice(0, cut)) && isNoun(singular.slice(cut))) return true;
  return false;
}

/**
 * Names the searcher typed with capitals ("HubSpot", "APA", "iPhone") are written so in the
 * sentences and questions; the searches (lowercase, as typed into a search box) are left.
 */
function withTypedCase(text: string, keyword: string): string {
  const typed = keyword
    .split(' ')
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, ''))
    .filter(
      (word) =>
        /\p{Lu}/u.test(word) && word.length > 1 && word !== word[0] + word.slice(1).toLowerCase(),
    );
  if (typed.length === 0) return text;
  return text
    .split('\n')
    .map((line) =>
      / \((?:long-tail|related term)\)$/.test(line) || line.startsWith('AI keyword research:')
        ? line
        : typed.reduce(
            (written, word) =>
              written.replace(
                new RegExp(
                  `(?<![\\p{L}\\p{N}])${word.replace(/[+#]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
                  'giu',
                ),
                word,
              ),
            line,
          ),
    )
    .join('\n');
}

export type { TopicKnowledge } from './topic-knowledge.ts';
