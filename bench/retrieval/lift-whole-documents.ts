import { checkRewrite, improveText } from '@citable/engine';
import { chunkPassages, MAX_WORDS } from './chunk-passages.ts';
import { mrrAt10, RETRIEVERS, rankOf } from './lift-retrievers.ts';
import {
  type HiddenQuestionDocument,
  loadHiddenQuestionDocuments,
} from './load-hidden-question-documents.ts';
import { createOffsetMap } from './map-offsets.ts';
import type { LiftRow, LiftSet } from './print-lift.ts';

export interface Query {
  question: string;
  /** Passages of the whole index that hold part of the answer. */
  relevant: Set<number>;
}

/** The passages of every document in one index, and for each question the passages of its answer. */
export function indexPassages(
  texts: readonly string[],
  spans: readonly { document: number; question: string; start: number; end: number }[],
): { passages: string[]; queries: Query[] } {
  const passages: string[] = [];
  const owners: { document: number; start: number; end: number }[] = [];
  texts.forEach((text, document) => {
    for (const chunk of chunkPassages(text)) {
      passages.push(chunk.text);
      owners.push({ document, start: chunk.start, end: chunk.end });
    }
  });
  const queries = spans.map((span) => ({
    question: span.question,
    relevant: new Set(
      owners.flatMap((owner, index) =>
        owner.document === span.document && owner.start < span.end && owner.end > span.start
          ? [index]
          : [],
      ),
    ),
  }));
  return { passages, queries };
}

/**
 * The reference the improver cannot honestly reach: each document with its hidden questions
 * put back as headings over their answers (what the writer's own FAQ headings would give).
 */
export function withQuestionHeadings(
  document: HiddenQuestionDocument,
  headingOf: (question: string) => string = (question) => `## ${question}`,
): {
  text: string;
  spans: { question: string; start: number; end: number }[];
} {
  let text = '';
  let at = 0;
  const spans: { question: string; start: number; end: number }[] = [];
  for (const answer of [...document.answers].sort((a, b) => a.start - b.start)) {
    text += document.text.slice(at, answer.start);
    text += `${text === '' || text.endsWith('\n\n') ? '' : '\n'}${headingOf(answer.question)}\n\n`;
    const start = text.length;
    text += document.text.slice(answer.start, answer.end);
    spans.push({ question: answer.question, start, end: text.length });
    at = answer.end;
  }
  return { text: text + document.text.slice(at), spans };
}

/**
 * Set 2, closer to how AI search meets a page: whole documents with their questions removed,
 * each improved whole, split into passages by a RAG-style chunker, every passage of every
 * document in one index. A question finds its answer when a passage holding part of that
 * answer ranks high.
 */
export function measureWholeDocuments(): LiftSet | string {
  const { documents, missing } = loadHiddenQuestionDocuments();
  const questions = documents.reduce((sum, document) => sum + document.answers.length, 0);
  if (questions < 30)
    return `Only ${questions} hidden questions found (missing: ${missing.join(', ') || 'none'}): install Debian's FAQ files and run npm ci, then run again.`;
  const results = documents.map((document) => improveText(document.text));
  let newNumbers = 0;
  let newNames = 0;
  const kinds = new Map<string, number>();
  const rewriteSpans: { document: number; question: string; start: number; end: number }[] = [];
  const originalSpans: typeof rewriteSpans = [];
  results.forEach((result, document) => {
    const source = documents[document];
    if (!source) return;
    const check = checkRewrite(source.text, result.improvedContent);
    newNumbers += check.inventedNumbers.length;
    newNames += check.inventedNames.length;
    const accepted = result.edits.filter((edit) => edit.isAcceptedByDefault);
    for (const edit of accepted) kinds.set(edit.kind, (kinds.get(edit.kind) ?? 0) + 1);
    const map = createOffsetMap(accepted);
    for (const answer of source.answers) {
      originalSpans.push({ document, ...answer });
      // The end maps by its last character, so a heading put over the next answer stays out.
      rewriteSpans.push({
        document,
        question: answer.question,
        start: map(answer.start),
        end: map(answer.end - 1) + 1,
      });
    }
  });
  const before = indexPassages(
    documents.map((document) => document.text),
    originalSpans,
  );
  const after = indexPassages(
    results.map((result) => result.improvedContent),
    rewriteSpans,
  );
  const reference = (headingOf?: (question: string) => string) => {
    const restored = documents.map((document) => withQuestionHeadings(document, headingOf));
    return indexPassages(
      restored.map((document) => document.text),
      restored.flatMap((document, index) =>
        document.spans.map((span) => ({ document: index, ...span })),
      ),
    );
  };
  const ceiling = reference();
  // An empty heading: a passage break at each answer and no word added, the best chunking.
  const aligned = reference(() => '#');
  const rows: LiftRow[] = RETRIEVERS.map(([name, scorer]) => {
    const ranks = (index: { passages: string[]; queries: Query[] }) => {
      const score = scorer(index.passages);
      return index.queries.map((query) => rankOf(score(query.question), query.relevant));
    };
    return {
      name,
      before: mrrAt10(ranks(before)),
      after: mrrAt10(ranks(after)),
      ceiling: mrrAt10(ranks(ceiling)),
      aligned: mrrAt10(ranks(aligned)),
    };
  });
  return {
    title: `Set 2, whole documents: ${questions} hidden questions in ${documents.length} documents (${documents.map((d) => d.source.split('/').slice(-2).join('/')).join(', ')}), chunked at headings and at most ${MAX_WORDS} words, ${before.passages.length} passages as written and ${after.passages.length} rewritten in one index`,
    kinds,
    newNumbers,
    newNames,
    rows,
  };
}
