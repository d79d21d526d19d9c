import { expect } from 'vitest';
import { tokenize } from '../../document/tokenize.ts';
import { checkRewrite } from '../check-rewrite.ts';
import { isSameHeading } from '../edit-draft.ts';
import type { ImproveEdit } from '../edit-types.ts';
import { readParagraph } from '../read-passages.ts';
import { scanSource } from '../scan-source.ts';
import { ALL_SOURCE_NEEDED_LABELS } from '../text-language.ts';

/** The words the improver may write that the original need not hold: question openings. */
const OWN_WORDS = new Set(['what', 'is', 'are', 'a', 'an', 'the']);
const ENGLISH_LABELS = [
  'Summary',
  'Frequently asked questions',
  'Claims to verify',
  '[source needed]',
];
const CARRIED: ReadonlySet<string> = new Set([
  'front-matter',
  'code',
  'html',
  'heading',
  'table',
  'link-definition',
  'list',
  'quote',
  'indented',
  'rule',
]);

/**
 * Every guarantee of issue 11 point 2 that one rewrite must keep, whichever edits were
 * accepted: structure carried byte for byte and in order, no number, name or code dropped or
 * invented, no edit inside a sentence, code or between a question and its answer, no heading
 * repeating the one above it, no English label in a text in another language.
 */
export function assertGuarantees(
  original: string,
  rewrite: string,
  applied: readonly ImproveEdit[],
  language: string | null,
  where: string,
): void {
  const blocks = scanSource(original);
  let from = 0;
  for (const block of blocks) {
    if (!CARRIED.has(block.kind)) continue;
    const at = rewrite.indexOf(block.text, from);
    expect(
      at,
      `${where}: ${block.kind} carried unchanged and in order: ${block.text.slice(0, 80)}`,
    ).toBeGreaterThanOrEqual(0);
    from = at + block.text.length;
  }
  const check = checkRewrite(original, rewrite);
  expect({ ...check, isFaithful: true }, `${where}: nothing dropped or invented`).toEqual({
    droppedNumbers: [],
    inventedNumbers: [],
    droppedNames: [],
    inventedNames: [],
    droppedCode: [],
    inventedCode: [],
    structureChanges: [],
    isFaithful: true,
  });
  const known = new Set([
    ...tokenize(original),
    ...OWN_WORDS,
    ...ALL_SOURCE_NEEDED_LABELS.flatMap(tokenize),
  ]);
  const newWords = tokenize(rewrite).filter((word) => !known.has(word));
  expect(newWords, `${where}: only the text's own words`).toEqual([]);

  const protectedRanges = blocks
    .filter((block) => block.kind !== 'paragraph')
    .map((block) => [block.start, block.end]);
  const inline = blocks
    .map((block, index) => (block.kind === 'paragraph' ? readParagraph(block, index) : null))
    .flatMap((paragraph) => paragraph?.protectedSpans ?? []);
  for (const edit of applied) {
    const label = `${where}: ${edit.kind} edit at ${edit.start}`;
    expect(
      protectedRanges.some(([s, e]) => edit.start > (s as number) && edit.start < (e as number)),
      `${label} outside code, tables and lists`,
    ).toBe(false);
    expect(
      inline.some(([s, e]) => edit.start > s && edit.start < e),
      `${label} outside inline code and links`,
    ).toBe(false);
    const before = original.slice(0, edit.start);
    if (edit.kind === 'heading' || edit.kind === 'split') {
      const atLineStart = edit.start === 0 || before.endsWith('\n');
      const betweenSentences =
        original.slice(edit.start, edit.end).trim() === '' && /[.!?…:"'”’)\]]$/.test(before);
      expect(atLineStart || betweenSentences, `${label} not inside a sentence`).toBe(true);
      expect(before.trimEnd().endsWith('?'), `${label} not between a question and its answer`).toBe(
        false,
      );
    }
    if (edit.kind === 'pronoun' || edit.kind === 'definition')
      expect(['It', 'They', 'This']).toContain(edit.before);
    if (edit.kind === 'claim')
      expect(original.charAt(edit.start), `${label} before the closing stop`).toMatch(
        /[.!?…"'”’)\]]/,
      );
  }
  const headings = scanSource(rewrite).filter((block) => block.kind === 'heading');
  const originalHeadings = blocks
    .filter((block) => block.kind === 'heading')
    .map((block) => block.text);
  headings.forEach((heading, index) => {
    const above = headings[index - 1];
    if (above && !originalHeadings.includes(heading.text))
      expect(
        isSameHeading(above.text, heading.text),
        `${where}: "${heading.text}" repeats the heading above`,
      ).toBe(false);
  });
  if (language !== null)
    for (const label of ENGLISH_LABELS)
      if (!original.includes(label))
        expect(
          rewrite.includes(label),
          `${where}: no English "${label}" in a ${language} text`,
        ).toBe(false);
}
