import { buildDocument } from '../document/build-document.ts';
import { type EngineKnowledge, NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';
import { retrieveForTargets } from './read-targets.ts';
import { findTarget } from './report-targets.ts';
import type { TargetImprovement, TargetReport } from './types.ts';

/** The rewrite writes the target itself: as a heading, or as a line of its own. */
function isWrittenIn(rewrite: string, question: string): boolean {
  const wanted = question.trim().toLowerCase().replace(/\s+/g, ' ');
  return rewrite.split('\n').some(
    (line) =>
      line
        .replace(/^\s*#{1,6}\s+|^\s*(?:q|question)\s*[:.]\s*/i, '')
        .trim()
        .toLowerCase()
        .replace(/\s+/g, ' ') === wanted,
  );
}

/**
 * What the writer is warned of for one target: a rewrite that writes the question in but
 * answers it nowhere claims an answer it does not give; one that answers a target the
 * original did not has brought facts to check.
 */
function warnOf(before: TargetReport, after: TargetReport, rewrite: string): string | null {
  if (after.verdict === 'not-answered' && isWrittenIn(rewrite, after.question))
    return 'The rewrite puts this question in the text, but no passage of it answers the question: write the answer under it or take the question out.';
  if (before.verdict === 'not-answered' && after.verdict !== 'not-answered')
    return 'The rewrite answers this question where the original did not: check every fact of the new answer before publishing.';
  return null;
}

/** Each target before and after a rewrite, with the edits made for it and any warning. */
export function compareTargets(
  before: readonly TargetReport[],
  rewrite: string,
  questions: readonly string[],
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
  options: { editIds?: readonly string[][] } = {},
): TargetImprovement[] {
  const retrieval = retrieveForTargets(buildDocument(rewrite), knowledge);
  return questions.map((question, index) => {
    const original = before[index] as TargetReport;
    const after = findTarget(question, retrieval).report;
    return {
      question: original.question,
      answerType: original.answerType,
      before: original,
      after,
      editIds: [...(options.editIds?.[index] ?? [])],
      warning: warnOf(original, after, rewrite),
    };
  });
}

/** The LLM path: the original's reports and the model's rewrite's, side by side. */
export function checkTargetsOfRewrite(
  original: string,
  rewrite: string,
  questions: readonly string[],
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
): TargetImprovement[] {
  if (questions.length === 0) return [];
  const retrieval = retrieveForTargets(buildDocument(original), knowledge);
  const before = questions.map((question) => findTarget(question, retrieval).report);
  return compareTargets(before, rewrite, questions, knowledge);
}
