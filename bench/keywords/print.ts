/**
 * Prints the builtin keyword research for every topic of topics.json (or the topics given as
 * arguments) to stdout: the output that rating.md rates.
 */
import { readFileSync } from 'node:fs';
import { loadTopicKnowledge } from '../../packages/engine/src/research-topic/load-topic-knowledge.server.ts';
import { researchTopic } from '../../packages/engine/src/research-topic/research-topic.ts';

const corpus = JSON.parse(readFileSync(new URL('./topics.json', import.meta.url), 'utf8')) as {
  topics: Record<string, string[]>;
  other: Record<string, string[]>;
};
const topics =
  process.argv.length > 2
    ? process.argv.slice(2)
    : [...Object.values(corpus.topics).flat(), ...Object.values(corpus.other).flat()];
const knowledge = loadTopicKnowledge();
for (const topic of topics) {
  process.stdout.write(`==================== ${topic}\n${researchTopic(topic, knowledge)}\n`);
}
