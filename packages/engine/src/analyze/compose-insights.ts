import type { QualityGate } from '../assessments/quality-gates.ts';
import type { CriterionAssessment } from '../assessments/signal.ts';
import type { Focus, TextAnchor } from '../evidence/types.ts';
import type { AnalysisInsight, InsightType } from '../types.ts';

// Spec §9 "Default prompts": 3-5 sentences of key insights. Each names its evidence.
export const INSIGHT_LIMITS = { min: 3, max: 5 } as const;
/** Signal scores at or above this are praised; at or below PROBLEM_AT they are problems. */
export const PRAISE_FROM = 0.9;
export const PROBLEM_AT = 0.4;
const QUOTA: Record<InsightType, number> = { positive: 2, negative: 2, warning: 1 };
/** Below this quality factor the quality issues speak for the text; other findings only fill. */
const SEVERE_GATE = 0.3;

interface Candidate extends AnalysisInsight {
  priority: number;
  order?: number;
  focus?: Focus;
}

/** Resolves what a finding is about to offsets in the submitted text (evidence/resolve-anchor). */
export type AnchorOf = (focus: Focus | undefined) => TextAnchor | undefined;
const NO_ANCHORS: AnchorOf = () => undefined;

function collectCandidates(
  assessments: readonly CriterionAssessment[],
  gate: QualityGate,
): Candidate[] {
  const candidates: Candidate[] = gate.issues.map((issue, index) => ({
    type: 'negative',
    text: issue.problem,
    priority: 10 - index,
    focus: issue.focus,
  }));
  // Said once, before any other observation: the analysis is tuned for English.
  if (gate.languageNote) candidates.push({ type: 'warning', text: gate.languageNote, priority: 5 });
  if (gate.kindNote) candidates.push({ type: 'warning', text: gate.kindNote.note, priority: 5 });
  // Text that fails a quality gate (too short, stuffed, placeholder, word salad, copies) is
  // praised for nothing: its strong-looking signals measure too little text or the wrong kind.
  const mayPraise = gate.issues.length === 0;
  for (const assessment of assessments) {
    const total = assessment.signals.reduce((sum, signal) => sum + signal.weight, 0) || 1;
    for (const signal of assessment.signals) {
      if (signal.weight === 0 || signal.isNeutral) continue;
      const weight = signal.weight / total;
      // dayjs' changelog was warned that its opening "states the point directly": praise.
      const isMet = signal.score >= Math.min(PRAISE_FROM, signal.metFrom ?? PRAISE_FROM);
      if (isMet && signal.praise && mayPraise) {
        candidates.push({
          type: 'positive',
          text: signal.praise,
          priority: weight * signal.score,
          focus: signal.about?.praise,
        });
      } else if (signal.score <= PROBLEM_AT && signal.problem) {
        candidates.push({
          type: 'negative',
          text: signal.problem,
          priority: weight * (1 - signal.score),
          focus: signal.about?.problem,
        });
      } else if (!isMet && !signal.isMeasuredOnly) {
        // A signal whose advice does not fit the kind raises no warning either: logrotate's
        // 50-word NEWS.Debian was warned "1 or more [lists] is expected at this length".
        candidates.push({
          type: 'warning',
          text: signal.evidence,
          priority: weight * (1 - signal.score),
          focus: signal.about?.evidence,
        });
      }
    }
  }
  return candidates;
}

function endSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Picks 3-5 insights: the strongest points, the biggest problems, one observation. */
export function composeInsights(
  assessments: readonly CriterionAssessment[],
  gate: QualityGate,
  anchorOf: AnchorOf = NO_ANCHORS,
): AnalysisInsight[] {
  const seen = new Set<string>();
  const ranked = collectCandidates(assessments, gate)
    .map((candidate, order) => ({ ...candidate, order }))
    .sort((a, b) => b.priority - a.priority || a.order - b.order)
    .filter((candidate) => !seen.has(candidate.text) && seen.add(candidate.text));
  const quota =
    gate.factor < SEVERE_GATE
      ? { positive: 0, negative: gate.issues.length, warning: 0 }
      : { ...QUOTA, negative: QUOTA.negative + Math.min(1, gate.issues.length) };
  const chosen = new Set<Candidate>();
  for (const candidate of ranked) {
    if (quota[candidate.type] > 0 && chosen.size < INSIGHT_LIMITS.max) {
      quota[candidate.type]--;
      chosen.add(candidate);
    }
  }
  for (const candidate of ranked) {
    if (chosen.size >= INSIGHT_LIMITS.min) break;
    chosen.add(candidate);
  }
  const order: InsightType[] = ['positive', 'negative', 'warning'];
  return [...chosen]
    .sort(
      (a, b) => order.indexOf(a.type) - order.indexOf(b.type) || (a.order ?? 0) - (b.order ?? 0),
    )
    .map(({ type, text, focus }) => {
      const anchor = anchorOf(focus);
      return { type, text: endSentence(text), ...(anchor ? { anchor } : {}) };
    });
}
