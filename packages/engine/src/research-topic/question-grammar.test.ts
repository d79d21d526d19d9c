import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASPECT_ROWS } from './aspect-table.ts';
import { fillPattern, phraseSlots, SLOT_TYPES, type Slots } from './fill.ts';
import { grammarProblems as grammarProblemsOf } from './grammar-check.ts';
import { loadTopicKnowledge } from './load-topic-knowledge.server.ts';
import { QUESTION_ROWS } from './question-table.ts';
import type { NounPhrase } from './read-topic.ts';
import { researchTopic } from './research-topic.ts';

const knowledge = loadTopicKnowledge();
const grammarProblems = (question: string) => grammarProblemsOf(knowledge, question);
const corpus = JSON.parse(
  readFileSync(new URL('../../../../bench/keywords/topics.json', import.meta.url), 'utf8'),
) as { topics: Record<string, string[]> };

const phrase = (parts: Partial<NounPhrase> & { head: string }): NounPhrase => ({
  before: [],
  headLemma: parts.head,
  after: [],
  plural: false,
  counted: true,
  proper: false,
  ...parts,
});

/** Phrases of each number a slot can take, and the other slots with a phrase of their type. */
const TOPICS: Record<string, NounPhrase> = {
  'one thing': phrase({ before: ['espresso'], head: 'machine' }),
  things: phrase({ before: ['running'], head: 'shoes', headLemma: 'shoe', plural: true }),
  'a mass': phrase({ head: 'rice', counted: false }),
};
const NAMES: Record<string, NounPhrase> = {
  person: phrase({ before: ['Albert'], head: 'Einstein', proper: true, counted: false }),
  place: phrase({ head: 'Lisbon', proper: true, counted: false }),
  language: phrase({ head: 'Spanish', proper: true, counted: false }),
};
const OTHER_SLOTS: Slots = {
  vp: 'lower my energy bills',
  x: 'tea',
  y: 'coffee',
  aud: 'seniors',
  cond: 'flat feet',
  purpose: 'exams',
  place: 'Lisbon',
  cue: 'ideas',
  kw: 'road trip packing list',
  cap: 'under 100',
  rate: 'per hour',
  when: 'September',
  platform: 'Windows',
  how: 'fast',
  wperson: 'a chiropractor',
  wthing: 'lard',
};
/** The aspect rows (aspect-table.json) are filled like the question rows, as any kind's. */
const ROWS = [
  ...QUESTION_ROWS,
  ...ASPECT_ROWS.map((row) => ({
    ...row,
    kind: '*',
    facet: row.anchors[0]!,
    angles: [] as readonly string[],
  })),
];

describe('question patterns have slots typed by part of speech', () => {
  it('uses only the typed slots', () => {
    const unknown: string[] = [];
    for (const row of ROWS)
      for (const pattern of [...row.questions, ...(row.longTail ?? []), ...(row.angles ?? [])])
        for (const [, slot] of pattern.matchAll(/\{([^}]+)\}/g))
          if (!(slot! in SLOT_TYPES) && !/^a \w+ np$/.test(slot!))
            unknown.push(`${pattern}: ${slot}`);
    expect(unknown).toEqual([]);
  });

  it('fills every pattern into a grammatical question, whatever the topic’s number', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const row of ROWS) {
      const topics = row.kind in NAMES ? { name: NAMES[row.kind]! } : TOPICS;
      for (const [name, topic] of Object.entries(topics)) {
        const slots = { ...phraseSlots(topic), ...OTHER_SLOTS };
        for (const pattern of row.questions) {
          const question = fillPattern(pattern, slots);
          expect(question, pattern).toBeDefined();
          checked += 1;
          for (const problem of grammarProblems(question!))
            problems.push(`${row.kind}/${row.facet} (${name}): ${question} — ${problem}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
    expect(problems).toEqual([]);
  });

  it('finds the mistakes it is there to find', () => {
    expect(grammarProblems('What is the best running shoes?')).toEqual([
      '“is” with the plural “shoes”',
    ]);
    expect(grammarProblems('How much does flights to Paris cost?')).toHaveLength(1);
    expect(grammarProblems('Is there an free password manager?')).toEqual(['“an free”']);
    // An acronym is read letter by letter.
    expect(grammarProblems('How long does a HVAC repair take?')).toEqual(['“a HVAC”']);
    expect(grammarProblems('How long does an HVAC repair take?')).toEqual([]);
    expect(grammarProblems('How do I choose a running shoes?')).toHaveLength(1);
    expect(grammarProblems('How many fermented food is enough?')).not.toEqual([]);
    // Plurals the tagger leaves as their own lemma, and "is there" before a plural.
    expect(grammarProblems('What is flashcard apps used for?')).toEqual([
      '“is” with the plural “apps”',
    ]);
    expect(grammarProblems('Is there free flashcard apps?')).toEqual([
      '“is there” with the plural “apps”',
    ]);
    expect(grammarProblems('What is a linux command line basics?')).toContain(
      '“a” before the plural “basics”',
    );
    expect(grammarProblems('Are there free flashcard apps?')).toEqual([]);
    expect(grammarProblems('What are linux command line basics?')).toEqual([]);
    expect(grammarProblems('Is there a free password manager?')).toEqual([]);
    expect(grammarProblems('What is news?')).toEqual([]);
    expect(grammarProblems('What are the best running shoes?')).toEqual([]);
    expect(grammarProblems('How long does a cast iron skillet last?')).toEqual([]);
    // A word ending in "s" that nothing knows may be a plural; a known singular may not.
    expect(grammarProblems('What are webhooks used for?')).toEqual([]);
    expect(grammarProblems('What are the best running shoe?')).not.toEqual([]);
  });
});

const moreTopics = (
  JSON.parse(
    readFileSync(new URL('../../../../bench/keywords/more-topics.json', import.meta.url), 'utf8'),
  ) as { topics: string[] }
).topics;

describe('the research of the corpus asks grammatical questions', () => {
  it.each([
    ['the corpus', Object.values(corpus.topics).flat()],
    ['topics outside the corpus', moreTopics],
  ])('has no question a grammar check finds wrong in %s', (_name, keywords) => {
    const problems: string[] = [];
    for (const keyword of keywords) {
      const text = researchTopic(keyword, knowledge);
      const questions = text
        .slice(text.indexOf('4. QUESTIONS PEOPLE ASK'), text.indexOf('5. OPTIMIZATION TIPS'))
        .split('\n')
        .filter((line) => line.startsWith('- '))
        .map((line) => line.slice(2));
      expect(questions.length, keyword).toBeGreaterThanOrEqual(5);
      for (const question of questions)
        for (const problem of grammarProblems(question))
          problems.push(`${keyword}: ${question} — ${problem}`);
    }
    expect(problems).toEqual([]);
  });
});
