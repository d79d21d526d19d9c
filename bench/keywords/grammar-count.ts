/**
 * Counts what the grammar checks of research-topic/grammar-check.ts find in the research of
 * the topics of grammar-topics.json (written for the test, not for developing the research):
 * questions and searches with a problem (article before a plural, a mass noun, a gerund or a
 * verb phrase; agreement; doubled words; no verb) and filler searches ("X faq", "X explained").
 *
 * Run: npx tsx bench/keywords/grammar-count.ts
 */
import { readFileSync } from 'node:fs';
import { phraseProblems } from '../../packages/engine/src/research-topic/grammar-check.ts';
import { loadTopicKnowledge } from '../../packages/engine/src/research-topic/load-topic-knowledge.server.ts';
import { researchTopic } from '../../packages/engine/src/research-topic/research-topic.ts';

const knowledge = loadTopicKnowledge();
const topics = JSON.parse(
  readFileSync(new URL('./grammar-topics.json', import.meta.url), 'utf8'),
) as string[];
const section = (text: string, from: string, to: string) =>
  text
    .slice(text.indexOf(from), text.indexOf(to))
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).replace(/ \((?:long-tail|related term)\)$/, ''));

let questions = 0;
let badQuestions = 0;
let searches = 0;
let badSearches = 0;
let filler = 0;
let topicsWithProblems = 0;
for (const topic of topics) {
  const text = researchTopic(topic, knowledge);
  let bad = false;
  for (const question of section(text, '4. QUESTIONS PEOPLE ASK', '5. OPTIMIZATION TIPS')) {
    questions += 1;
    if (phraseProblems(knowledge, question, true).length > 0) {
      badQuestions += 1;
      bad = true;
    }
  }
  for (const search of section(text, '2. RELATED KEYWORDS', '3. CONTENT ANGLES')) {
    searches += 1;
    if (phraseProblems(knowledge, search, false).length > 0) {
      badSearches += 1;
      bad = true;
    }
    const word = /\s(faq|questions|explained|facts|overview|basics)$/.exec(search)?.[1];
    if (word && !topic.endsWith(word)) filler += 1;
  }
  if (bad) topicsWithProblems += 1;
}
console.log(`${topics.length} topics of grammar-topics.json`);
console.log(`questions: ${questions}, with a problem: ${badQuestions}`);
console.log(`searches: ${searches}, with a problem: ${badSearches}, filler: ${filler}`);
console.log(`topics with any problem: ${topicsWithProblems}`);
