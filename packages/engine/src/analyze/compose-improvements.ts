import type { QualityGate } from '../assessments/quality-gates.ts';
import type { CriterionAssessment, Fix } from '../assessments/signal.ts';
import type { Focus } from '../evidence/types.ts';
import type { AnalysisImprovement, Severity } from '../types.ts';
import type { AnchorOf } from './compose-insights.ts';

// Spec §9 "Default prompts": 3-5 improvement suggestions. The severity is written into the text
// with the words spec §5 classifies by, so parsing the raw text gives the same severity back.
export const IMPROVEMENT_LIMITS = { min: 3, max: 5 } as const;
/** Suggestions worth less than this share of a criterion are left out. */
const MIN_PRIORITY = 0.02;
const HIGH_BELOW = { signal: 0.35, criterion: 50 };
const LOW_FROM = 0.75;
/** More than three "essential" items stop meaning anything; later ones are shown as medium. */
const MAX_HIGH = 3;
/** Below this quality factor only the quality issues and the fewest other items are shown. */
const SEVERE_GATE = 0.3;

interface Candidate {
  fix: Fix;
  severity: Severity;
  target: string;
  priority: number;
  focus?: Focus;
}

function rankFixes(assessments: readonly CriterionAssessment[], gate: QualityGate): Candidate[] {
  const candidates: Candidate[] = gate.issues.map((issue, index) => ({
    fix: issue.fix,
    severity: 'high',
    target: 'every criterion',
    priority: 10 - index,
    focus: issue.focus,
  }));
  for (const assessment of assessments) {
    const total = assessment.signals.reduce((sum, signal) => sum + signal.weight, 0) || 1;
    for (const signal of assessment.signals) {
      const isMet = signal.score >= Math.min(1, signal.metFrom ?? 1);
      if (!signal.fix || isMet || signal.isNeutral) continue;
      const severity: Severity =
        signal.score < HIGH_BELOW.signal && assessment.score < HIGH_BELOW.criterion
          ? 'high'
          : signal.score < LOW_FROM
            ? 'medium'
            : 'low';
      const weakness = 1.5 - assessment.score / 100;
      const priority = (signal.weight / total) * (1 - signal.score) * weakness;
      candidates.push({
        fix: signal.fix,
        severity,
        target: assessment.name,
        priority,
        focus: signal.about?.fix,
      });
    }
  }
  return candidates.sort((a, b) => b.priority - a.priority);
}

function collectUpkeep(assessments: readonly CriterionAssessment[]): Candidate[] {
  return assessments.flatMap((assessment) =>
    assessment.signals
      .filter((signal) => signal.maintain && signal.score >= 1)
      .map((signal) => ({
        fix: signal.maintain as Fix,
        severity: 'low' as const,
        target: assessment.name,
        priority: 0,
      })),
  );
}

function describe(candidate: Candidate): string {
  const detail = candidate.fix.detail.trim().replace(/([^.!?])$/, '$1.');
  if (candidate.severity === 'high') return `${detail} This is essential for ${candidate.target}.`;
  if (candidate.severity === 'low')
    return `${detail} Consider it an optional refinement for ${candidate.target}.`;
  return detail;
}

/** Picks 3-5 suggestions: the fixes worth the most points first, upkeep when little is left. */
export function composeImprovements(
  assessments: readonly CriterionAssessment[],
  gate: QualityGate,
  anchorOf: AnchorOf = () => undefined,
): AnalysisImprovement[] {
  const ranked = rankFixes(assessments, gate);
  const chosen: Candidate[] = [];
  const titles = new Set<string>();
  // One sentence drives one finding: "Cite your sources" and "Source the claims that carry
  // numbers" once quoted the same sentence of React Router's fetchers guide side by side.
  const sentences = new Set<string>();
  const take = (candidate: Candidate) => {
    if (chosen.length >= IMPROVEMENT_LIMITS.max || titles.has(candidate.fix.title)) return;
    const sentence = candidate.focus?.sentence;
    if (sentence && sentences.has(sentence)) return;
    titles.add(candidate.fix.title);
    if (sentence) sentences.add(sentence);
    chosen.push({ ...candidate });
  };
  const isSevere = gate.factor < SEVERE_GATE;
  for (const candidate of ranked) {
    if (candidate.priority >= MIN_PRIORITY && (!isSevere || candidate.target === 'every criterion'))
      take(candidate);
  }
  // A text with little left to fix gets upkeep for what it does well, then the smallest gaps;
  // a text failing a quality gate does nothing well enough to keep up.
  const upkeep = gate.issues.length === 0 ? collectUpkeep(assessments) : [];
  // A licence is asked to change nothing; what helps is an explanation beside it.
  if (gate.kindNote)
    upkeep.unshift({
      fix: gate.kindNote.advice,
      severity: 'low',
      target: 'Retrievability & Extractability',
      priority: 0,
    });
  for (const candidate of [...upkeep, ...ranked]) {
    if (chosen.length >= IMPROVEMENT_LIMITS.min) break;
    take(candidate);
  }
  let highs = 0;
  for (const candidate of chosen) {
    if (candidate.severity === 'high' && ++highs > MAX_HIGH) candidate.severity = 'medium';
  }
  // Most severe first (issue 10): worth-based order only breaks ties within a severity.
  const rank: Record<Severity, number> = { high: 0, medium: 1, low: 2 };
  chosen.sort((a, b) => rank[a.severity] - rank[b.severity]);
  return chosen.map((candidate) => {
    const anchor = anchorOf(candidate.focus);
    return {
      severity: candidate.severity,
      title: candidate.fix.title,
      description: describe(candidate),
      ...(anchor ? { anchor } : {}),
    };
  });
}
