import { assessAuthorityTrust } from '../assessments/authority-trust/assess-authority-trust.ts';
import { assessConversationalAlignment } from '../assessments/conversational-alignment/assess-conversational-alignment.ts';
import { assessQuality, type QualityGate } from '../assessments/quality-gates.ts';
import { assessRetrievability } from '../assessments/retrievability/assess-retrievability.ts';
import { assessSemanticClarity } from '../assessments/semantic-clarity/assess-semantic-clarity.ts';
import type { CriterionAssessment } from '../assessments/signal.ts';
import { assessStructuredFormatting } from '../assessments/structured-formatting/assess-structured-formatting.ts';
import { assessTopicalDepth } from '../assessments/topical-depth/assess-topical-depth.ts';
import { buildDocument } from '../document/build-document.ts';
import { researchDocument } from '../research/research-document.ts';
import type { Research } from '../research/types.ts';

export interface DocumentAssessment {
  research: Research;
  gate: QualityGate;
  /** The six criteria of spec §3, in the order of CRITERIA. */
  assessments: CriterionAssessment[];
}

/** The pipeline of STYLE.md convention 7: document -> research -> assessments. */
export function assessDocument(text: string): DocumentAssessment {
  const research = researchDocument(buildDocument(typeof text === 'string' ? text : ''));
  const gate = assessQuality(research);
  const assessments = [
    assessSemanticClarity(research, gate),
    assessStructuredFormatting(research, gate),
    assessAuthorityTrust(research, gate),
    assessRetrievability(research, gate),
    assessTopicalDepth(research, gate),
    assessConversationalAlignment(research, gate),
  ];
  return { research, gate, assessments };
}
