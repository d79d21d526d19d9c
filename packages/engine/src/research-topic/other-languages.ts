import tables from './other-languages.json' with { type: 'json' };
import type { TopicLanguage } from './topic-knowledge.ts';

type Foreign = Exclude<TopicLanguage, 'en'>;
type ForeignFacet = keyof typeof tables.de.questions;

/**
 * German, French and Spanish topics (other-languages.json): the words that say the intent, and
 * questions in the topic's language. The built-in lexicon and word vectors are English, so there
 * are no related terms; the research says so. Patterns put the topic where no article or agreement
 * is needed ("{T}: ..."), or after a verb in the infinitive for a task.
 */
export interface LanguageTable {
  name: string;
  /** Words typical of the language, for telling it from English. */
  markers: readonly string[];
  /** Word endings and letters typical of the language. */
  shapes: RegExp;
  /** Words that say the intent, removed from the topic. */
  cues: Record<string, ForeignFacet>;
  /** Words a task starts or ends with (a verb in the infinitive). */
  task: RegExp;
  questions: Record<ForeignFacet, readonly string[]>;
  /** Common searches of each facet's shape, in the language. */
  longTail: Record<ForeignFacet, readonly string[]>;
  /** Words besides the markers that are no nouns and keep their small letter (German). */
  smallWords?: readonly string[];
}

/** LanguageTable as other-languages.json keeps it: its patterns as the source of a RegExp. */
type StoredTable = Omit<LanguageTable, 'shapes' | 'task'> & { shapes: string; task: string };

export const LANGUAGES = Object.fromEntries(
  Object.entries(tables as Record<Foreign, StoredTable>).map(([language, table]) => [
    language,
    { ...table, shapes: new RegExp(table.shapes), task: new RegExp(table.task) },
  ]),
) as Record<Foreign, LanguageTable>;

export interface ForeignReading {
  language: Foreign;
  facet: ForeignFacet;
  /** The topic without its intent words, as typed. */
  topic: string;
  keyword: string;
}

/**
 * Which of German, French or Spanish a topic is in, if it reads as one of them rather than
 * English: a word or word shape typical of the language, backed by franc's guess.
 */
export function detectForeign(
  words: readonly string[],
  englishKnown: number,
  franc: Partial<Record<TopicLanguage, number>>,
): Foreign | undefined {
  let best: { language: Foreign; score: number; markers: number } | undefined;
  for (const language of Object.keys(LANGUAGES) as Foreign[]) {
    const table = LANGUAGES[language];
    const markers = words.filter(
      (word) =>
        table.markers.includes(word) || Object.hasOwn(table.cues, word) || table.shapes.test(word),
    ).length;
    const guess = franc[language] ?? 0;
    const score = markers + guess;
    // franc alone guesses a language for any letters ("asdf qwer"): a word of it must agree.
    if (markers === 0) continue;
    if (markers > 0 && guess < 0.4) continue;
    if (!best || score > best.score) best = { language, score, markers };
  }
  if (!best) return undefined;
  // English words with one that happens to look foreign stay English ("comment box",
  // "homeschooling"): all words English needs two signs of the other language.
  if (englishKnown === words.length && best.markers < 2) return undefined;
  return best.language;
}

export function readForeign(language: Foreign, keyword: string): ForeignReading {
  const table = LANGUAGES[language];
  let facet: ForeignFacet = 'overview';
  // Cues of several words first ("pas cher", "wie kann ich"), longest first.
  let text = keyword;
  for (const cue of Object.keys(table.cues)
    .filter((key) => key.includes(' '))
    .sort((a, b) => b.length - a.length)) {
    const at = text.toLowerCase().indexOf(cue);
    if (at < 0) continue;
    if (facet === 'overview') facet = table.cues[cue]!;
    text = `${text.slice(0, at)} ${text.slice(at + cue.length)}`.trim();
  }
  const words = text.split(/\s+/).filter(Boolean);
  const kept = words.filter((word) => {
    const cue = table.cues[word.toLowerCase()];
    if (!cue) return true;
    if (facet === 'overview') facet = cue;
    return false;
  });
  const topic = kept.join(' ') || keyword;
  if (
    facet === 'overview' &&
    kept.length > 1 &&
    table.task.test(kept.at(-1)!.toLowerCase()) &&
    language === 'de'
  )
    facet = 'how-to';
  if (
    facet === 'overview' &&
    kept.length > 1 &&
    table.task.test(kept[0]!.toLowerCase()) &&
    language !== 'de'
  )
    facet = 'how-to';
  return { language, facet, topic, keyword };
}

/** German words that are no nouns and keep their small letter: articles, prepositions... */
const GERMAN_SMALL = new Set([...LANGUAGES.de.markers, ...(LANGUAGES.de.smallWords ?? [])]);

/** German nouns take a capital: every word but the last verb of a task and small words. */
function capitalise(language: Foreign, topic: string, facet: ForeignFacet): string {
  const words = topic.split(' ');
  if (language !== 'de') return topic.charAt(0).toUpperCase() + topic.slice(1);
  return words
    .map((word, index) =>
      (facet === 'how-to' && index === words.length - 1) || GERMAN_SMALL.has(word)
        ? word
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

export function foreignQuestions(reading: ForeignReading): string[] {
  const table = LANGUAGES[reading.language];
  const display = capitalise(reading.language, reading.topic, reading.facet);
  const lower = reading.language === 'de' ? display : reading.topic;
  const fill = (pattern: string) => {
    const filled = pattern
      .replaceAll('{T}', display)
      .replaceAll('{de} {t}', /^[aeiouyhéè]/i.test(lower) ? `d’${lower}` : `de ${lower}`)
      .replaceAll('{t}', lower);
    return filled.charAt(0).toUpperCase() + filled.slice(1);
  };
  const questions = table.questions[reading.facet].map(fill);
  // The general questions ("Wie funktioniert das?") only fill in below five: of running shoes
  // or a price they read oddly.
  if (questions.length < 5) questions.push(...table.questions.overview.slice(1, 3).map(fill));
  return questions;
}

export function foreignLongTail(reading: ForeignReading): string[] {
  const table = LANGUAGES[reading.language];
  const keyword = reading.keyword.toLowerCase();
  // A search that is the keyword itself ("seguro de viaje precio") is no related search.
  const fill = (patterns: readonly string[]) =>
    patterns
      .map((pattern) => pattern.replaceAll('{t}', reading.topic.toLowerCase()))
      .filter((item) => item !== keyword);
  const own = fill(table.longTail[reading.facet]);
  // The prompt's ten: the general searches fill in when one was the keyword itself.
  return own.length >= 10
    ? own
    : [...own, ...fill(table.longTail.overview).filter((item) => !own.includes(item))].slice(0, 10);
}
