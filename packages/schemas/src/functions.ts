import { EMPTY_PROMPT_MESSAGE, MAX_KEYWORD_LENGTH, MAX_PROMPT_LENGTH } from './constants.ts';
import { formatCount } from './format-count.ts';
import { TOOL_MESSAGES } from './messages.ts';
import { TargetImprovement, TargetQuestions, TargetReport } from './targets.ts';
import { AnalysisEvidence } from './text-anchor.ts';
import { z } from './zod.ts';

export {
  EMPTY_PROMPT_MESSAGE,
  MAX_KEYWORD_LENGTH,
  MAX_PROMPT_LENGTH,
} from './constants.ts';
export { MAX_CONTENT_CHARACTERS, MAX_CONTENT_WORDS } from './content-limits.ts';

const content = (emptyMessage: string) =>
  z.string({ error: emptyMessage }).refine((value) => value.trim().length > 0, emptyMessage);

/**
 * A system prompt sent with a tool call. It is read only when the admin sends it, so the
 * request schemas take anything here and the server checks it with RequestPrompt for the
 * admin alone (DESIGN.md 3.3): whatever a non-admin puts there is ignored, never refused.
 */
const optionalPrompt = z.unknown().optional();

export const RequestPrompt = z
  .string({ error: 'The system prompt must be text.' })
  .max(
    MAX_PROMPT_LENGTH,
    `A system prompt can be at most ${formatCount(MAX_PROMPT_LENGTH)} characters.`,
  );

export const AnalyzeRequest = z.object({
  content: content(TOOL_MESSAGES.analyzeBlank),
  textSystemPrompt: optionalPrompt,
  targetQuestions: TargetQuestions,
});
export type AnalyzeRequest = z.infer<typeof AnalyzeRequest>;

export const ImproveRequest = z.object({
  content: content(TOOL_MESSAGES.improveBlank),
  textSystemPrompt: optionalPrompt,
  targetQuestions: TargetQuestions,
});
export type ImproveRequest = z.infer<typeof ImproveRequest>;

export const ExtractKeywordsRequest = z.object({
  content: content(TOOL_MESSAGES.extractKeywordsBlank),
});
export type ExtractKeywordsRequest = z.infer<typeof ExtractKeywordsRequest>;

export const GeoKeywordsRequest = z.object({
  keyword: z
    .string({ error: TOOL_MESSAGES.keywordBlank })
    .trim()
    .min(1, TOOL_MESSAGES.keywordBlank)
    .max(MAX_KEYWORD_LENGTH, `A keyword or topic can be at most ${MAX_KEYWORD_LENGTH} characters.`),
  systemPrompt: optionalPrompt,
});
export type GeoKeywordsRequest = z.infer<typeof GeoKeywordsRequest>;

export const SavePromptRequest = z.object({
  content: z
    .string({ error: 'The prompt must be text.' })
    .refine((value) => value.trim().length > 0, EMPTY_PROMPT_MESSAGE)
    .max(
      MAX_PROMPT_LENGTH,
      `A prompt can be at most ${formatCount(MAX_PROMPT_LENGTH)} characters.`,
    ),
});
export type SavePromptRequest = z.infer<typeof SavePromptRequest>;

const factorScore = z.number().min(0).max(100);

/** Spec 3 "Improvement response": the four factors, 0-100 each. */
export const ImprovementFactors = z.object({
  contentClarity: factorScore,
  contextRichness: factorScore,
  semanticRelevance: factorScore,
  intentCoverage: factorScore,
});
export type ImprovementFactors = z.infer<typeof ImprovementFactors>;

/** One proposed edit: characters `start`..`end` of the original become `after`. */
export const ImproveEdit = z.object({
  id: z.string(),
  kind: z.enum([
    'heading',
    'answer-first',
    'pronoun',
    'definition',
    'split',
    'list',
    'faq',
    'claim',
    'wording',
  ]),
  passage: z.number().int(),
  passageTitle: z.string(),
  reason: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  before: z.string(),
  after: z.string(),
  isAcceptedByDefault: z.boolean(),
});
export type ImproveEdit = z.infer<typeof ImproveEdit>;

export const ClaimToVerify = z.object({
  id: z.string(),
  passage: z.number().int(),
  passageTitle: z.string(),
  sentence: z.string(),
  reason: z.string(),
  markerEditId: z.string().nullable(),
});
export type ClaimToVerify = z.infer<typeof ClaimToVerify>;

/** What a rewrite dropped or invented against its original (checked for LLM rewrites too). */
export const RewriteCheck = z.object({
  droppedNumbers: z.array(z.string()),
  inventedNumbers: z.array(z.string()),
  droppedNames: z.array(z.string()),
  inventedNames: z.array(z.string()),
  droppedCode: z.array(z.string()),
  inventedCode: z.array(z.string()),
  structureChanges: z.array(z.string()),
  isFaithful: z.boolean(),
});
export type RewriteCheck = z.infer<typeof RewriteCheck>;

/**
 * Beside the spec's fields (§3 "Improvement response"), the review of the rewrite: the edits
 * to accept or reject, the claims to verify, both texts' factors measured alike, and the check.
 */
export const ImproveReview = z.object({
  edits: z.array(ImproveEdit),
  claims: z.array(ClaimToVerify),
  originalFactors: ImprovementFactors,
  rewriteFactors: ImprovementFactors,
  check: RewriteCheck,
  language: z.string().nullable(),
  notice: z.string().nullable(),
});
export type ImproveReview = z.infer<typeof ImproveReview>;

/**
 * The builtin engine's citation map, sent beside rawAnalysis (DESIGN.md 4): likely question →
 * the passage that answers it → how well it is found → whether it can be quoted → what to
 * change. The engine's CitationMap has this shape; the browser reads it through this schema.
 */
export const CitationEntry = z.object({
  question: z.string(),
  source: z.enum(['heading', 'question', 'definition', 'statement']),
  passage: z.object({ number: z.number().int().min(1), label: z.string() }),
  keywordRank: z.number().int().min(1),
  semanticRank: z.number().int().min(1).nullable(),
  isFound: z.boolean(),
  quote: z.string().nullable(),
  status: z.enum(['cited', 'not-quotable', 'not-found', 'unanswered']),
  advice: z.string(),
});
export type CitationEntry = z.infer<typeof CitationEntry>;

export const CitationMap = z.object({
  entries: z.array(CitationEntry),
  questionCount: z.number().int().min(0),
  passageCount: z.number().int().min(0),
  setAside: z.object({
    code: z.number().int().min(0),
    comments: z.number().int().min(0),
    frontMatter: z.number().int().min(0),
    linkDefinitions: z.number().int().min(0),
    navigation: z.number().int().min(0),
  }),
  hasSemantic: z.boolean(),
});
export type CitationMap = z.infer<typeof CitationMap>;

/** Spec 3 "Keyword item": a keyword of the improved text with the model's score. */
export const KeywordItem = z.object({ keyword: z.string(), llmScore: z.number() });
export type KeywordItem = z.infer<typeof KeywordItem>;

/*
 * The answers of /api/functions, read by the browser through these schemas (an answer of
 * another shape is the spec's "Unexpected response format") and built by the server to them.
 */
export const AnalyzeResponse = z.object({
  // An answer without it is spec 8's "No data returned from analysis.", which the analyzer
  // says itself, not the generic unreadable-answer message.
  rawAnalysis: z.string().catch(''),
  // Computed by the builtin engine beside any provider's analysis; a map the browser cannot
  // read is left out rather than failing the analysis it accompanies.
  citationMap: CitationMap.optional().catch(undefined),
  // Where the findings point in the submitted text; likewise left out when unreadable, so the
  // analysis still shows, without its "Show in text" links.
  evidence: AnalysisEvidence.optional().catch(undefined),
  // Issue 36: one report per target question, in the order given; only when targets were sent.
  targets: z.array(TargetReport).optional().catch(undefined),
});
export type AnalyzeResponse = z.infer<typeof AnalyzeResponse>;

/** Beside the spec's fields (§3 "Improvement response"), the review when the server made one. */
export const ImproveResponse = ImproveReview.partial().extend({
  improvedContent: z.string(),
  // An answer that carries its own error ("Model overloaded") has no factors; it is shown with
  // that error, not as an unreadable answer.
  improvementFactors: ImprovementFactors.nullable().catch(null),
  promptMissing: z.boolean().optional(),
  error: z.string().optional(),
  // Issue 36: each target question before and after the rewrite; only when targets were sent.
  targets: z.array(TargetImprovement).optional().catch(undefined),
});
export type ImproveResponse = z.infer<typeof ImproveResponse>;

/** The most edit ids one rescoring names: far more than any text of the allowed size gets. */
export const MAX_ACCEPTED_EDITS = 5_000;

/**
 * Issue 32: the factors of the original with the accepted edits applied, measured on the
 * server with the same knowledge (word vectors) as the improve call that proposed the edits.
 */
export const RescoreImprovementRequest = z.object({
  content: content(TOOL_MESSAGES.improveBlank),
  acceptedEditIds: z
    .array(z.string({ error: 'Each accepted edit must be named by its id.' }).max(200), {
      error: 'The accepted edits must be a list of edit ids.',
    })
    .max(MAX_ACCEPTED_EDITS, `At most ${formatCount(MAX_ACCEPTED_EDITS)} edits can be accepted.`),
  // Issue 36: the targets the improve call was given, so the same edits are proposed again.
  targetQuestions: TargetQuestions,
});
export type RescoreImprovementRequest = z.infer<typeof RescoreImprovementRequest>;

export const RescoreImprovementResponse = z.object({
  improvementFactors: ImprovementFactors,
  // Issue 36: with target questions, each one's report on the original and on the text with
  // the accepted edits, so the review shows before -> after for the writer's own choice.
  targets: z.array(TargetImprovement).optional().catch(undefined),
});
export type RescoreImprovementResponse = z.infer<typeof RescoreImprovementResponse>;

export const LatestFactorsResponse = z.object({
  improvementFactors: ImprovementFactors.nullable(),
});
export type LatestFactorsResponse = z.infer<typeof LatestFactorsResponse>;

export const ExtractKeywordsResponse = z.object({ keywords: z.array(KeywordItem) });
export type ExtractKeywordsResponse = z.infer<typeof ExtractKeywordsResponse>;

export const GeoKeywordsResponse = z.object({
  geoKeywords: z.string(),
  error: z.string().optional(),
});
export type GeoKeywordsResponse = z.infer<typeof GeoKeywordsResponse>;
