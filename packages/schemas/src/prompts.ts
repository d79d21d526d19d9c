import { PROMPT_KINDS } from './constants.ts';
import { z } from './zod.ts';

export { PROMPT_KINDS } from './constants.ts';

export const PromptKind = z.enum(PROMPT_KINDS);
export type PromptKind = z.infer<typeof PromptKind>;

export const PromptState = z.object({
  content: z.string(),
  isDefault: z.boolean(),
  /** Null while the shipped default is in use. */
  updatedAt: z.string().nullable(),
});
export type PromptState = z.infer<typeof PromptState>;

/** GET /api/prompts (admin only). */
export const PromptsResponse = z.object({
  prompts: z.object({
    analyzer: PromptState,
    improvement: PromptState,
    keywords: PromptState,
  }),
});
export type PromptsResponse = z.infer<typeof PromptsResponse>;

/** PUT and DELETE /api/prompts/:kind: the prompt as it now is. */
export const PromptResponse = z.object({ prompt: PromptState });
export type PromptResponse = z.infer<typeof PromptResponse>;
