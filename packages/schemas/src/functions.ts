import { z } from 'zod';

/** DESIGN.md 2: the four AI function calls. Prompts in a request count only from the admin. */
export const MAX_CONTENT_WORDS = 50_000;
export const MAX_KEYWORD_LENGTH = 200;

const content = (emptyMessage: string) =>
  z.string({ error: emptyMessage }).refine((value) => value.trim().length > 0, emptyMessage);

const optionalPrompt = z.string().max(50_000).optional();

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

export const SavePromptRequest = z.object({
  content: z
    .string({ error: 'The prompt must be text.' })
    .max(50_000, 'A prompt can be at most 50,000 characters.'),
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
