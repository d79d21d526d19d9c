import type { RewriteCheck } from './edit-types.ts';
import { scanSource } from './scan-source.ts';

const NUMBER = /\d+(?:[.,:]\d+)*/g;
/** A capitalised word inside a sentence (after a word and a space): a name, not an opening. */
const NAME = /(?<=[\p{L}\p{N},;)]\s)\p{Lu}[\p{L}\p{N}'’-]*/gu;
/** English's "I" ("How do I…", "I'm") is capitalised inside a sentence but names no one. */
const FIRST_PERSON = /^I(?:['’](?:m|ve|d|ll))?$/u;
const namesIn = (text: string) =>
  new Map([...countAll(text, NAME)].filter(([name]) => !FIRST_PERSON.test(name)));
const INLINE_CODE = /`[^`\n]{1,500}`/g;
const KEPT_KINDS = {
  'front-matter': 'the front matter',
  table: 'a table',
  'link-definition': 'a link definition',
  html: 'an HTML comment or block',
} as const;

function countAll(text: string, pattern: RegExp): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [match] of text.matchAll(pattern)) counts.set(match, (counts.get(match) ?? 0) + 1);
  return counts;
}

function compare(original: Map<string, number>, rewrite: Map<string, number>) {
  const dropped = [...original]
    .filter(([key, count]) => (rewrite.get(key) ?? 0) < count)
    .map(([key]) => key);
  const invented = [...rewrite.keys()].filter((key) => !original.has(key));
  return { dropped, invented };
}

/** Every word of the text, counted once: names are then looked up, not searched for. */
function countWords(text: string): Map<string, number> {
  return countAll(text, /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu);
}

const shorten = (text: string) => {
  const line = text.trim().split('\n')[0] ?? '';
  return line.length > 60 ? `${line.slice(0, 60)}…` : line;
};

/**
 * Compares a rewrite with its original (issue 11 point 7): the numbers, names, code and
 * structure the rewrite dropped or invented. Pure, so the builtin improver checks itself with it
 * and an LLM's rewrite is checked the same way before a writer sees it.
 */
export function checkRewrite(original: string, rewrite: string): RewriteCheck {
  const numbers = compare(countAll(original, NUMBER), countAll(rewrite, NUMBER));
  const originalWords = countWords(original);
  const rewriteWords = countWords(rewrite);
  const droppedNames = [...namesIn(original)]
    .filter(([name, count]) => (rewriteWords.get(name) ?? 0) < count)
    .map(([name]) => name);
  const inventedNames = [...namesIn(rewrite).keys()].filter((name) => !originalWords.has(name));
  const codeOf = (text: string) => {
    const counts = new Map<string, number>();
    for (const block of scanSource(text))
      if (block.kind === 'code' || block.kind === 'indented')
        counts.set(block.text.trim(), (counts.get(block.text.trim()) ?? 0) + 1);
    return counts;
  };
  const code = compare(codeOf(original), codeOf(rewrite));
  const inline = compare(countAll(original, INLINE_CODE), countAll(rewrite, INLINE_CODE));
  const structureChanges: string[] = [];
  for (const block of scanSource(original)) {
    const label = KEPT_KINDS[block.kind as keyof typeof KEPT_KINDS];
    if (label && !rewrite.includes(block.text.trim()))
      structureChanges.push(`${label} is missing or changed: “${shorten(block.text)}”`);
  }
  const items = (text: string) =>
    scanSource(text)
      .filter((block) => block.kind === 'list')
      .reduce(
        (sum, block) =>
          sum + (block.text.match(/^ {0,12}(?:[-*+]|\d{1,9}[.)])[ \t]/gm)?.length ?? 0),
        0,
      );
  const before = items(original);
  const after = items(rewrite);
  if (after < before)
    structureChanges.push(`list items: ${before} in the original, ${after} in the rewrite`);
  const check: RewriteCheck = {
    droppedNumbers: numbers.dropped,
    inventedNumbers: numbers.invented,
    droppedNames,
    inventedNames,
    droppedCode: [...code.dropped, ...inline.dropped].map(shorten),
    inventedCode: [...code.invented, ...inline.invented].map(shorten),
    structureChanges,
    isFaithful: false,
  };
  check.isFaithful =
    check.droppedNumbers.length +
      check.inventedNumbers.length +
      check.droppedNames.length +
      check.inventedNames.length +
      check.droppedCode.length +
      check.inventedCode.length +
      structureChanges.length ===
    0;
  return check;
}
