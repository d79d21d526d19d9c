import {
  type Applicability,
  describeInapplicable,
  RETRIEVABILITY_APPLICABILITY,
} from '../assessments/applicability.ts';
import { assessAuthorityTrust } from '../assessments/authority-trust/assess-authority-trust.ts';
import { AUTHORITY_TRUST_APPLICABILITY } from '../assessments/authority-trust/config.ts';
import { assessConversationalAlignment } from '../assessments/conversational-alignment/assess-conversational-alignment.ts';
import { CONVERSATIONAL_ALIGNMENT_APPLICABILITY } from '../assessments/conversational-alignment/config.ts';
import { assessQuality, type QualityGate } from '../assessments/quality-gates.ts';
import { assessRetrievability } from '../assessments/retrievability/assess-retrievability.ts';
import { assessSemanticClarity } from '../assessments/semantic-clarity/assess-semantic-clarity.ts';
import { SEMANTIC_CLARITY_APPLICABILITY } from '../assessments/semantic-clarity/config.ts';
import {
  type CriterionAssessment,
  combineSignals,
  measureOnly,
  neutralizeSignal,
  type Signal,
} from '../assessments/signal.ts';
import { assessStructuredFormatting } from '../assessments/structured-formatting/assess-structured-formatting.ts';
import { STRUCTURED_FORMATTING_APPLICABILITY } from '../assessments/structured-formatting/config.ts';
import { assessTopicalDepth } from '../assessments/topical-depth/assess-topical-depth.ts';
import { TOPICAL_DEPTH_APPLICABILITY } from '../assessments/topical-depth/config.ts';
import { buildDocument } from '../document/build-document.ts';
import type { DocumentKind } from '../research/classify-kind.ts';
import { researchDocument } from '../research/research-document.ts';
import type { Research } from '../research/types.ts';
import { type EngineKnowledge, NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';

export interface DocumentAssessment {
  research: Research;
  gate: QualityGate;
  /** The six criteria of spec §3, in the order of CRITERIA. */
  assessments: CriterionAssessment[];
}

/** Each criterion's declared applicability, in the order of CRITERIA. */
const APPLICABILITY: readonly Applicability[] = [
  SEMANTIC_CLARITY_APPLICABILITY,
  STRUCTURED_FORMATTING_APPLICABILITY,
  AUTHORITY_TRUST_APPLICABILITY,
  RETRIEVABILITY_APPLICABILITY,
  TOPICAL_DEPTH_APPLICABILITY,
  CONVERSATIONAL_ALIGNMENT_APPLICABILITY,
];

/** Leaves neutral the signals that do not apply to this text's language or kind. */
function keepApplicable(
  assessment: CriterionAssessment,
  applicability: Applicability,
  kind: DocumentKind,
  language: string | null,
  isTechnical: boolean,
): CriterionAssessment {
  const reasons = assessment.signals.map((signal) => {
    const rule = applicability[signal.id];
    return rule ? describeInapplicable(rule, kind, language, isTechnical) : null;
  });
  const isMeasuredOnly = (signal: Signal) => {
    const rule = applicability[signal.id];
    if (rule?.measuredOnlyFor?.includes(kind)) return true;
    if (rule?.measuredOnlyWhenAbsentFor?.includes(kind) && !signal.fix) return true;
    if (!isTechnical) return false;
    return (
      rule?.measuredOnlyForTechnical?.includes(kind) === true ||
      (rule?.measuredOnlyWhenAbsentForTechnical?.includes(kind) === true && !signal.fix)
    );
  };
  if (reasons.every((reason) => reason === null) && !assessment.signals.some(isMeasuredOnly))
    return assessment;
  // A criterion none of whose signals applies (Retrievability of a licence, whose wording is
  // its terms) sits at the neutral half score and asks for nothing.
  const signals = assessment.signals.map((signal, index) => {
    const reason = reasons[index];
    if (reason && applicability[signal.id]?.keptWhenMet && signal.score >= 1)
      return measureOnly(signal);
    if (reason) return neutralizeSignal(signal, reason);
    return isMeasuredOnly(signal) ? measureOnly(signal) : signal;
  });
  return { ...assessment, signals, score: combineSignals(signals, assessment.factor) };
}

/** The pipeline of STYLE.md convention 7: document -> research -> assessments. */
export function assessDocument(
  text: string,
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
): DocumentAssessment {
  const source = typeof text === 'string' ? text : '';
  const research = researchDocument(buildDocument(source), knowledge);
  const gate = assessQuality(research);
  const scored = [
    assessSemanticClarity(research, gate),
    assessStructuredFormatting(research, gate),
    assessAuthorityTrust(research, gate),
    assessRetrievability(research, gate),
    assessTopicalDepth(research, gate),
    assessConversationalAlignment(research, gate),
  ];
  const { language } = research.vocabulary;
  const foreign = language.isEnglish ? null : (language.name ?? 'another language');
  const assessments = scored.map((assessment, index) =>
    keepApplicable(
      assessment,
      APPLICABILITY[index] as Applicability,
      research.substance.kind,
      foreign,
      research.substance.isTechnical,
    ),
  );
  return { research, gate, assessments };
}
