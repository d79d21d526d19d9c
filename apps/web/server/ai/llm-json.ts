import { ImprovementFactors, KeywordItem } from '@citable/schemas';
import { z } from 'zod';

/*
 * What the LLM must answer for improve and keyword extraction. Its answer is validated here;
 * nothing it says reaches a user unchecked.
 */
export const ImproveAnswer = z.object({
  improvedContent: z.string().trim().min(1),
  improvementFactors: ImprovementFactors.optional(),
});

export const KeywordsAnswer = z.object({
  keywords: z
    .array(
      KeywordItem.extend({
        keyword: z.string().trim().min(1).max(200),
        llmScore: z.number().min(0).max(10),
      }),
    )
    .max(50),
});

export const IMPROVE_FORMAT = [
  'Answer with one JSON object and nothing else, in this shape:',
  '{"improvedContent": "<the rewritten text as Markdown>", "improvementFactors": {"contentClarity": 0-100, "contextRichness": 0-100, "semanticRelevance": 0-100, "intentCoverage": 0-100}}',
  'Write "improvedContent" first.',
].join('\n');

export const KEYWORDS_SYSTEM_PROMPT = [
  'You extract the keywords and key phrases of a text that AI search engines would match it on.',
  'Answer with one JSON object and nothing else: {"keywords": [{"keyword": "<phrase from the text>", "llmScore": 0-10}]}.',
  'Give 5 to 15 items, multi-word phrases kept whole, most relevant first; llmScore is how strongly the text is about it.',
].join('\n');

/** Models sometimes wrap JSON in a Markdown code fence; take what is inside. */
export function unwrapJson(text: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text);
  return (fenced?.[1] ?? text).trim();
}

export function parseAnswer<T>(schema: z.ZodType<T>, text: string): T | undefined {
  try {
    const result = schema.safeParse(JSON.parse(unwrapJson(text)));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
