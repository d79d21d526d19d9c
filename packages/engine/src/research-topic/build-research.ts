import { baseOfGerund } from '../passages/base-of-gerund.ts';
import type { WordVectors } from '../semantic/word-vectors.ts';
import { ART_FORM_PHRASES, isArtForm } from './art-form.ts';
import { CELEBRATION_PHRASES, isCelebration } from './celebration.ts';
import { chooseAlternative, rivalKeyword, suitsProduct } from './choose-alternative.ts';
import {
  classifyTopic,
  kindOfWord,
  namesBusinessesInAPlace,
  singularOf,
  type TopicKind,
} from './classify-topic.ts';
import { DIET_PHRASES, isDiet } from './diet.ts';
import { findRelatedTerms, knowsTogether } from './find-related-terms.ts';
import { HEALTH_CONDITION_PHRASES, isHealthCondition } from './health-condition.ts';
import { isNamedSoftware, isSoftwareByMeaning } from './is-software.ts';
import { isService, isUsedNotKept, SERVICE_PHRASES, USED_PRODUCT_PHRASES } from './kept-or-used.ts';
import { KIND_PHRASES, SOFTWARE_PHRASES, SOFTWARE_TOPIC } from './kind-phrases.ts';
import { isLegalMatter, LEGAL_PHRASES } from './legal-matter.ts';
import { hasMassHead, isPluralForm } from './mass-noun.ts';
import { isNutrient, NUTRIENT_PHRASES } from './nutrient.ts';
import { isOuting, OUTING_PHRASES } from './outing.ts';
import { fillPhrase, phraseTopic, type TopicPhrase } from './phrase-topic.ts';
import { isPlanningPractice, PLANNING_PHRASES } from './planning-practice.ts';
import { isProgrammingLanguage, LANGUAGE_PHRASES } from './programming-language.ts';
import { QUESTION_PHRASES, type QuestionKeyword, readQuestion } from './question-keyword.ts';
import { isTask, readIntent, readTopic, type SearchIntent } from './read-intent.ts';
import { type KeywordShape, readShape, withArticle } from './read-keyword.ts';
import {
  AUDIENCE_PHRASES,
  AUDIENCE_PRACTICE_PHRASES,
  COMPARISON_PHRASES,
  LOCAL_PHRASES,
  TASK_PHRASES,
} from './shape-phrases.ts';
import { siblingCompounds } from './sibling-compounds.ts';
import { isSportingEvent, SPORTING_EVENT_PHRASES } from './sporting-event.ts';

export interface TopicResearch {
  keyword: string;
  topic: string;
  /** What a page on the keyword is about, as a noun phrase: "how to learn python". */
  subject: string;
  kind: TopicKind;
  intent: SearchIntent;
  isTask: boolean;
  shape: KeywordShape;
  /** The topic words the shipped knowledge knows; none means the topic is unknown. */
  knownWords: string[];
  /**
   * The topic's words the vectors do not know ("kubernetes" in "kubernetes ingress"). Without
   * them the known words alone may mean something else (water ingress), so research stops.
   */
  unknownWords: string[];
  /**
   * False when the vectors know each word of a compound but do not relate them ("container
   * orchestration"): research on the words would be about shipping boxes and orchestras.
   */
  knownTogether: boolean;
  related: { keyword: string; kind: string }[];
  angles: string[];
  questions: string[];
}

const RELATED_TERMS = 10;
/** Neighbours searched for multi-word terms made from the topic (sibling-compounds.ts). */
const COMPOUND_CANDIDATES = 40;
/** Candidates beyond the ten shown, so that terms left out for a product can be replaced. */
const EXTRA_CANDIDATES = 6;
const MAX_RELATED = 15;
const MIN_RELATED = 10;
/**
 * Searches about any topic as a whole, for when the word vectors know too few terms of a
 * compound ("sourdough starter", "container orchestration") to fill the list: better these
 * than terms about one of its words.
 */
const WHOLE_TOPIC_PHRASES = [
  '{t} guide',
  '{t} tips',
  '{t} for beginners',
  '{t} mistakes',
  '{t} checklist',
  '{t} basics',
  '{t} glossary',
  '{t} questions',
];
const MAX_QUESTIONS = 8;
const MAX_ANGLES = 4;

/** Words that carry no topic: articles, prepositions and the task verbs' helpers. */
const FUNCTION_WORDS = new Set(
  'a an the of for to in on at by with from and or vs versus my your our their i me you do does how what why when where who which is are be can should near best top'.split(
    ' ',
  ),
);

/** The topic's words that carry it (lowercase, in reading order): no function words or numbers. */
function readTopicWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((word) => word.length > 1 && !FUNCTION_WORDS.has(word) && !/^\p{N}/u.test(word));
}

/** The topic's words that the word vectors know, in reading order (lowercase). */
export function readKnownWords(vectors: WordVectors, text: string): string[] {
  return readTopicWords(text).filter((word) => vectors.has(word));
}

/**
 * A keyword typed in title case ("Cold Brew Coffee") is folded to lowercase, keeping acronyms
 * ("SEO"); otherwise words are kept as typed, so names ("Tesla", "iPhone 15") stay names.
 */
function normaliseCase(topic: string): string {
  const words = topic.split(' ');
  const isTitleCase = words.length > 1 && words.every((word) => /^[\p{Lu}\p{N}]/u.test(word));
  if (!isTitleCase) return topic;
  return words
    .map((word) => (/^\p{Lu}[\p{Ll}'’-]*$/u.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

function fillAll(templates: readonly string[], values: Record<string, string>): string[] {
  return templates.map((template) => {
    const filled = template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
    return (filled.charAt(0).toUpperCase() + filled.slice(1)).replace(/\s+/g, ' ').trim();
  });
}

/** Kinds that are done, eaten or understood rather than bought. */
const PRACTICE_KINDS: ReadonlySet<TopicKind> = new Set(['practice', 'food', 'concept']);

/** Phrases of the keyword's shape, or of its kind for a plain topic. */
function phrasesFor(
  vectors: WordVectors,
  knownWords: readonly string[],
  shape: KeywordShape,
  task: boolean,
  topic: string,
  phrase: TopicPhrase,
  kind: TopicKind,
): { longTail: string[]; questions: string[]; angles: string[]; relatedQuestion?: string } {
  if (shape.kind === 'comparison') {
    const [x, y] = shape.sides.map((side) => normaliseCase(readTopic(side))) as [string, string];
    return {
      longTail: fillAll(COMPARISON_PHRASES.longTail, { x, y }).map((item) => item.toLowerCase()),
      questions: fillAll(COMPARISON_PHRASES.questions, { x, y }),
      angles: fillAll(COMPARISON_PHRASES.angles, { x, y }),
    };
  }
  if (shape.kind === 'local') {
    const values = { t: topic, p: shape.place, a: withArticle(topic) };
    return {
      longTail: fillAll(LOCAL_PHRASES.longTail, values).map((item) => item.toLowerCase()),
      questions: fillAll(
        kind === 'food' ? LOCAL_PHRASES.foodQuestions : LOCAL_PHRASES.questions,
        values,
      ),
      angles: fillAll(LOCAL_PHRASES.angles, values),
    };
  }
  if (shape.kind === 'segment') {
    const audience = PRACTICE_KINDS.has(kind) ? AUDIENCE_PRACTICE_PHRASES : AUDIENCE_PHRASES;
    const values = {
      t: topic,
      aud: withArticle(normaliseCase(shape.audience)),
      is: phrase.isPlural ? 'are' : 'is',
      does: phrase.isPlural ? 'do' : 'does',
    };
    return {
      longTail: fillAll(audience.longTail, values).map((item) => item.toLowerCase()),
      questions: fillAll(audience.questions, values),
      angles: fillAll(audience.angles, values),
    };
  }
  if (task) {
    const values = { t: topic };
    return {
      longTail: fillAll(TASK_PHRASES.longTail, values).map((item) => item.toLowerCase()),
      questions: fillAll(TASK_PHRASES.questions, values),
      angles: fillAll(TASK_PHRASES.angles, values),
    };
  }
  const isSoftware =
    kind === 'product' &&
    (SOFTWARE_TOPIC.test(topic) ||
      isSoftwareByMeaning(vectors, knownWords) ||
      isNamedSoftware(vectors, knownWords));
  // A business people hire is no software, though "law" and "firm" lie near "program".
  const phrases =
    kind === 'practice' && isProgrammingLanguage(vectors, knownWords)
      ? LANGUAGE_PHRASES
      : kind === 'concept' && isSportingEvent(vectors, knownWords)
        ? SPORTING_EVENT_PHRASES
        : kind === 'practice' && isDiet(vectors, knownWords)
          ? DIET_PHRASES
          : kind === 'concept' && isCelebration(vectors, knownWords)
            ? CELEBRATION_PHRASES
            : kind === 'concept' && isLegalMatter(vectors, knownWords)
              ? LEGAL_PHRASES
              : kind === 'product' && isService(knownWords)
                ? SERVICE_PHRASES
                : isSoftware
                  ? SOFTWARE_PHRASES
                  : kind === 'concept' && isArtForm(vectors, knownWords)
                    ? ART_FORM_PHRASES
                    : kind === 'concept' && isHealthCondition(vectors, knownWords)
                      ? HEALTH_CONDITION_PHRASES
                      : kind === 'practice' && isOuting(vectors, knownWords)
                        ? OUTING_PHRASES
                        : kind === 'practice' && isPlanningPractice(vectors, knownWords)
                          ? PLANNING_PHRASES
                          : kind === 'food' && isNutrient(vectors, knownWords)
                            ? NUTRIENT_PHRASES
                            : kind === 'product' && isUsedNotKept(vectors, knownWords)
                              ? USED_PRODUCT_PHRASES
                              : KIND_PHRASES[kind];
  const free = phrase.withArticle === phrase.text || phrase.isPlural ? 'free' : 'a free';
  const fill = (template: string) => fillPhrase(template.replaceAll('{free}', free), phrase);
  return {
    longTail: phrases.longTail.map((template) =>
      fillPhrase(template, phrase, '', { startsSentence: false }),
    ),
    questions: phrases.questions.map(fill),
    angles: phrases.angles.map(fill),
    ...(phrases.relatedQuestion ? { relatedQuestion: phrases.relatedQuestion } : {}),
  };
}

/**
 * The words whose terms the research looks for. A program named by what it does to its
 * modifier ("password manager") is software about the modifier, and its head says only the
 * kind: read alone, "manager" is a person or a company, and terms near both words were about
 * offices and users ("server", "user", "database", "customer"), not passwords. Such a head, a
 * doer noun the vectors read as no product, is read as "program", which brings
 * "authentication", "encryption" and "firewall".
 */
function termWords(
  vectors: WordVectors,
  knownWords: readonly string[],
  kind: TopicKind,
  topic: string,
): readonly string[] {
  if (kind !== 'product' || knownWords.length < 2) return knownWords;
  const head = knownWords.at(-1)!;
  const isSoftware = SOFTWARE_TOPIC.test(topic) || isSoftwareByMeaning(vectors, knownWords);
  if (!isSoftware || !/(?:er|or)$/.test(head) || kindOfWord(vectors, head) === 'product')
    return knownWords;
  return [...knownWords.slice(0, -1), 'program'];
}

/**
 * "barcelona hotels": a place and a kind of business in it, read as a search for one of
 * those businesses there ("Where is the best hotel in Barcelona?"), as "hotels in Barcelona"
 * is read. The business is named in the singular, as one is chosen and booked.
 */
function businessesInAPlace(
  vectors: WordVectors,
  topic: string,
): { shape: KeywordShape; topic: string } | null {
  const words = topic.split(' ');
  if (
    !namesBusinessesInAPlace(
      vectors,
      words.map((word) => word.toLowerCase()),
    )
  )
    return null;
  const plural = words.at(-1)!;
  const singular = singularOf(vectors, plural.toLowerCase());
  const place = words
    .slice(0, -1)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
  return { shape: { kind: 'local', place: `in ${place}` }, topic: singular ?? plural };
}

/**
 * A gerund followed by an article or a possessive is a verb with its object ("cleaning the
 * oven"), read as the task it names ("clean the oven"): it was a food ("How do you make
 * cleaning the oven at home?").
 */
const GERUND_WITH_OBJECT = /^(\p{L}+ing)\s+((?:the|a|an|my|your|our|their)\s+.+)$/iu;

function asTask(vectors: WordVectors, topic: string): string {
  const match = GERUND_WITH_OBJECT.exec(topic);
  if (!match) return topic;
  const base = baseOfGerund(match[1]!.toLowerCase());
  if (!base) return topic;
  const verb = [base, `${base}e`].find((form) => vectors.has(form) && isTask(form));
  return verb ? `${verb} ${match[2]}` : topic;
}

function singularHead(vectors: WordVectors, topic: string): string {
  const words = topic.split(' ');
  const head = words.at(-1)!;
  if (!isPluralForm(vectors, head.toLowerCase())) return topic;
  const singular = singularOf(vectors, head.toLowerCase());
  return singular ? [...words.slice(0, -1), singular].join(' ') : topic;
}

/**
 * An outing counted one at a time takes its article ("How do I plan a road trip?"); one
 * named by an activity does not ("budget travel"). The vectors know a counted outing's plural
 * nearly as well as the noun ("trip" 1,204th, "trips" 4,435th; "vacation" and "vacations"
 * 5,002nd and 14,008th), the activity's plural less ("travel" 1,053rd, "travels" 6,202nd).
 */
const MAX_OUTING_PLURAL_RATIO = 5;

function takesArticleAsOuting(
  vectors: WordVectors,
  knownWords: readonly string[],
  isPlural: boolean,
): boolean {
  const head = knownWords.at(-1);
  if (!head || isPlural || !isOuting(vectors, knownWords)) return false;
  const rank = vectors.rank(head);
  const pluralRank = vectors.rank(`${head}s`);
  return (
    rank !== undefined && pluralRank !== undefined && pluralRank <= rank * MAX_OUTING_PLURAL_RATIO
  );
}

/** The topic itself: the keyword without its modifiers, comparison, place or audience. */
function readTopicOf(keyword: string, shape: KeywordShape): string {
  if (shape.kind === 'comparison') return `${shape.sides[0]} vs ${shape.sides[1]}`;
  if (shape.kind === 'local')
    return readTopic(
      keyword
        .replace(shape.place, ' ')
        .replace(/\b(?:nearby|near by|open now|close to me|around me)\b/gi, ' '),
    );
  if (shape.kind === 'segment') return readTopic(keyword.split(/\s+for\s+/i)[0] ?? keyword);
  return readTopic(keyword).replace(/^(?:a|an|the)\s+/i, '');
}

/**
 * Research for a keyword typed as a question: the question itself first, then what readers
 * of its answer ask next; related terms from the words of its topic.
 */
function buildQuestionResearch(
  keyword: string,
  asked: QuestionKeyword,
  vectors: WordVectors,
): TopicResearch {
  const topicWords = readTopicWords(asked.topicText);
  const knownWords = topicWords.filter((word) => vectors.has(word));
  const unknownWords = topicWords.filter((word) => !vectors.has(word));
  const values = {
    q: asked.clause,
    Q: asked.question,
    k: asked.question.slice(0, -1).toLowerCase(),
  };
  const terms = findRelatedTerms(vectors, knownWords, RELATED_TERMS).map(({ term }) => term);
  const related = [
    ...terms.map((term) => ({ keyword: term, kind: 'related term' })),
    ...fillAll(QUESTION_PHRASES.longTail, values).map((item) => ({
      keyword: item.toLowerCase(),
      kind: 'long-tail',
    })),
  ].slice(0, MAX_RELATED);
  const angles = fillAll(QUESTION_PHRASES.angles, values);
  angles.push(
    terms.length >= 3
      ? `A glossary: ${terms.slice(0, 3).join(', ')} and the other terms a reader of the answer meets, each defined in one quotable sentence.`
      : 'A glossary of the terms a reader of the answer meets, each defined in one quotable sentence.',
  );
  return {
    keyword,
    topic: asked.clause,
    subject: asked.clause,
    kind: 'concept',
    intent: 'informational',
    isTask: false,
    shape: { kind: 'plain' },
    knownWords,
    unknownWords,
    knownTogether: knownWords.length < 2 || knowsTogether(vectors, knownWords),
    related,
    angles: angles.slice(0, MAX_ANGLES),
    questions: fillAll(QUESTION_PHRASES.questions, values).slice(0, MAX_QUESTIONS),
  };
}

/**
 * Research for one keyword: its intent and shape from its modifiers, its kind and related
 * terms from the shipped word vectors. Same keyword, same text.
 */
export function buildResearch(keyword: string, vectors: WordVectors): TopicResearch {
  const intent = readIntent(keyword);
  const folded = normaliseCase(keyword);
  const asked = readQuestion(vectors, folded);
  if (asked) return buildQuestionResearch(keyword, asked, vectors);
  const typedShape = readShape(folded);
  const typedTopic = normaliseCase(readTopicOf(folded, typedShape)).replace(/\s+/g, ' ').trim();
  const businesses = typedShape.kind === 'plain' ? businessesInAPlace(vectors, typedTopic) : null;
  const shape = businesses?.shape ?? typedShape;
  // One business is chosen in a place: "Where is the best dentist in Leeds?", not "the best
  // dentists".
  const topic = asTask(
    vectors,
    businesses?.topic ?? (shape.kind === 'local' ? singularHead(vectors, typedTopic) : typedTopic),
  );
  // "how to tie a tie" says it is a task whatever its verb.
  const task = shape.kind === 'plain' && (isTask(topic) || /^how to\s/i.test(folded.trim()));
  const topicWords = readTopicWords(task ? topic.replace(/^\S+\s*/, '') || topic : topic);
  const knownWords = topicWords.filter((word) => vectors.has(word));
  const unknownWords = topicWords.filter((word) => !vectors.has(word));
  const kind = classifyTopic(vectors, knownWords);
  const namedSoftware = kind === 'product' && isNamedSoftware(vectors, knownWords);
  const counted = phraseTopic(topic, kind);
  // A program known by its name takes no article: "What is linux?", not "What is a linux?";
  // nor does a service named by a mass noun: "What is web hosting?".
  const phrase =
    namedSoftware || hasMassHead(vectors, knownWords)
      ? { ...counted, withArticle: counted.text }
      : kind === 'practice' &&
          (takesArticleAsOuting(vectors, knownWords, counted.isPlural) ||
            (isDiet(vectors, knownWords) && !counted.isPlural))
        ? {
            ...counted,
            withArticle: `${/^[aeiou]/i.test(counted.text) ? 'an' : 'a'} ${counted.text}`,
          }
        : counted;
  const phrases = phrasesFor(vectors, knownWords, shape, task, topic, phrase, kind);
  const terms = findRelatedTerms(
    vectors,
    termWords(vectors, knownWords, kind, topic),
    RELATED_TERMS + EXTRA_CANDIDATES,
    {
      skipFirstNames: kind === 'person',
      // The vectors are lowercase and cannot tell "camus" the writer from a common noun, so
      // terms are shown as the model knows them.
    },
  )
    .map(({ term }) => term)
    .filter((term) => suitsProduct(vectors, knownWords, kind, term))
    .slice(0, RELATED_TERMS);
  // Multi-word terms first ("jazz pianist", "jazz vocalist"), as people search them; then
  // single words, ten terms in all. A person's name makes no such compounds.
  const compounds =
    kind === 'person'
      ? []
      : siblingCompounds(
          vectors,
          knownWords,
          findRelatedTerms(vectors, knownWords, COMPOUND_CANDIDATES, {
            keepHeadSiblings: true,
          }).map(({ term }) => term),
        );
  const shownTerms = [
    ...compounds,
    ...terms.filter((term) => !compounds.some((compound) => compound.endsWith(` ${term}`))),
  ].slice(0, RELATED_TERMS);
  const alternative = chooseAlternative(vectors, knownWords, kind, terms);
  const rival =
    shape.kind === 'plain' ? rivalKeyword(vectors, knownWords, topic, alternative) : null;
  const related = [
    ...shownTerms.map((term) => ({ keyword: term, kind: 'related term' })),
    ...(rival ? [{ keyword: rival, kind: 'long-tail' }] : []),
    ...phrases.longTail.map((item) => ({ keyword: item, kind: 'long-tail' })),
  ]
    .filter((item) => item.keyword.toLowerCase() !== keyword.toLowerCase())
    .slice(0, MAX_RELATED);
  for (const template of WHOLE_TOPIC_PHRASES) {
    if (related.length >= MIN_RELATED) break;
    const item = fillPhrase(template, phrase, '', { startsSentence: false });
    if (!related.some((known) => known.keyword.toLowerCase() === item.toLowerCase()))
      related.push({ keyword: item, kind: 'long-tail' });
  }
  const questions = [...phrases.questions];
  if (phrases.relatedQuestion && alternative)
    questions.push(fillPhrase(phrases.relatedQuestion, phrase, alternative));
  const subject = task ? `how to ${topic}` : phrase.withArticle;
  const angles = [...phrases.angles];
  angles.push(
    terms.length >= 3
      ? `A glossary: ${terms.slice(0, 3).join(', ')} and the other terms a reader of a page about ${subject} meets, each defined in one quotable sentence.`
      : `A glossary of the terms a reader of a page about ${subject} meets, each defined in one quotable sentence.`,
  );
  if ((intent === 'commercial' || intent === 'transactional') && shape.kind === 'plain')
    angles.push(
      `A comparison table of the leading ${phrase.text} options, with prices and the date they were checked.`,
    );
  return {
    keyword,
    topic: phrase.text,
    subject,
    kind,
    intent,
    isTask: task,
    shape,
    knownWords,
    unknownWords,
    // A last word that names software ("budgeting app") says what the topic is, and the
    // software phrases fit it even when the vectors do not relate "budgeting" and "app".
    knownTogether: knowsTogether(vectors, knownWords) || SOFTWARE_TOPIC.test(topic),
    related,
    angles: angles.slice(0, MAX_ANGLES),
    questions: questions.slice(0, MAX_QUESTIONS),
  };
}
