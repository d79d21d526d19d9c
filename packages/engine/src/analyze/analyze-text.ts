import type { CitationMap } from '../passages/build-citation-map.ts';
import { type EngineKnowledge, NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';
import type { AnalysisEvidence } from '../types.ts';
import { analyzeDocument, type DocumentAnalysis } from './analyze-document.ts';
import { rateCriterion } from './rate-criterion.ts';

/**
 * Writes an analysis as the raw text an AI would return (spec §3 "Expected raw AI text"): the
 * overall line, one "Name: NN (Rating)" line per criterion, then sections 2 and 3. The overall
 * line says "GLOBAL" so the parser leaves it out of the factors (spec §5).
 */
export function formatAnalysis(analysis: DocumentAnalysis): string {
  const lines = [
    `1. GLOBAL SCORE: ${analysis.overallScore}/100 (${rateCriterion(analysis.overallScore)})`,
    '',
  ];
  for (const criterion of analysis.criteria)
    lines.push(`- ${criterion.name}: ${criterion.score} (${criterion.rating})`);
  lines.push('', '2. KEY INSIGHTS');
  for (const insight of analysis.insights) lines.push(insight.text);
  lines.push('', '3. IMPROVEMENT SUGGESTIONS');
  for (const item of analysis.improvements) lines.push(`- ${item.title}: ${item.description}`);
  return `${lines.join('\n')}\n`;
}

/**
 * The builtin analyzer's answer, in the format parseAnalysis reads. Pass the engine's
 * knowledge (the word vectors, loaded once per thread) for the semantic retrieval test.
 */
export function analyzeText(text: string, knowledge: EngineKnowledge = NO_KNOWLEDGE): string {
  return formatAnalysis(analyzeDocument(text, knowledge));
}

/**
 * The builtin analyzer's answer with the evidence the raw text cannot carry: where each
 * anchored finding and each numbered paragraph stands in the submitted text.
 */
export function analyzeTextWithEvidence(
  text: string,
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
): { raw: string; evidence: AnalysisEvidence; citationMap: CitationMap } {
  const analysis = analyzeDocument(text, knowledge);
  return {
    raw: formatAnalysis(analysis),
    evidence: collectEvidence(analysis),
    // The screen's citation map comes from this same analysis, not from a second computation.
    citationMap: analysis.citationMap,
  };
}

function collectEvidence(analysis: DocumentAnalysis): AnalysisEvidence {
  return {
    paragraphs: analysis.paragraphs,
    insights: analysis.insights.flatMap(({ text, anchor }) => (anchor ? [{ text, anchor }] : [])),
    improvements: analysis.improvements.flatMap(({ title, anchor }) =>
      anchor ? [{ title, anchor }] : [],
    ),
  };
}
