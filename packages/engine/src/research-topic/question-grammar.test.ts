import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillPattern, phraseSlots, SLOT_TYPES, type Slots } from './fill.ts';
import { loadTopicKnowledge } from './load-topic-knowledge.server.ts';
import { QUESTION_ROWS } from './question-table.ts';
import type { NounPhrase } from './read-topic.ts';
import { researchTopic } from './research-topic.ts';
import type { TaggedWord } from './topic-knowledge.ts';

const knowledge = loadTopicKnowledge();
const corpus = JSON.parse(
  readFileSync(new URL('../../../../bench/keywords/topics.json', import.meta.url), 'utf8'),
) as { topics: Record<string, string[]> };

const isPlural = (word: TaggedWord) =>
  word.pos === 'NOUN' && word.text.toLowerCase() !== word.lemma && /s$/i.test(word.text);

/**
 * The head of the noun phrase from `from` to `to`: its last noun before a preposition, a
 * punctuation mark or the end.
 */
function headOf(
  words: TaggedWord[],
  from: number,
  to = words.length,
): { head?: TaggedWord; coordinated: boolean } {
  let head: TaggedWord | undefined;
  let coordinated = false;
  for (let index = from; index < to; index += 1) {
    const word = words[index]!;
    if (['DET', 'ADJ', 'NUM', 'PROPN', 'NOUN'].includes(word.pos)) {
      if (word.pos === 'NOUN' || word.pos === 'PROPN') head = word;
      continue;
    }
    // "running shoes": a gerund before a noun belongs to the phrase.
    if (word.pos === 'VERB' && words[index + 1]?.pos === 'NOUN') continue;
    if (word.pos === 'CCONJ' && head) {
      coordinated = true;
      continue;
    }
    break;
  }
  return { head, coordinated };
}

/**
 * What a grammar check finds wrong in a question, with wink-nlp's part-of-speech tags: an
 * article before a plural or of the wrong form, a verb that does not agree with its subject,
 * "much" with a plural and "many" with a singular, and the shape of a question.
 */
function grammarProblems(question: string): string[] {
  const problems: string[] = [];
  if (!/^[A-Z¿]/.test(question)) problems.push('does not start with a capital');
  if (!/\?$/.test(question)) problems.push('does not end with a question mark');
  if (/ {2}| [?,]/.test(question)) problems.push('stray space');
  const words = knowledge.tag(question);
  const QUESTION_WORDS = new Set([
    'how',
    'what',
    'why',
    'when',
    'where',
    'which',
    'who',
    'much',
    'long',
    'often',
    'many',
  ]);
  words.forEach((word, index) => {
    const lower = word.text.toLowerCase();
    const next = words[index + 1];
    if ((lower === 'a' || lower === 'an') && next) {
      const vowel = /^[aeiou]/i.test(next.text) && !/^(?:uni|use|usu|eu|one)/i.test(next.text);
      const silent = /^(?:hour|honest|honou?r|heir)/i.test(next.text);
      if (lower === 'a' && (vowel || silent)) problems.push(`“a ${next.text}”`);
      if (lower === 'an' && !vowel && !silent) problems.push(`“an ${next.text}”`);
      const { head } = headOf(words, index + 1);
      if (head && isPlural(head)) problems.push(`“${lower}” before the plural “${head.text}”`);
    }
    if (lower === 'much' || lower === 'many') {
      const { head } = headOf(words, index + 1);
      if (head?.pos === 'NOUN' && isPlural(head) !== (lower === 'many'))
        problems.push(`“${lower}” with “${head.text}”`);
    }
    const asks = index === 0 || QUESTION_WORDS.has(words[index - 1]!.text.toLowerCase());
    if (['is', 'does', 'are', 'do'].includes(lower) && asks && next?.text !== 'there') {
      // After "does" the phrase ends before the main verb, the last word that can be a verb.
      let end = words.length;
      if (lower === 'does' || lower === 'do') {
        for (let last = words.length - 1; last > index + 1; last -= 1) {
          const candidate = words[last]!;
          if (
            !/[\p{L}]/u.test(candidate.text) ||
            ['ADP', 'PRON', 'DET', 'ADV'].includes(candidate.pos)
          )
            continue;
          if (knowledge.lexicon.senses(candidate.text.toLowerCase(), 'verb').length > 0) {
            end = last;
            break;
          }
        }
      }
      const { head, coordinated } = headOf(words, index + 1, end);
      if (!head || head.pos === 'PROPN') return;
      const plural = isPlural(head) || coordinated;
      if ((lower === 'is' || lower === 'does') && plural)
        problems.push(`“${lower}” with the plural “${head.text}”`);
      if ((lower === 'are' || lower === 'do') && !plural && head.pos === 'NOUN')
        problems.push(`“${lower}” with the singular “${head.text}”`);
    }
  });
  return problems;
}

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
};

describe('question patterns have slots typed by part of speech', () => {
  it('uses only the typed slots', () => {
    const unknown: string[] = [];
    for (const row of QUESTION_ROWS)
      for (const pattern of [...row.questions, ...(row.longTail ?? []), ...(row.angles ?? [])])
        for (const [, slot] of pattern.matchAll(/\{([^}]+)\}/g))
          if (!(slot! in SLOT_TYPES) && !/^a \w+ np$/.test(slot!))
            unknown.push(`${pattern}: ${slot}`);
    expect(unknown).toEqual([]);
  });

  it('fills every pattern into a grammatical question, whatever the topic’s number', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const row of QUESTION_ROWS) {
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
    expect(grammarProblems('How do I choose a running shoes?')).toHaveLength(1);
    expect(grammarProblems('How many fermented food is enough?')).not.toEqual([]);
    expect(grammarProblems('What are the best running shoes?')).toEqual([]);
    expect(grammarProblems('How long does a cast iron skillet last?')).toEqual([]);
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
