import {
  EXPORT_FORMATS,
  MAX_DISMISS_REASON_LENGTH,
  MAX_RUN_TITLE_LENGTH,
  SAVED_TOOLS,
} from './constants.ts';
import { formatCount } from './format-count.ts';
import {
  AnalyzeResponse,
  GeoKeywordsResponse,
  ImproveResponse,
  KeywordItem,
  MAX_CONTENT_CHARACTERS,
  MAX_KEYWORD_LENGTH,
} from './functions.ts';
import { MAX_TARGET_QUESTIONS } from './target-limits.ts';
import { z } from './zod.ts';

export {
  API_KEY_NOT_FOUND,
  API_KEY_REQUIRED,
  DISMISSAL_NOT_FOUND,
  EXPORT_FORMATS,
  HISTORY_FULL_NOTICE,
  HISTORY_LIMIT,
  HISTORY_PAGE_SIZE,
  IMPROVED_TEXT_FORMATS,
  MAX_API_KEYS,
  MAX_DISMISS_REASON_LENGTH,
  MAX_RUN_TITLE_LENGTH,
  ONLY_ANALYSES_COMPARE,
  RUN_NOT_FOUND,
  SAVED_TOOLS,
  SHARE_NOT_FOUND,
  TOO_MANY_API_KEYS,
} from './constants.ts';

export const SavedTool = z.enum(SAVED_TOOLS, {
  error: 'Unknown tool. Use analyzer, improvement or keywords.',
});
export type SavedTool = z.infer<typeof SavedTool>;

const DRAFT_TOO_LONG = `A draft can be at most ${formatCount(MAX_CONTENT_CHARACTERS)} characters.`;
const text = z.string().max(MAX_CONTENT_CHARACTERS, DRAFT_TOO_LONG);

/**
 * The result a tool showed, with the text it was made from: the server's answer as it came,
 * so the screen shows it again through the same reading as a fresh answer.
 */
export const SavedResult = z.discriminatedUnion('tool', [
  z.object({ tool: z.literal('analyzer'), text, response: AnalyzeResponse }),
  z.object({
    tool: z.literal('improvement'),
    text,
    response: ImproveResponse,
    /** The edits the writer had accepted. */
    accepted: z.array(z.string().max(100)).max(10_000).optional(),
    /** The keywords of the improved text, when they had come. */
    keywords: z.array(KeywordItem).max(1_000).optional(),
  }),
  z.object({
    tool: z.literal('keywords'),
    text: z.string().max(MAX_KEYWORD_LENGTH),
    response: GeoKeywordsResponse,
  }),
]);
export type SavedResult = z.infer<typeof SavedResult>;

/**
 * Issue 36: the target questions beside the text, as the screen holds them while they are
 * being written. Looser than the analyze call's list: a target being edited may be empty or
 * over its limit for a moment, and the draft keeps it as typed (the call checks it when sent).
 */
export const DraftTargets = z
  .array(z.string({ error: 'Each target question must be text.' }).max(2_000), {
    error: 'Target questions must be a list of questions.',
  })
  .max(MAX_TARGET_QUESTIONS, `At most ${MAX_TARGET_QUESTIONS} target questions can be kept.`);

export const SaveDraftRequest = z.object({
  content: text,
  result: SavedResult.nullable(),
  /** Left out (a screen from before targets were kept), the draft's targets stay as they are. */
  targets: DraftTargets.optional(),
});
export type SaveDraftRequest = z.infer<typeof SaveDraftRequest>;

export const Draft = z.object({
  tool: SavedTool,
  content: z.string(),
  result: SavedResult.nullable(),
  /** Null for a draft whose targets were never kept (saved before they were). */
  targets: z.array(z.string()).nullable(),
  updatedAt: z.string(),
});
export type Draft = z.infer<typeof Draft>;

export const DraftResponse = z.object({ draft: Draft.nullable() });
export type DraftResponse = z.infer<typeof DraftResponse>;

/**
 * The browser's copy of a draft: `isSynced` says whether the server holds it too; an unsynced
 * copy is newer than the server's and is sent again at the next chance.
 */
export const LocalDraft = z.object({
  content: z.string(),
  result: SavedResult.nullable(),
  /** Absent or null in a copy written before targets were kept with the draft. */
  targets: z.array(z.string()).nullish(),
  isSynced: z.boolean(),
});
export type LocalDraft = z.infer<typeof LocalDraft>;

/** The list's query: text to find in titles and texts, a tool, a page (from 1). */
export const HistoryQuery = z.object({
  q: z.string().trim().max(200, 'Search for at most 200 characters.').optional(),
  tool: SavedTool.optional(),
  page: z.coerce
    .number({ error: 'The page must be a whole number from 1.' })
    .int('The page must be a whole number from 1.')
    .min(1, 'The page must be a whole number from 1.')
    .max(1_000, 'The page must be a whole number from 1 to 1,000.')
    .default(1),
});
export type HistoryQuery = z.infer<typeof HistoryQuery>;

/** One criterion's score of an analysis, as the list and the comparison show it. */
export const CriterionScore = z.object({ name: z.string(), score: z.number() });

export const RunSummary = z.object({
  id: z.string(),
  tool: SavedTool,
  title: z.string(),
  createdAt: z.string(),
  provider: z.string(),
  model: z.string().nullable(),
  promptVersion: z.string(),
  /** The analysis's overall score; null for the other tools or an unreadable answer. */
  score: z.number().nullable(),
});
export type RunSummary = z.infer<typeof RunSummary>;

export const HistoryList = z.object({
  runs: z.array(RunSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  limit: z.number().int(),
});
export type HistoryList = z.infer<typeof HistoryList>;

export const HistoryRun = RunSummary.extend({
  content: z.string(),
  /** The result as the tool showed it: the same shape a draft keeps. */
  result: SavedResult,
  criteria: z.array(CriterionScore),
  /** When the run's read-only link was made; null when it has none. */
  sharedAt: z.string().nullable(),
});
export type HistoryRun = z.infer<typeof HistoryRun>;

export const HistoryRunResponse = z.object({ run: HistoryRun });
export type HistoryRunResponse = z.infer<typeof HistoryRunResponse>;

export const HistoryDeletedResponse = z.object({
  status: z.literal('deleted'),
  count: z.number().int(),
});
export type HistoryDeletedResponse = z.infer<typeof HistoryDeletedResponse>;

export const ExportFormat = z.enum(EXPORT_FORMATS, {
  error: 'Unknown format. Use markdown, csv, pdf or html.',
});
export type ExportFormat = z.infer<typeof ExportFormat>;

export const ShareLinkResponse = z.object({ url: z.string(), sharedAt: z.string() });
export type ShareLinkResponse = z.infer<typeof ShareLinkResponse>;

/** An analysis report as a read-only link shows it: the scores and findings, not the text. */
export const AnalysisReport = z.object({
  title: z.string(),
  createdAt: z.string(),
  engine: z.string(),
  promptVersion: z.string(),
  score: z.number(),
  rating: z.string(),
  criteria: z.array(z.object({ name: z.string(), score: z.number(), rating: z.string() })),
  insights: z.array(z.object({ type: z.string(), text: z.string() })),
  suggestions: z.array(
    z.object({ severity: z.string(), title: z.string(), description: z.string() }),
  ),
  unreadable: z.string().nullable(),
});
export type AnalysisReport = z.infer<typeof AnalysisReport>;

export const SharedReportResponse = z.object({ report: AnalysisReport });
export type SharedReportResponse = z.infer<typeof SharedReportResponse>;

export const RenameRunRequest = z.object({
  title: z
    .string({ error: 'The title must be text.' })
    .trim()
    .min(1, 'The title cannot be empty.')
    .max(MAX_RUN_TITLE_LENGTH, `A title can be at most ${MAX_RUN_TITLE_LENGTH} characters.`),
});
export type RenameRunRequest = z.infer<typeof RenameRunRequest>;

/** The analyses of one document (runs with the same title), oldest first, for the chart. */
export const DocumentRuns = z.object({
  runs: z.array(z.object({ id: z.string(), createdAt: z.string(), score: z.number().nullable() })),
});
export type DocumentRuns = z.infer<typeof DocumentRuns>;

const Finding = z.object({ kind: z.enum(['insight', 'suggestion']), text: z.string() });

/** Two analyses side by side: each criterion's change, findings that appeared or went away. */
export const RunComparison = z.object({
  before: RunSummary,
  after: RunSummary,
  criteria: z.array(
    z.object({
      name: z.string(),
      before: z.number().nullable(),
      after: z.number().nullable(),
      change: z.number().nullable(),
    }),
  ),
  appeared: z.array(Finding),
  gone: z.array(Finding),
});
export type RunComparison = z.infer<typeof RunComparison>;

export const FindingKind = z.enum(['insight', 'suggestion'], {
  error: 'A finding is an insight or a suggestion.',
});

export const DismissFindingRequest = z.object({
  kind: FindingKind,
  text: z
    .string({ error: 'Say which finding to dismiss.' })
    .trim()
    .min(1, 'Say which finding to dismiss.')
    .max(2_000),
  reason: z
    .string({ error: 'Give a reason for dismissing this finding.' })
    .trim()
    .min(1, 'Give a reason for dismissing this finding.')
    .max(
      MAX_DISMISS_REASON_LENGTH,
      `A reason can be at most ${MAX_DISMISS_REASON_LENGTH} characters.`,
    ),
});
export type DismissFindingRequest = z.infer<typeof DismissFindingRequest>;

export const Dismissal = z.object({
  id: z.string(),
  kind: FindingKind,
  text: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type Dismissal = z.infer<typeof Dismissal>;

/** A run's findings with their dismissals, and the document's dismissals no longer found. */
export const RunFindings = z.object({
  findings: z.array(
    z.object({
      kind: FindingKind,
      text: z.string(),
      detail: z.string(),
      level: z.string(),
      dismissal: Dismissal.nullable(),
    }),
  ),
  dismissals: z.array(Dismissal),
});
export type RunFindings = z.infer<typeof RunFindings>;

/** `citable analyze --json` (packages/cli): one entry per document, and the run's outcome. */
export const CliReport = z.object({
  documents: z.array(
    z.object({
      file: z.string(),
      words: z.number().int(),
      score: z.number(),
      rating: z.string(),
      criteria: z.array(z.object({ name: z.string(), score: z.number() })),
      findings: z.array(
        z.object({
          kind: z.enum(['insight', 'suggestion']),
          level: z.string(),
          text: z.string(),
        }),
      ),
      /** Why the document fails the run's thresholds; empty when it passes. */
      failures: z.array(z.string()),
    }),
  ),
  summary: z.object({
    documents: z.number().int(),
    passed: z.number().int(),
    failed: z.number().int(),
  }),
});
export type CliReport = z.infer<typeof CliReport>;

export const CreateApiKeyRequest = z.object({
  name: z
    .string({ error: 'Name the key.' })
    .trim()
    .min(1, 'Name the key.')
    .max(60, 'A key name can be at most 60 characters.'),
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequest>;

export const ApiKeySummary = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeySummary = z.infer<typeof ApiKeySummary>;

export const ApiKeysResponse = z.object({ keys: z.array(ApiKeySummary) });
export type ApiKeysResponse = z.infer<typeof ApiKeysResponse>;

/** The new key, in full this once. */
export const CreatedApiKeyResponse = z.object({ key: z.string(), apiKey: ApiKeySummary });
export type CreatedApiKeyResponse = z.infer<typeof CreatedApiKeyResponse>;

/**
 * Issue 34: schema.org structured data made from an analysed text, ready to paste into a page
 * (DESIGN.md 3.5: JSON-LD). FAQPage and HowTo only when the text has questions answered under
 * question headings, or numbered steps.
 */
export const ArticleLd = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('Article'),
  headline: z.string().min(1).max(110),
  description: z.string(),
  wordCount: z.number().int().min(0),
  dateCreated: z.string(),
});
export const FaqPageLd = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('FAQPage'),
  mainEntity: z
    .array(
      z.object({
        '@type': z.literal('Question'),
        name: z.string().min(1),
        acceptedAnswer: z.object({ '@type': z.literal('Answer'), text: z.string().min(1) }),
      }),
    )
    .min(1),
});
export const HowToLd = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('HowTo'),
  name: z.string().min(1),
  step: z
    .array(
      z.object({
        '@type': z.literal('HowToStep'),
        position: z.number().int(),
        text: z.string().min(1),
      }),
    )
    .min(2),
});
export const StructuredDataResponse = z.object({
  article: ArticleLd,
  faqPage: FaqPageLd.nullable(),
  howTo: HowToLd.nullable(),
  /** One line for a site's llms.txt, in its Markdown link form. */
  llmsTxt: z.string(),
});
export type StructuredDataResponse = z.infer<typeof StructuredDataResponse>;
