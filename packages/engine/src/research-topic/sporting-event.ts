import { cosine, type WordVectors } from '../semantic/word-vectors.ts';
import type { KindPhrases } from './kind-phrases.ts';

/**
 * A sporting event is watched, ticketed and won, not practised or hired: "world cup" was asked
 * "What equipment do I need for world cup?" and "olympics" "How do I become an olympics?". A
 * topic is one when the mean of its words lies within 0.58 of "tournament" or "championship"
 * and nearer them than any thing or food, and at least as near as a sport: world cup 0.77
 * (0.41 from the things, 0.67 from the sports), super bowl 0.67, olympics 0.60; coffee cup
 * (0.56 and 0.62) and salad bowl stay things, tennis, golf and rugby sports.
 */
const EVENT_WORDS = ['tournament', 'championship'];
const THING_WORDS = [
  'device',
  'appliance',
  'equipment',
  'gadget',
  'machine',
  'tool',
  'food',
  'dish',
  'drink',
  'clothes',
  'instrument',
];
/** A sport is played, and its events are nearer the events than the sport is: tennis 0.77 and 1.00. */
const SPORT_WORDS = ['tennis', 'football', 'golf', 'sport'];
const MIN_EVENT_FIT = 0.58;

function nearest(vectors: WordVectors, of: Float32Array, words: readonly string[]): number {
  return Math.max(
    -1,
    ...words.map((word) => {
      const vector = vectors.vector(word);
      return vector ? cosine(of, vector) : -1;
    }),
  );
}

export function isSportingEvent(vectors: WordVectors, knownWords: readonly string[]): boolean {
  const centroid = vectors.centroid(knownWords);
  if (!centroid) return false;
  const event = nearest(vectors, centroid, EVENT_WORDS);
  return (
    event >= MIN_EVENT_FIT &&
    event > nearest(vectors, centroid, THING_WORDS) &&
    event >= nearest(vectors, centroid, SPORT_WORDS)
  );
}

export const SPORTING_EVENT_PHRASES: KindPhrases = {
  longTail: ['{t} schedule', '{t} tickets', '{t} results', '{t} history', 'how to watch {t}'],
  questions: [
    'When is the next {t}?',
    'Where is the next {t} held?',
    'How do I get tickets for the {t}?',
    'How can I watch the {t}?',
    'Who has won the {t} the most times?',
  ],
  angles: [
    'The next {t} at a glance: dates, venues and how to watch, in a table with the date it was checked.',
    'The history of the {t}: every winner in a dated table, with the records and their sources.',
  ],
};
