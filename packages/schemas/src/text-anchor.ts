import { z } from './zod.ts';

/** Characters `start`..`end` of the submitted text, as the user typed it. */
export const TextSpan = z
  .object({ start: z.number().int().min(0), end: z.number().int().min(0) })
  .refine((span) => span.end >= span.start, 'A span cannot end before it starts.');
export type TextSpan = z.infer<typeof TextSpan>;

/** What an insight or suggestion is about (issue 13, point 6): its passage and sentence. */
export const TextAnchor = z.object({
  passage: TextSpan,
  sentence: TextSpan.optional(),
  paragraph: z.number().int().min(1).optional(),
});
export type TextAnchor = z.infer<typeof TextAnchor>;

/**
 * Sent beside the raw analysis (whose format the spec fixes): the anchored findings, keyed by
 * the words the parser reads back, and where each numbered paragraph the findings name stands.
 */
export const AnalysisEvidence = z.object({
  paragraphs: z.array(TextSpan.nullable()),
  insights: z.array(z.object({ text: z.string(), anchor: TextAnchor })),
  improvements: z.array(z.object({ title: z.string(), anchor: TextAnchor })),
});
export type AnalysisEvidence = z.infer<typeof AnalysisEvidence>;
