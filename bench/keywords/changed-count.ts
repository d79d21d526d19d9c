/**
 * Compares two outputs of print-all.ts (before and after a change): how many topics changed,
 * section by section (intent, related keywords, angles, questions, tips), and lists the topics
 * whose intent or questions changed, so each can be read.
 *
 * Run: npx tsx bench/keywords/changed-count.ts before.txt after.txt [--list]
 */
import { readFileSync } from 'node:fs';

const SECTIONS = [
  '1. SEARCH INTENT',
  '2. RELATED KEYWORDS',
  '3. CONTENT ANGLES',
  '4. QUESTIONS PEOPLE ASK',
  '5. OPTIMIZATION TIPS',
];

/** Each topic's output, cut into its five sections (the whole text when it has none). */
function parse(file: string): Map<string, string[]> {
  const topics = new Map<string, string[]>();
  for (const block of readFileSync(file, 'utf8')
    .split(/^={20} /m)
    .slice(1)) {
    const newline = block.indexOf('\n');
    const text = block.slice(newline + 1);
    const starts = SECTIONS.map((section) => text.indexOf(section));
    const parts = starts.map((start, index) => {
      if (start < 0) return index === 0 ? text : '';
      const next = starts.slice(index + 1).find((other) => other > start);
      return text.slice(start, next ?? text.length);
    });
    topics.set(block.slice(0, newline), parts);
  }
  return topics;
}

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) throw new Error('Give the two outputs of print-all.ts.');
const before = parse(beforeFile);
const after = parse(afterFile);
const changed = SECTIONS.map(() => [] as string[]);
let anyChange = 0;
for (const [topic, parts] of after) {
  const old = before.get(topic);
  if (!old) continue;
  let moved = false;
  parts.forEach((part, index) => {
    if (part !== old[index]) {
      changed[index]!.push(topic);
      moved = true;
    }
  });
  if (moved) anyChange += 1;
}
console.log(`${after.size} topics, ${anyChange} with any change`);
SECTIONS.forEach((section, index) => {
  console.log(`${section.slice(3).toLowerCase()}: ${changed[index]!.length}`);
});
if (process.argv.includes('--list')) {
  console.log(`\nintent changed:\n${changed[0]!.join('\n')}`);
  console.log(`\nquestions changed:\n${changed[3]!.join('\n')}`);
}
