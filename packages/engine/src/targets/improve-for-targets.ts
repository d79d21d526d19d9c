import { buildDocument } from '../document/build-document.ts';
import { looksLikeHtml } from '../document/looks-like-html.ts';
import { applyEdits, defaultAcceptedIds } from '../improve/apply-edits.ts';
import { checkRewrite } from '../improve/check-rewrite.ts';
import type { ImproveEdit } from '../improve/edit-types.ts';
import { type ImproveTextResult, improveText, LEGAL_TEXT_NOTICE } from '../improve/improve-text.ts';
import { scanSource } from '../improve/scan-source.ts';
import { scoreImprovement } from '../improve/score-improvement.ts';
import { type EngineKnowledge, NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';
import { compareTargets } from './compare-targets.ts';
import { proposeTargetEdits } from './propose-target-edits.ts';
import type { AreSynonyms } from './propose-wording.ts';
import { retrieveForTargets } from './read-targets.ts';
import { findTarget } from './report-targets.ts';
import type { TargetImprovement } from './types.ts';

export interface TargetedImproveResult extends ImproveTextResult {
  targets: TargetImprovement[];
}

/** Two edits touch: one starts where the other is, or their spans overlap. */
const touches = (a: ImproveEdit, b: { start: number; end: number }) =>
  a.start <= b.end && b.start <= a.end;

/**
 * The builtin improver working toward the writer's target questions (issue 36): its own edits,
 * plus for each target a passage answers, the question as that passage's heading and its
 * answer moved first. An improver edit at the same place gives way to the target's; a target
 * no passage answers gets no edit, only its note. Without targets this is improveText.
 */
export function improveForTargets(
  text: string,
  questions: readonly string[],
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
  options: { areSynonyms?: AreSynonyms } = {},
): TargetedImproveResult {
  const base = improveText(text, knowledge);
  if (questions.length === 0) return { ...base, targets: [] };
  const input = typeof text === 'string' ? text : '';
  const blocks = looksLikeHtml(input) ? [] : scanSource(input);
  const retrieval = retrieveForTargets(buildDocument(input), knowledge);
  const findings = questions.map((question) => findTarget(question, retrieval));
  const isKeptAsWritten = base.notice === LEGAL_TEXT_NOTICE;
  const ids = new Set(base.edits.map((edit) => edit.id));
  const targetEdits: ImproveEdit[] = [];
  const editIds = findings.map((finding) => {
    const drafts = proposeTargetEdits({
      text: input,
      blocks,
      retrieval,
      finding,
      isKeptAsWritten,
      ...options,
    });
    return drafts.flatMap((draft) => {
      // Two targets answered by one passage: the first keeps the heading.
      if (targetEdits.some((edit) => edit.kind === draft.kind && touches(edit, draft))) return [];
      let id = `target-${draft.kind}-${draft.start}`;
      for (let n = 2; ids.has(id); n++) id = `target-${draft.kind}-${draft.start}-${n}`;
      ids.add(id);
      const passageTitle = finding.report.answer?.label ?? '';
      targetEdits.push({ ...draft, id, passageTitle });
      return [id];
    });
  });
  const edits = [
    ...base.edits.filter((edit) => !targetEdits.some((target) => touches(edit, target))),
    ...targetEdits,
  ].sort((a, b) => a.start - b.start || a.end - b.end);
  const improvedContent = applyEdits(input, edits, defaultAcceptedIds(edits));
  const rewriteFactors =
    improvedContent === base.improvedContent
      ? base.rewriteFactors
      : improvedContent === input
        ? base.originalFactors
        : scoreImprovement(improvedContent, knowledge);
  return {
    ...base,
    edits,
    improvedContent,
    improvementFactors: rewriteFactors,
    rewriteFactors,
    check: checkRewrite(input, improvedContent),
    notice: targetEdits.some((edit) => edit.isAcceptedByDefault) ? null : base.notice,
    targets: compareTargets(
      findings.map((finding) => finding.report),
      improvedContent,
      questions,
      knowledge,
      { editIds },
    ),
  };
}
