import {
  AnalyzeResponse,
  GeoKeywordsResponse,
  ImproveResponse,
  KeywordItem,
  MAX_CONTENT_CHARACTERS,
  MAX_KEYWORD_LENGTH,
} from './functions.ts';
import { z } from './zod.ts';

/** Issue 34: the tools whose text and results are kept. */
export const SavedTool = z.enum(['analyzer', 'improvement', 'keywords'], {
  error: 'Unknown tool. Use analyzer, improvement or keywords.',
});
export type SavedTool = z.infer<typeof SavedTool>;

const DRAFT_TOO_LONG = `A draft can be at most ${MAX_CONTENT_CHARACTERS.toLocaleString('en-US')} characters.`;
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

export const SaveDraftRequest = z.object({
  content: text,
  result: SavedResult.nullable(),
});
export type SaveDraftRequest = z.infer<typeof SaveDraftRequest>;

export const Draft = z.object({
  tool: SavedTool,
  content: z.string(),
  result: SavedResult.nullable(),
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
  isSynced: z.boolean(),
});
export type LocalDraft = z.infer<typeof LocalDraft>;
