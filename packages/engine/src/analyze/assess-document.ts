import { assessAuthorityTrust } from '../assessments/authority-trust/assess-authority-trust.ts';
import { assessConversationalAlignment } from '../assessments/conversational-alignment/assess-conversational-alignment.ts';
import { assessQuality, type QualityGate } from '../assessments/quality-gates.ts';
import { assessRetrievability } from '../assessments/retrievability/assess-retrievability.ts';
import { assessSemanticClarity } from '../assessments/semantic-clarity/assess-semantic-clarity.ts';
import {
  type CriterionAssessment,
  combineSignals,
  neutralizeSignal,
} from '../assessments/signal.ts';
import { assessStructuredFormatting } from '../assessments/structured-formatting/assess-structured-formatting.ts';
import { assessTopicalDepth } from '../assessments/topical-depth/assess-topical-depth.ts';
import { buildDocument } from '../document/build-document.ts';
import { researchDocument } from '../research/research-document.ts';
import type { Research } from '../research/types.ts';
import { type EngineKnowledge, NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';

export interface DocumentAssessment {
  research: Research;
  gate: QualityGate;
  /** The six criteria of spec §3, in the order of CRITERIA. */
  assessments: CriterionAssessment[];
}

/**
 * Signals that measure English wording (word lists, the English syllable count of Flesch, "is a"
 * definitions, "for example"): on a text in another language they stay neutral (SCORING.md).
 */
export const LANGUAGE_DEPENDENT_SIGNALS: ReadonlySet<string> = new Set([
  'reading-ease',
  'vagueness',
  'definitions',
  'summary',
  'variety',
  'examples',
  'experience',
  'faq',
  'address',
  'plain-language',
]);

function keepLanguageNeutral(
  assessment: CriterionAssessment,
  language: string,
): CriterionAssessment {
  const signals = assessment.signals.map((signal) =>
    LANGUAGE_DEPENDENT_SIGNALS.has(signal.id)
      ? neutralizeSignal(
          signal,
          `This signal is left neutral: it reads English wording, and the text is in ${language}.`,
        )
      : signal,
  );
  return { ...assessment, signals, score: combineSignals(signals, assessment.factor) };
}

/** The pipeline of STYLE.md convention 7: document -> research -> assessments. */
export function assessDocument(
  text: string,
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
): DocumentAssessment {
  const source = typeof text === 'string' ? text : '';
  const research = researchDocument(buildDocument(source), knowledge, source);
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
  const assessments = language.isEnglish
    ? scored
    : scored.map((assessment) =>
        keepLanguageNeutral(assessment, language.name ?? 'another language'),
      );
  return { research, gate, assessments };
}
