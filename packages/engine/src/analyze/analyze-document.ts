import { buildDocument } from '../document/build-document.ts';
import type { PageGenre } from '../measure/classify-genre.ts';
import type { CitationMap } from '../passages/build-citation-map.ts';
import { composeReport, describeContributions } from '../report/compose-report.ts';
import { type EngineKnowledge, NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';
import type { AnalysisImprovement, AnalysisInsight, TextSpan } from '../types.ts';
import { composeEmptyAnalysis } from './compose-empty.ts';
import { mapDocumentCitations } from './map-citations.ts';
import { type CriterionRating, rateCriterion } from './rate-criterion.ts';

export interface CriterionResult {
  name: string;
  score: number;
  rating: CriterionRating;
  evidence: string[];
}

export interface DocumentAnalysis {
  criteria: CriterionResult[];
  overallScore: number;
  /** The page's genre group, read from its form; suggestions are gated by it. */
  genre: PageGenre;
  insights: AnalysisInsight[];
  improvements: AnalysisImprovement[];
  /** Likely question → passage → found? quotable? → what to change (DESIGN.md 4). */
  citationMap: CitationMap;
  /** Where paragraph N of the findings' words stands in the submitted text (index N - 1). */
  paragraphs: (TextSpan | null)[];
}

/**
 * The builtin analyzer (DESIGN §4): six criteria scored by the model fitted on the labelled
 * corpus, with insights and suggestions from the same measurements (report/). The overall score
 * is the rounded mean of the six, the same rule the parser applies (spec §5), so the raw text
 * reads back to the same numbers. The citation map comes from the same call.
 */
export function analyzeDocument(
  text: string,
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
): DocumentAnalysis {
  const source = typeof text === 'string' ? text : '';
  const document = buildDocument(source);
  const citationMap = mapDocumentCitations(document, knowledge);
  const report = composeReport(source);
  const criteria = report.criteria.map((criterion) => ({
    name: criterion.name,
    score: criterion.score,
    rating: rateCriterion(criterion.score),
    evidence: describeContributions(criterion.contributions),
  }));
  if (report.facts.measures.words === 0 || document.wordCount === 0) {
    const zero = criteria.map((criterion) => ({
      ...criterion,
      score: 0,
      rating: rateCriterion(0),
    }));
    return {
      criteria: zero,
      overallScore: 0,
      genre: report.facts.genre,
      citationMap,
      paragraphs: [],
      ...composeEmptyAnalysis(document, source),
    };
  }
  return {
    criteria,
    overallScore: report.overallScore,
    genre: report.facts.genre,
    insights: report.insights,
    improvements: report.improvements,
    citationMap,
    paragraphs: report.paragraphs,
  };
}
