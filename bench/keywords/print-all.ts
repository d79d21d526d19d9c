/**
 * Prints the builtin keyword research of every topic of every list in bench/keywords (the rated
 * corpus with its other languages, more-topics.json, grammar-topics.json and every fresh set),
 * each topic once, in a stable order. Two runs, before and after a change, compared with
 * changed-count.ts give the number of outputs a change moved, section by section.
 *
 * Run: npx tsx bench/keywords/print-all.ts > after.txt
 * (RESEARCH_DIR=<folder of another version of research-topic> prints that version.)
 */
import { loadTopicKnowledge, researchTopic } from './load-research.ts';
import { readTopicLists } from './topic-lists.ts';

const topics = readTopicLists();
const knowledge = loadTopicKnowledge();
for (const topic of topics) {
  process.stdout.write(`==================== ${topic}\n${researchTopic(topic, knowledge)}\n`);
}
