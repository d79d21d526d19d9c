/**
 * Counts, in an output of print-all.ts, what the seventh round of issue 33 aimed at, failure
 * class by failure class (bench/keywords/rating-5.md), read from the text alone so that the
 * outputs of two versions can be compared:
 * 1. kind: topics whose questions treat the topic as something to buy, hire or find nearby
 *    ("How much do X charge?", "X near me") though no word of the search asks for that;
 * 2. task words: questions that split a verb of several words or a one-token name ("to i
 *    bonds", "rid of", "3 d"), and cost questions of a task done fast;
 * 3. filler: searches ending in "definition", "meaning", "checklist" or "guide" that the
 *    keyword does not itself end with; topics with related terms; topics that say none are known;
 * 4. grammar: questions the grammar check of research-topic/grammar-check.ts finds wrong, and
 *    questions with an article before a method named with a quality or a lowercase acronym.
 *
 * Run: npx tsx bench/keywords/print-all.ts > out.txt && npx tsx bench/keywords/class-count.ts out.txt
 */
import { readFileSync } from 'node:fs';
import { phraseProblems } from '../../packages/engine/src/research-topic/grammar-check.ts';
import { loadTopicKnowledge } from '../../packages/engine/src/research-topic/load-topic-knowledge.server.ts';

const knowledge = loadTopicKnowledge();
const file = process.argv[2];
if (!file) throw new Error('Give an output of print-all.ts.');
const lines = (text: string, from: string, to: string) =>
  text
    .slice(text.indexOf(from), text.indexOf(to) < 0 ? undefined : text.indexOf(to))
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).replace(/ \((?:long-tail|related term)\)$/, ''));

const CHOOSING_ASKED =
  /\b(?:charge|hire|hiring|near me|buying guide|reviews of|clean and maintain)\b/i;
const CHOOSING_TYPED =
  /\b(?:best|top|cheap|cheapest|affordable|buy|price|prices|cost|costs|near|hire|under|vs|versus|alternatives|reviews?|deals?|service|services|company|contractor|lawyer|dentist|doctor)\b/;
const SPLIT = /\bto i\b|\b(?:do i need to|to) (?:rid|up|out) |\b\d d\b|\b[a-z] \+/i;
const counts = {
  topics: 0,
  kindChoosing: 0,
  taskSplit: 0,
  fastCost: 0,
  filler: 0,
  withTerms: 0,
  saysNoTerms: 0,
  questions: 0,
  ungrammatical: 0,
  articleOrCase: 0,
};
for (const block of readFileSync(file, 'utf8')
  .split(/^={20} /m)
  .slice(1)) {
  const topic = block.slice(0, block.indexOf('\n'));
  if (!block.includes('1. SEARCH INTENT') || block.includes('Language: ')) continue;
  counts.topics += 1;
  const questions = lines(block, '4. QUESTIONS PEOPLE ASK', '5. OPTIMIZATION TIPS');
  const related = lines(block, '2. RELATED KEYWORDS', '3. CONTENT ANGLES');
  if (!CHOOSING_TYPED.test(topic) && questions.some((question) => CHOOSING_ASKED.test(question)))
    counts.kindChoosing += 1;
  counts.taskSplit += questions.filter((question) => SPLIT.test(question)).length;
  if (/\bfast\b/.test(topic))
    counts.fastCost += questions.filter((question) =>
      /\b(?:pay|cost|price)\b/i.test(question),
    ).length;
  counts.filler += related.filter((search) => {
    const ending = / (definition|meaning|checklist|guide)$/.exec(search)?.[1];
    return ending !== undefined && !topic.endsWith(ending);
  }).length;
  if (block.includes('(related term)')) counts.withTerms += 1;
  if (block.includes('No related terms:')) counts.saysNoTerms += 1;
  for (const question of questions) {
    counts.questions += 1;
    if (phraseProblems(knowledge, question, true).length > 0) counts.ungrammatical += 1;
    if (/\ba (?:spaced|active|positive) |\b(?:hsa|fsa|tsa|apa|ira|mba|adhd)\b/.test(question))
      counts.articleOrCase += 1;
  }
}
console.log(`${counts.topics} English topics researched`);
console.log(
  `1. kind: topics asked buying or hiring questions with no such word typed: ${counts.kindChoosing}`,
);
console.log(
  `2. task words: questions with a split verb or name: ${counts.taskSplit}; cost questions of a fast task: ${counts.fastCost}`,
);
console.log(
  `3. filler searches (definition, meaning, checklist, guide): ${counts.filler}; topics with related terms: ${counts.withTerms}; topics that say none are known: ${counts.saysNoTerms}`,
);
console.log(
  `4. grammar: questions ${counts.questions}, with a problem: ${counts.ungrammatical}; with a wrong article or a lowercase acronym: ${counts.articleOrCase}`,
);
