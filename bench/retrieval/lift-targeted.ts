import { applyEdits, checkRewrite, type ImproveEdit, improveText } from '@citable/engine';
import { loadWordVectors } from '@citable/engine/word-vectors.server';
import { improveForTargets } from '../../packages/engine/src/targets/improve-for-targets.ts';
import type { AreSynonyms } from '../../packages/engine/src/targets/propose-wording.ts';
import { mrrAt10, RETRIEVERS, rankOf } from './lift-retrievers.ts';
import { indexPassages, type Query, withQuestionHeadings } from './lift-whole-documents.ts';
import { type FaqPair, loadFaqPairs, takePerFile } from './load-faq-pairs.ts';
import { loadHiddenQuestionDocuments } from './load-hidden-question-documents.ts';
import { createOffsetMap } from './map-offsets.ts';

// Issue 36: the targeted run. The same real questions and answers as the untargeted run, but
// the writer names the question: each answer is improved with its real question as its target.
// Printed beside the untargeted rewrite and the ceiling (the questions written back as
// headings, which no honest edit can beat). A negative control gives each answer another
// answer's question: it must get no edit and the verdict "not answered".

export interface TargetedRow {
  name: string;
  asWritten: number;
  untargeted: number;
  targeted: number;
  ceiling: number;
}

export interface TargetedSet {
  title: string;
  rows: TargetedRow[];
  verdicts: Map<string, number>;
  edits: Map<string, number>;
  newNumbers: number;
  newNames: number;
  /**
   * Set 2 only: the targets' question headings accepted by default that land inside their
   * own hidden answer ("right") or inside another's or between answers ("wrong").
   */
  headings?: { right: number; wrong: number };
  /** Set 2 only: per retriever, MRR@10 before and after of the questions of each kind. */
  byHeading?: { name: string; kind: HeadingKind; count: number; before: number; after: number }[];
}

/** Where a question's heading went: over its own answer, over another, or nowhere. */
export type HeadingKind = 'right' | 'wrong' | 'none';

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

const PER_FILE = 60;

/**
 * Which edits the targeted rewrite takes: those accepted by default, and the target edits of
 * the kinds named here (the ones off by default, "answer-first" and "wording", are measured so),
 * with the synonyms the wording edit reads.
 */
export interface TargetedOptions {
  alsoAccepted?: ReadonlySet<string>;
  areSynonyms?: AreSynonyms;
}

const isTaken = (edit: ImproveEdit, options: TargetedOptions) =>
  edit.isAcceptedByDefault ||
  [...(options.alsoAccepted ?? [])].some((kind) => edit.id.startsWith(`target-${kind}-`));

/** Set 1: each FAQ answer one document, improved with its own question as its one target. */
export function measureTargetedSingleAnswers(
  pairs: readonly FaqPair[],
  options: TargetedOptions = {},
): TargetedSet {
  const knowledge = { vectors: loadWordVectors() };
  const originals = pairs.map((pair) => pair.answer);
  const untargeted = originals.map((answer) => improveText(answer).improvedContent);
  const verdicts = new Map<string, number>();
  const edits = new Map<string, number>();
  let newNumbers = 0;
  let newNames = 0;
  const targeted = pairs.map((pair) => {
    const result = improveForTargets(pair.answer, [pair.question], knowledge, options);
    for (const target of result.targets) count(verdicts, target.before.verdict);
    const accepted = result.edits.filter((edit) => isTaken(edit, options));
    for (const edit of accepted) count(edits, edit.kind);
    const rewrite = applyEdits(
      pair.answer,
      result.edits,
      accepted.map((edit) => edit.id),
    );
    const check = checkRewrite(pair.answer, rewrite);
    newNumbers += check.inventedNumbers.length;
    newNames += check.inventedNames.length;
    return rewrite;
  });
  const ceiling = pairs.map((pair) => `## ${pair.question}\n\n${pair.answer}`);
  const rows = RETRIEVERS.map(([name, scorer]) => {
    const mrr = (texts: string[]) => {
      const score = scorer(texts);
      return mrrAt10(pairs.map((pair, q) => rankOf(score(pair.question), new Set([q]))));
    };
    return {
      name,
      asWritten: mrr(originals),
      untargeted: mrr(untargeted),
      targeted: mrr(targeted),
      ceiling: mrr(ceiling),
    };
  });
  return {
    title: `Set 1, single answers: ${pairs.length} answers from ${new Set(pairs.map((p) => p.source)).size} FAQ files, each improved with its real question as its one target`,
    rows,
    verdicts,
    edits,
    newNumbers,
    newNames,
  };
}

/** Set 2: whole documents, questions hidden, each improved with all its questions as targets. */
export function measureTargetedWholeDocuments(options: TargetedOptions = {}): TargetedSet | string {
  const knowledge = { vectors: loadWordVectors() };
  const { documents, missing } = loadHiddenQuestionDocuments();
  const questions = documents.reduce((sum, document) => sum + document.answers.length, 0);
  if (questions < 30)
    return `Only ${questions} hidden questions found (missing: ${missing.join(', ') || 'none'}).`;
  const verdicts = new Map<string, number>();
  const edits = new Map<string, number>();
  let newNumbers = 0;
  let newNames = 0;
  type Span = { document: number; question: string; start: number; end: number };
  const spansAfter = (
    rewrite: (
      text: string,
      questions: string[],
    ) => { text: string; edits: Parameters<typeof createOffsetMap>[0] },
  ) => {
    const texts: string[] = [];
    const spans: Span[] = [];
    documents.forEach((document, index) => {
      const result = rewrite(
        document.text,
        document.answers.map((answer) => answer.question),
      );
      texts.push(result.text);
      const map = createOffsetMap(result.edits);
      for (const answer of document.answers)
        spans.push({
          document: index,
          question: answer.question,
          start: map(answer.start),
          end: map(answer.end - 1) + 1,
        });
    });
    return indexPassages(texts, spans);
  };
  const asWritten = spansAfter((text) => ({ text, edits: [] }));
  const untargeted = spansAfter((text) => {
    const result = improveText(text);
    return {
      text: result.improvedContent,
      edits: result.edits.filter((edit) => edit.isAcceptedByDefault),
    };
  });
  const headings = { right: 0, wrong: 0 };
  // One kind per question, in the order spansAfter lists them (documents, then answers).
  const kinds: HeadingKind[] = [];
  const targeted = spansAfter((text, asked) => {
    const result = improveForTargets(text, asked, knowledge, options);
    for (const target of result.targets) count(verdicts, target.before.verdict);
    const accepted = result.edits.filter((edit) => isTaken(edit, options));
    const answers = documents.find((document) => document.text === text)?.answers ?? [];
    result.targets.forEach((target, index) => {
      const answer = answers[index];
      const heading = accepted.find(
        (edit) => edit.kind === 'faq' && target.editIds.includes(edit.id),
      );
      const kind: HeadingKind =
        !heading || !answer
          ? 'none'
          : heading.start >= answer.start && heading.start <= answer.end
            ? 'right'
            : 'wrong';
      kinds.push(kind);
      if (kind !== 'none') headings[kind] += 1;
    });
    for (const edit of accepted) count(edits, edit.kind);
    const rewrite = applyEdits(
      text,
      result.edits,
      accepted.map((edit) => edit.id),
    );
    const check = checkRewrite(text, rewrite);
    newNumbers += check.inventedNumbers.length;
    newNames += check.inventedNames.length;
    return { text: rewrite, edits: accepted };
  });
  const restored = documents.map((document) => withQuestionHeadings(document));
  const ceiling = indexPassages(
    restored.map((document) => document.text),
    restored.flatMap((document, index) =>
      document.spans.map((span) => ({ document: index, ...span })),
    ),
  );
  const byHeading: NonNullable<TargetedSet['byHeading']> = [];
  const rows = RETRIEVERS.map(([name, scorer]) => {
    const ranks = (index: { passages: string[]; queries: Query[] }) => {
      const score = scorer(index.passages);
      return index.queries.map((query) => rankOf(score(query.question), query.relevant));
    };
    const mrr = (index: { passages: string[]; queries: Query[] }) => mrrAt10(ranks(index));
    const before = ranks(asWritten);
    const after = ranks(targeted);
    for (const kind of ['right', 'wrong', 'none'] as const) {
      const of = (list: number[]) => mrrAt10(list.filter((_, q) => kinds[q] === kind));
      const count = kinds.filter((k) => k === kind).length;
      byHeading.push({ name, kind, count, before: of(before), after: of(after) });
    }
    return {
      name,
      asWritten: mrr(asWritten),
      untargeted: mrr(untargeted),
      targeted: mrr(targeted),
      ceiling: mrr(ceiling),
    };
  });
  return {
    title: `Set 2, whole documents: ${questions} hidden questions in ${documents.length} documents, each document improved with all its questions as targets`,
    rows,
    verdicts,
    edits,
    newNumbers,
    newNames,
    headings,
    byHeading,
  };
}

export interface ControlResult {
  title: string;
  total: number;
  notAnswered: number;
  withEdit: number;
}

/**
 * The negative control: each answer improved with another answer's question as its target.
 * `pairing` picks the other answer: from another FAQ file (the control the issue names), or
 * the next answer of the same file (a harder one: neighbours in an FAQ share their subject).
 */
export function measureControl(
  pairs: readonly FaqPair[],
  pairing: 'other-file' | 'same-file',
): ControlResult {
  const knowledge = { vectors: loadWordVectors() };
  let total = 0;
  let notAnswered = 0;
  let withEdit = 0;
  pairs.forEach((pair, index) => {
    const same = pairs.filter((other) => other.source === pair.source);
    const other =
      pairing === 'same-file'
        ? same[(same.indexOf(pair) + 1) % same.length]
        : pairs
            .slice(index + 1)
            .concat(pairs.slice(0, index))
            .find((candidate) => candidate.source !== pair.source);
    if (!other || other === pair) return;
    const result = improveForTargets(pair.answer, [other.question], knowledge);
    const [target] = result.targets;
    total += 1;
    if (target?.before.verdict === 'not-answered') notAnswered += 1;
    if ((target?.editIds.length ?? 0) > 0) withEdit += 1;
  });
  return {
    title:
      pairing === 'other-file'
        ? "another file's question"
        : 'the next question of the same FAQ file',
    total,
    notAnswered,
    withEdit,
  };
}

export function loadSingleAnswerPairs(): FaqPair[] {
  return takePerFile(loadFaqPairs().pairs, PER_FILE);
}
