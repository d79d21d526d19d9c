import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/**
 * Question/answer text that Citable's authors did not write: the FAQ files Debian packages
 * install under /usr/share/doc. Two layouts are read: "Q:"/"A:" (or "Q."/"A.") blocks, and
 * numbered questions ("1.2. How do you ...?") each followed by its answer.
 */
export const FAQ_FILES = [
  '/usr/share/doc/xz-utils/faq.txt.gz',
  '/usr/share/doc/socat/FAQ',
  '/usr/share/doc/base-files/FAQ',
  '/usr/share/doc/zlib1g-dev/FAQ.gz',
  '/usr/share/doc/valgrind/FAQ.txt.gz',
  '/usr/share/doc/procps/FAQ.gz',
  '/usr/share/doc/lsof/00FAQ.gz',
  '/usr/share/doc/man-db/FAQ',
  '/usr/share/doc/ncurses-base/FAQ',
];

/**
 * FAQ files added after the engine's weights were chosen on the files above: they, with the
 * READMEs of load-readme-pairs.ts, are the held-out set the figures are reported on.
 */
export const HELD_OUT_FAQ_FILES = ['/usr/share/doc/sed/sedfaq.txt.gz'];

export interface FaqPair {
  source: string;
  question: string;
  answer: string;
}

const MIN_ANSWER_WORDS = 25;
const QA_MARK = /^\s*([QA])[.:]\s+(.*)$/;
const NUMBERED = /^\s{0,3}(\d{1,2}(?:\.\d{1,2}){0,2})\.?\s+(\S.*)$/;
const RULE = /^\s*[-=~*]{8,}\s*$/;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const squash = (lines: string[]) =>
  lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

function readText(file: string): string {
  const raw = readFileSync(file);
  return (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
}

function parseMarked(text: string, source: string): FaqPair[] {
  const pairs: FaqPair[] = [];
  let mode: 'none' | 'Q' | 'A' = 'none';
  let question: string[] = [];
  let answer: string[] = [];
  const flush = () => {
    if (question.length && words(answer.join(' ')) >= MIN_ANSWER_WORDS) {
      pairs.push({
        source,
        question: squash(question).replace(/\s+/g, ' '),
        answer: squash(answer),
      });
    }
    answer = [];
  };
  for (const line of text.split('\n')) {
    const mark = QA_MARK.exec(line);
    if (mark?.[1] === 'Q') {
      if (mode === 'A') {
        flush();
        question = [];
      }
      // Several questions before one answer are asked together.
      question.push(mark[2] ?? '');
      mode = 'Q';
    } else if (mark?.[1] === 'A') {
      mode = 'A';
      answer.push(mark[2] ?? '');
    } else if (mode === 'Q' && line.trim()) {
      question.push(line.trim());
    } else if (mode === 'A') {
      if (/^\s*\*\s/.test(line) && !line.startsWith(' ')) {
        flush();
        question = [];
        mode = 'none';
      } else answer.push(line.replace(/^\s{4}/, ''));
    }
  }
  if (mode === 'A') flush();
  return pairs;
}

function parseNumbered(text: string, source: string): FaqPair[] {
  const pairs: FaqPair[] = [];
  const lines = text.split('\n');
  let current: { question: string[]; answer: string[]; asking: boolean } | null = null;
  const flush = () => {
    if (!current) return;
    const question = squash(current.question).replace(/\s+/g, ' ');
    const answer = squash(current.answer);
    if (question.includes('?') && words(answer) >= MIN_ANSWER_WORDS) {
      pairs.push({ source, question, answer });
    }
    current = null;
  };
  for (const line of lines) {
    const numbered = NUMBERED.exec(line);
    if (numbered && /[a-z]/i.test(numbered[2] ?? '')) {
      flush();
      const first = numbered[2] ?? '';
      current = { question: [first], answer: [], asking: !/[?:]\s*$/.test(first) };
      continue;
    }
    if (!current) continue;
    if (RULE.test(line)) {
      flush();
      continue;
    }
    if (current.asking) {
      if (!line.trim()) current.asking = false;
      else {
        current.question.push(line.trim());
        if (/[?:]\s*$/.test(line)) current.asking = false;
      }
    } else current.answer.push(line.replace(/^\s{4}/, ''));
  }
  flush();
  return pairs;
}

/** Every pair found in the installed FAQ files, and the files that were missing. */
export function loadFaqPairs(files = FAQ_FILES): { pairs: FaqPair[]; missing: string[] } {
  const pairs: FaqPair[] = [];
  const missing: string[] = [];
  for (const file of files) {
    if (!existsSync(file)) {
      missing.push(file);
      continue;
    }
    const text = readText(file);
    const marked = parseMarked(text, file);
    pairs.push(...(marked.length >= 3 ? marked : parseNumbered(text, file)));
  }
  // The same question twice would make retrieval ambiguous. Within one file the later copy is
  // the answer (the first is its table of contents); across files (several ship a copy of
  // the same FAQ) the first is kept.
  const kept: FaqPair[] = [];
  const at = new Map<string, number>();
  for (const pair of pairs) {
    const key = pair.question.toLowerCase();
    const earlier = at.get(key);
    if (earlier === undefined) {
      at.set(key, kept.length);
      kept.push(pair);
    } else if (kept[earlier]?.source === pair.source) kept[earlier] = pair;
  }
  return {
    pairs: kept,
    missing,
  };
}

/** At most `perFile` pairs from each source, so no single file decides a figure. */
export function takePerFile(pairs: FaqPair[], perFile: number): FaqPair[] {
  const counts = new Map<string, number>();
  return pairs.filter((pair) => {
    const count = (counts.get(pair.source) ?? 0) + 1;
    counts.set(pair.source, count);
    return count <= perFile;
  });
}

/** With fewer than 30 pairs the figures would mean nothing: what to install instead. */
export function tooFewPairsMessage(count: number): string {
  return `Only ${count} question/answer pairs found: install Debian's FAQ files (for example apt-get install xz-utils socat zlib1g-dev valgrind lsof) and run again.`;
}
