import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FaqPair } from './load-faq-pairs.ts';

/**
 * Question/answer text of another kind: markdown READMEs of the installed npm packages whose
 * sections are headed by a question ("### How do the `concurrency` and `intervalCap` options
 * affect each other?"), each answered by the section under it. Every README of the top-level
 * packages is read, so which ones count is decided by their layout, not picked by hand.
 */
const MIN_ANSWER_WORDS = 25;
/** A question of two words or fewer ("Why?", "What?") asks a retriever nothing it can match. */
const MIN_QUESTION_WORDS = 3;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function readmesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  const packages: string[] = [];
  for (const name of readdirSync(root).sort()) {
    if (name.startsWith('.')) continue;
    if (name.startsWith('@'))
      for (const inner of readdirSync(join(root, name)).sort())
        packages.push(join(root, name, inner));
    else packages.push(join(root, name));
  }
  return packages.flatMap((dir) => {
    try {
      const readme = readdirSync(dir).find((file) => /^readme\.md$/i.test(file));
      return readme ? [join(dir, readme)] : [];
    } catch {
      return [];
    }
  });
}

function parseSections(text: string, source: string): FaqPair[] {
  const pairs: FaqPair[] = [];
  const lines = text.split('\n');
  let fenced = false;
  let open: { level: number; question: string; answer: string[] } | null = null;
  const close = () => {
    if (open && words(open.answer.join(' ')) >= MIN_ANSWER_WORDS)
      pairs.push({ source, question: open.question, answer: open.answer.join('\n').trim() });
    open = null;
  };
  for (const line of lines) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : HEADING.exec(line);
    if (heading) {
      const level = (heading[1] ?? '').length;
      // A deeper heading stays inside the answer it belongs to.
      if (open && level > open.level) {
        open.answer.push(line);
        continue;
      }
      close();
      const title = heading[2] ?? '';
      if (title.endsWith('?') && words(title) >= MIN_QUESTION_WORDS)
        open = { level, question: title, answer: [] };
      continue;
    }
    open?.answer.push(line);
  }
  close();
  return pairs;
}

/** Pairs from the READMEs of the packages installed under `root` (node_modules). */
export function loadReadmePairs(root = join(process.cwd(), 'node_modules')): FaqPair[] {
  return readmesUnder(root).flatMap((file) => parseSections(readFileSync(file, 'utf8'), file));
}
