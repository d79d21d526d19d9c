/**
 * Prints the builtin keyword research of every topic of every list in bench/keywords (the rated
 * corpus with its other languages, more-topics.json, grammar-topics.json and every fresh set),
 * each topic once, in a stable order. Two runs, before and after a change, compared with
 * changed-count.ts give the number of outputs a change moved, section by section.
 *
 * Run: npx tsx bench/keywords/print-all.ts > after.txt
 * (RESEARCH_DIR=<folder of another version of research-topic> prints that version.)
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readTopicLists } from './topic-lists.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const folder =
  process.env.RESEARCH_DIR ?? path.join(here, '../../packages/engine/src/research-topic');
const { loadTopicKnowledge } = await import(
  pathToFileURL(path.join(folder, 'load-topic-knowledge.server.ts')).href
);
const { researchTopic } = await import(pathToFileURL(path.join(folder, 'research-topic.ts')).href);

const topics = readTopicLists();
const knowledge = loadTopicKnowledge();
for (const topic of topics) {
  process.stdout.write(`==================== ${topic}\n${researchTopic(topic, knowledge)}\n`);
}
