import { z } from 'zod';

/** DESIGN.md 2: the four AI function calls. Prompts in a request count only from the admin. */
export const MAX_CONTENT_WORDS = 50_000;
/**
 * Words are runs of non-spaces, so text without spaces (Chinese, Japanese, one long token)
 * would pass the word limit at any length. 400,000 characters is about 50,000 long words.
 */
export const MAX_CONTENT_CHARACTERS = 400_000;
export const MAX_KEYWORD_LENGTH = 200;
export const MAX_PROMPT_LENGTH = 50_000;

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
    `A system prompt can be at most ${MAX_PROMPT_LENGTH.toLocaleString('en-US')} characters.`,
  );

export const AnalyzeRequest = z.object({
  content: content('Please enter some content to analyze.'),
  textSystemPrompt: optionalPrompt,
});
export type AnalyzeRequest = z.infer<typeof AnalyzeRequest>;

export const ImproveRequest = z.object({
  content: content('Please enter some content to improve.'),
  textSystemPrompt: optionalPrompt,
});
export type ImproveRequest = z.infer<typeof ImproveRequest>;

export const ExtractKeywordsRequest = z.object({
  content: content('Please enter some content to extract keywords from.'),
});
export type ExtractKeywordsRequest = z.infer<typeof ExtractKeywordsRequest>;

export const GeoKeywordsRequest = z.object({
  keyword: z
    .string({ error: 'Please enter a keyword or topic.' })
    .trim()
    .min(1, 'Please enter a keyword or topic.')
    .max(MAX_KEYWORD_LENGTH, `A keyword or topic can be at most ${MAX_KEYWORD_LENGTH} characters.`),
  systemPrompt: optionalPrompt,
});
export type GeoKeywordsRequest = z.infer<typeof GeoKeywordsRequest>;

/**
 * Issue 13: an empty prompt once saved fine and then failed every user's next call. It is
 * refused, here and in the browser; "Reset to Default" is the way back to the shipped one.
 */
export const EMPTY_PROMPT_MESSAGE =
  'A system prompt cannot be empty. Write instructions for the AI, or use Reset to Default.';

export const SavePromptRequest = z.object({
  content: z
    .string({ error: 'The prompt must be text.' })
    .refine((value) => value.trim().length > 0, EMPTY_PROMPT_MESSAGE)
    .max(
      MAX_PROMPT_LENGTH,
      `A prompt can be at most ${MAX_PROMPT_LENGTH.toLocaleString('en-US')} characters.`,
    ),
});
export type SavePromptRequest = z.infer<typeof SavePromptRequest>;

export interface ImprovementFactorsShape {
  contentClarity: number;
  contextRichness: number;
  semanticRelevance: number;
  intentCoverage: number;
}

export interface AnalyzeResponse {
  rawAnalysis: string;
}
export interface ImproveResponse {
  improvedContent: string;
  improvementFactors: ImprovementFactorsShape | null;
  promptMissing?: boolean;
  error?: string;
}
export interface ExtractKeywordsResponse {
  keywords: { keyword: string; llmScore: number }[];
}
export interface GeoKeywordsResponse {
  geoKeywords: string;
  error?: string;
}
