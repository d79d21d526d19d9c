// Public interface of @citable/engine: pure functions, no I/O, no clock, no randomness.

export type { CriterionResult, DocumentAnalysis } from './analyze/analyze-document.ts';
export { analyzeDocument } from './analyze/analyze-document.ts';
export { analyzeText, analyzeTextWithEvidence, formatAnalysis } from './analyze/analyze-text.ts';
export { mapCitations } from './analyze/map-citations.ts';
export { type CriterionRating, rateCriterion } from './analyze/rate-criterion.ts';
export { CRITERIA, type CriterionName, MAX_SCORE } from './criteria.ts';
export { buildDocument } from './document/build-document.ts';
export type { Document } from './document/types.ts';
export { attachEvidence } from './evidence/attach-evidence.ts';
export { applyChosenEdits, applyEdits, defaultAcceptedIds } from './improve/apply-edits.ts';
export { asMarkdown } from './improve/as-markdown.ts';
export { checkRewrite } from './improve/check-rewrite.ts';
export { describeImprovement } from './improve/describe-improvement.ts';
export type * from './improve/edit-types.ts';
export { type ImproveTextResult, improveText } from './improve/improve-text.ts';
export { scoreImprovement } from './improve/score-improvement.ts';
export { extractKeywords, KEYWORD_LIMITS } from './keywords/extract-keywords.ts';
export type { GenreGroup, PageGenre } from './measure/classify-genre.ts';
export * from './messages.ts';
export { AnalysisParseError } from './parser/analysis-parse-error.ts';
export * from './parser/fallback-results.ts';
export { parseAnalysis } from './parser/parse-analysis.ts';
export { anchorQuote, quoteEvidence } from './parser/quote-evidence.ts';
export {
  type CitationEntry,
  type CitationMap,
  type CitationStatus,
  MAX_CITATION_ENTRIES,
} from './passages/build-citation-map.ts';
export { scorePassage, scoreQuestion } from './passages/score-passage.ts';
export { splitPassages } from './passages/split-passages.ts';
export { testRetrieval } from './passages/test-retrieval.ts';
export type { Passage, PassageTest, RetrievalTest } from './passages/types.ts';
export { DEFAULT_PROMPTS } from './prompts/default-prompts.ts';
export { type DocumentKind, readDocumentKind } from './research/classify-kind.ts';
export { EMPTY_KEYWORD_MESSAGE, researchTopic } from './research-topic/research-topic.ts';
export { classifyInsight, classifySeverity } from './rules/classify.ts';
export {
  DEFAULT_IMPROVEMENT_FACTORS,
  scoreImprovementOverall,
} from './rules/improvement-factors.ts';
export * from './rules/keyword-display.ts';
export * from './rules/score-bands.ts';
export { countWords, isContentTooShort, RECOMMENDED_MIN_WORDS } from './rules/word-count.ts';
export { type EngineKnowledge, NO_KNOWLEDGE } from './semantic/engine-knowledge.ts';
export { cosine, WordVectors } from './semantic/word-vectors.ts';
export { analyzeTargets } from './targets/analyze-targets.ts';
export { checkTargetsOfRewrite } from './targets/compare-targets.ts';
export {
  addTargetInsights,
  describeTargetInsights,
} from './targets/describe-target-insights.ts';
export { improveForTargets, type TargetedImproveResult } from './targets/improve-for-targets.ts';
export { synonymsOf } from './targets/lexicon-synonyms.ts';
export {
  MAX_TARGET_QUESTION_LENGTH,
  MAX_TARGET_QUESTIONS,
  type TargetAnswer,
  type TargetImprovement,
  type TargetOutline,
  type TargetPassage,
  type TargetReport,
  type TargetVerdict,
} from './targets/types.ts';
export type * from './types.ts';
