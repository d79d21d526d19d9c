import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FAQ_FILES, loadFaqPairs } from './load-faq-pairs.ts';

/**
 * Whole documents that Citable's authors did not write, with the questions they answer taken
 * out, so the improver never sees a question: Debian's FAQ files (every answer, in order) and
 * npm READMEs whose question headings ("## How do I use it?") each open an answer. Each answer
 * keeps its place in the document, so a retriever must find it among every passage of every
 * document.
 */
export interface HiddenAnswer {
  question: string;
  /** Offsets of the answer in the document as given to the improver. */
  start: number;
  end: number;
}

export interface HiddenQuestionDocument {
  source: string;
  text: string;
  answers: HiddenAnswer[];
}

/** npm packages whose README asks its questions as headings. */
export const QUESTION_HEADED_READMES = ['dompurify/README.md', 'p-queue/readme.md'];

const QUESTION_HEADING = /^(#{1,6})\s+(.+\?)\s*$/;
const ANY_HEADING = /^#{1,6}\s/;
const FENCE = /^\s*(```|~~~)/;

function fromFaqFile(
  source: string,
  answers: string[],
  questions: string[],
): HiddenQuestionDocument {
  let text = '';
  const spans: HiddenAnswer[] = [];
  answers.forEach((answer, index) => {
    if (text) text += '\n\n';
    spans.push({
      question: questions[index] ?? '',
      start: text.length,
      end: text.length + answer.length,
    });
    text += answer;
  });
  return { source, text: `${text}\n`, answers: spans };
}

/** A README with its question headings removed; the answer runs to the next heading. */
export function hideQuestionHeadings(source: string, markdown: string): HiddenQuestionDocument {
  const lines = markdown.split('\n');
  let text = '';
  const answers: HiddenAnswer[] = [];
  let open: HiddenAnswer | null = null;
  let inFence = false;
  for (const line of lines) {
    if (FENCE.test(line)) inFence = !inFence;
    const question = inFence ? null : QUESTION_HEADING.exec(line);
    if (!inFence && ANY_HEADING.test(line) && open) {
      open.end = text.trimEnd().length;
      answers.push(open);
      open = null;
    }
    if (question) {
      open = { question: question[2] ?? '', start: text.length, end: text.length };
      continue;
    }
    text += `${line}\n`;
  }
  if (open) {
    open.end = text.trimEnd().length;
    answers.push(open);
  }
  // An answer starts at its first word, so a heading the improver puts over it stays outside.
  for (const answer of answers)
    answer.start += /^\s*/.exec(text.slice(answer.start))?.[0].length ?? 0;
  return { source, text, answers: answers.filter((answer) => answer.end > answer.start + 40) };
}

function findReadme(relative: string): string | null {
  const require = createRequire(import.meta.url);
  const [name] = relative.split('/');
  try {
    const root = dirname(require.resolve(`${name}/package.json`));
    const file = join(root, relative.slice((name ?? '').length + 1));
    return existsSync(file) ? file : null;
  } catch {
    // Some packages do not export package.json; look in the repository's node_modules.
    const file = join(process.cwd(), 'node_modules', relative);
    return existsSync(file) ? file : null;
  }
}

export function loadHiddenQuestionDocuments(): {
  documents: HiddenQuestionDocument[];
  missing: string[];
} {
  const { pairs, missing } = loadFaqPairs(FAQ_FILES);
  const documents: HiddenQuestionDocument[] = [];
  for (const source of new Set(pairs.map((pair) => pair.source))) {
    const own = pairs.filter((pair) => pair.source === source);
    documents.push(
      fromFaqFile(
        source,
        own.map((pair) => pair.answer),
        own.map((pair) => pair.question),
      ),
    );
  }
  for (const relative of QUESTION_HEADED_READMES) {
    const file = findReadme(relative);
    if (!file) {
      missing.push(relative);
      continue;
    }
    documents.push(hideQuestionHeadings(relative, readFileSync(file, 'utf8')));
  }
  return { documents, missing };
}
