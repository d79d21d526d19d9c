import type { Document } from '../document/types.ts';
import { classifyKind, type DocumentKind, isTechnicalDocument } from './classify-kind.ts';
import { type CoherenceResearch, measureCoherence } from './measure-coherence.ts';
import { measureQuestions, type QuestionResearch } from './measure-questions.ts';

/** What the text says, as opposed to how it is laid out (issue 10, point 3). */
export interface SubstanceResearch {
  kind: DocumentKind;
  /** Worded as technical documentation: file paths, options, calls, configuration names. */
  isTechnical: boolean;
  coherence: CoherenceResearch;
  questions: QuestionResearch;
}

export function measureSubstance(document: Document): SubstanceResearch {
  const questions = measureQuestions(document);
  return {
    kind: classifyKind(document, questions),
    isTechnical: isTechnicalDocument(document),
    coherence: measureCoherence(document),
    questions,
  };
}
