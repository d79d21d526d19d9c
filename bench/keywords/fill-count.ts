/**
 * Counts, over every topic list of bench/keywords but the fresh ones kept for a blind rating
 * (the English topics of topics.json, more-topics.json, fresh-topics.json, fresh-topics-2.json
 * and grammar-topics.json), what the fourth round of issue 33 changed: searches that end in a
 * pattern about any topic ("examples", "pros and cons", "for beginners", "mistakes to avoid",
 * "step by step", "definition", "meaning", "research", "statistics"), searches in the form of a
 * question people type, WordNet senses shown of only the last word of a compound, and the
 * general goal that says nothing of the topic ("a clear, trustworthy answer", now labelled
 * "generic").
 *
 * Run: npx tsx bench/keywords/fill-count.ts
 * (RESEARCH_DIR=<folder of another version of research-topic> runs it on that version.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadTopicKnowledge, researchTopic } from './load-research.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

const read = (file: string) => JSON.parse(readFileSync(path.join(here, file), 'utf8'));
const corpus = read('topics.json') as { topics: Record<string, string[]> };
const lists = [
  Object.values(corpus.topics).flat(),
  (read('more-topics.json') as { topics: string[] }).topics,
  read('fresh-topics.json') as string[],
  read('fresh-topics-2.json') as string[],
  read('grammar-topics.json') as string[],
];
const topics = [...new Set(lists.flat())];
const knowledge = loadTopicKnowledge();
const GENERIC =
  / (?:examples|pros and cons|for beginners|mistakes to avoid|step by step|definition|meaning|research|statistics)$/;
const QUESTION = /^(?:how|what|which|why|when|who|where|is|are|does|do|can|should) /;

let searches = 0;
let generic = 0;
let asked = 0;
let partSenses = 0;
let genericGoals = 0;
for (const topic of topics) {
  const text = researchTopic(topic, knowledge) as string;
  const lines = text.split('\n');
  const keywords = lines
    .slice(lines.indexOf('2. RELATED KEYWORDS') + 1, lines.indexOf('3. CONTENT ANGLES'))
    .filter((line) => line.endsWith('(long-tail)'))
    .map((line) => line.slice(2, -' (long-tail)'.length));
  searches += keywords.length;
  // An ending the keyword itself has ("customer testimonial examples") is the topic's own.
  generic += keywords.filter((item) => {
    const ending = GENERIC.exec(item)?.[0];
    return ending !== undefined && !topic.endsWith(ending.trim());
  }).length;
  asked += keywords.filter((item) => QUESTION.test(item)).length;
  const reading = lines.find((line) => line.startsWith('Topic read as: '));
  const sense = reading && /“([^”]+)” as a kind of/.exec(reading)?.[1];
  if (reading && sense) {
    const subject = reading
      .slice('Topic read as: '.length, reading.indexOf(', '))
      .replace(/ (?:in|to|for|after|when|near|with|without|and) .*$/, '');
    if (subject.split(/[\s-]+/).length !== sense.split(/[\s-]+/).length) partSenses += 1;
  }
  if (/a clear, trustworthy answer|Informational \(generic\)/.test(text)) genericGoals += 1;
}
console.log(`${topics.length} topics, ${searches} long-tail searches`);
console.log(`searches ending in a pattern about any topic: ${generic}`);
console.log(`searches in the form of a question: ${asked}`);
console.log(`a WordNet sense shown of part of a compound: ${partSenses} topics`);
console.log(`the general goal, nothing said of the topic: ${genericGoals} topics`);
