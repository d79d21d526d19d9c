// Does a change to the engine keep its behaviour byte for byte? Runs every public step over the
// labelled corpus's pages and the files of bench/validity/corpus, and prints one SHA-256 per
// step over all their outputs. Run it before and after a change meant to leave behaviour alone
// (dead code, shared helpers, data moved to JSON): every line must read the same.
//   npx tsx bench/engine/behaviour-hash.ts           (one hash a step)
//   npx tsx bench/engine/behaviour-hash.ts --pages   (and a hash a step and page, to find which)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  analyzeDocument,
  analyzeTargets,
  asMarkdown,
  buildDocument,
  DEFAULT_PROMPTS,
  extractKeywords,
  improveForTargets,
  improveText,
  mapCitations,
  parseAnalysisSafely,
  readDocumentKind,
  researchTopic,
  scoreImprovement,
} from '@citable/engine';
import { loadTopicKnowledge } from '@citable/engine/topic-knowledge.server';
import { loadWordVectors } from '@citable/engine/word-vectors.server';
import { readPage } from '../../packages/engine/src/document/read-page.ts';
import { ANSWER_STYLES } from '../../packages/engine/src/fixtures/answer-styles/index.ts';
import { loadCorpus } from '../../packages/engine/src/testing/corpus.server.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const validityFolder = path.join(root, 'bench/validity/corpus');
const perPage = process.argv.includes('--pages');

const texts: { id: string; text: string }[] = [
  ...loadCorpus().map((page) => ({ id: page.id, text: page.text })),
  ...readdirSync(validityFolder)
    .filter((name) => name !== 'SOURCES.md')
    .sort()
    .map((name) => ({ id: name, text: readFileSync(path.join(validityFolder, name), 'utf8') })),
];

const knowledge = { vectors: loadWordVectors() };
const topicKnowledge = loadTopicKnowledge();

/** Up to three questions a reader of the page might bring, taken from its own headings. */
function questionsOf(text: string): string[] {
  return buildDocument(text)
    .headings.map((heading) => heading.text.trim())
    .filter((heading) => heading.length > 3)
    .slice(0, 3)
    .map((heading) => (heading.endsWith('?') ? heading : `What is ${heading}?`));
}

const steps: Record<string, (text: string) => unknown> = {
  readPage: (text) => readPage(text),
  buildDocument: (text) => buildDocument(text),
  analyzeDocument: (text) => analyzeDocument(text, knowledge),
  analyzeDocumentNoVectors: (text) => analyzeDocument(text),
  citationMap: (text) => mapCitations(text, knowledge),
  improveText: (text) => improveText(text, knowledge),
  asMarkdown: (text) => asMarkdown(improveText(text, knowledge).improvedContent, text),
  scoreImprovement: (text) => scoreImprovement(text, knowledge),
  targets: (text) => analyzeTargets(text, questionsOf(text), knowledge),
  improveForTargets: (text) => improveForTargets(text, questionsOf(text), knowledge),
  extractKeywords: (text) => extractKeywords(text),
  documentKind: (text) => readDocumentKind(buildDocument(text)),
};

/** JSON with Sets and Maps spelt out, so no part of a result drops out of the hash. */
function serialise(value: unknown): string {
  return JSON.stringify(value, (_key, item) => {
    if (item instanceof Set) return { set: [...item] };
    if (item instanceof Map) return { map: [...item] };
    if (item instanceof Error) return { error: item.message };
    return item;
  });
}

function run(step: (text: string) => unknown, text: string): string {
  try {
    return serialise(step(text));
  } catch (error) {
    return `threw ${error instanceof Error ? error.message : String(error)}`;
  }
}

for (const [name, step] of Object.entries(steps)) {
  const all = createHash('sha256');
  for (const { id, text } of texts) {
    const output = run(step, text);
    all.update(`${id}\n${output}\n`);
    if (perPage) {
      const one = createHash('sha256').update(output).digest('hex').slice(0, 16);
      process.stdout.write(`  ${name} ${id} ${one}\n`);
    }
  }
  process.stdout.write(`${name.padEnd(26)} ${all.digest('hex')}\n`);
}

// The parser reads the answers of AI providers, not pages: every answer style it is held to.
const parser = createHash('sha256');
for (const style of ANSWER_STYLES)
  parser.update(`${style.id}\n${run(parseAnalysisSafely, style.raw)}\n`);
process.stdout.write(`${'parseAnalysis'.padEnd(26)} ${parser.digest('hex')}\n`);

// The default prompts are text the product sends as written.
process.stdout.write(
  `${'defaultPrompts'.padEnd(26)} ${createHash('sha256').update(serialise(DEFAULT_PROMPTS)).digest('hex')}\n`,
);

// The keyword research, on each page's title (it shares the word vectors with the analyzer).
const research = createHash('sha256');
for (const page of loadCorpus().slice(0, 40)) {
  research.update(
    `${page.title}\n${run((title) => researchTopic(title, topicKnowledge), page.title)}\n`,
  );
}
process.stdout.write(`${'researchTopic'.padEnd(26)} ${research.digest('hex')}\n`);
process.stdout.write(`${texts.length} texts, ${ANSWER_STYLES.length} answers\n`);
