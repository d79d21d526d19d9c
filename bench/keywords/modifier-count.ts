/**
 * Counts how often the builtin keyword research keeps what narrows a search, and how many
 * topics get the questions of their WordNet category (aspect-table.json). A topic typed
 * with "for X", "under N", "free", "fast", "on a budget" or "without X" should say it in its
 * goal (section 1) and ask about it in at least one question (section 4). Topics: the fresh
 * topics of the four blind ratings and more-topics.json (not blind: a development set).
 *
 * Run: npx tsx bench/keywords/modifier-count.ts
 */
import { readFileSync } from 'node:fs';
import { loadTopicKnowledge } from '../../packages/engine/src/research-topic/load-topic-knowledge.server.ts';
import { readTopic } from '../../packages/engine/src/research-topic/read-topic.ts';
import {
  aspectFor,
  researchTopic,
} from '../../packages/engine/src/research-topic/research-topic.ts';

const read = (name: string) => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8'));
const more = read('./more-topics.json') as unknown;
const corpus = read('./topics.json') as {
  topics: Record<string, string[]>;
  other: Record<string, string[]>;
};
const fresh = [
  'fresh-topics.json',
  'fresh-topics-2.json',
  'fresh-topics-3.json',
  'fresh-topics-4.json',
].flatMap((name) => read(`./${name}`) as string[]);
const topics = [
  ...[
    'fresh-topics.json',
    'fresh-topics-2.json',
    'fresh-topics-3.json',
    'fresh-topics-4.json',
  ].flatMap((name) => read(`./${name}`) as string[]),
  ...(Array.isArray(more) ? more : Object.values(more as Record<string, string[]>)).flat(),
].filter((topic): topic is string => typeof topic === 'string' && topic.split(' ').length <= 8);

/** The words that narrow a topic, as typed: "hangovers", "under 100", "free", "fast"... */
function narrowing(topic: string): string | undefined {
  const patterns = [
    / for (?:a |an |the )?([a-z][a-z ]*)$/,
    / (under \$?\d+)$/,
    /^(?:best )?(free) /,
    / (fast|quickly)$/,
    / on a (budget)$/,
    / without (?:a |an |the )?([a-z][a-z ]*)$/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(topic);
    if (match) return match[1];
  }
  return undefined;
}

const knowledge = loadTopicKnowledge();
let narrowed = 0;
let inGoal = 0;
let inQuestion = 0;
for (const topic of [...new Set(topics)]) {
  const words = narrowing(topic);
  if (!words) continue;
  const text = researchTopic(topic, knowledge);
  if (!text.includes('1. SEARCH INTENT')) continue;
  narrowed += 1;
  const says = (line: string) => line.toLowerCase().includes(words);
  const goal = text.split('\n').find((line) => line.startsWith('Primary intent:')) ?? '';
  const questions = text
    .slice(text.indexOf('4. QUESTIONS PEOPLE ASK'), text.indexOf('5. OPTIMIZATION TIPS'))
    .split('\n')
    .filter((line) => line.startsWith('- '));
  if (says(goal)) inGoal += 1;
  if (questions.some(says)) inQuestion += 1;
}
console.log(
  `${narrowed} topics narrowed by "for", "under", "free", "fast", "on a budget" or "without"`,
);
console.log(`the goal names it: ${inGoal}; a question names it: ${inQuestion}`);

const sets = {
  'fresh topics of the four ratings': fresh,
  'corpus (topics.json)': [
    ...Object.values(corpus.topics).flat(),
    ...Object.values(corpus.other).flat(),
  ],
};
for (const [name, list] of Object.entries(sets)) {
  const asked = list.filter((topic) => aspectFor(knowledge, readTopic(knowledge, topic)));
  console.log(`${name}: ${asked.length} of ${list.length} get the questions of their category`);
}
