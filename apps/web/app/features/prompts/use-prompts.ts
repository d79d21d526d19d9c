import type { PromptsResponse } from '@citable/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PromptKind, type PromptState, promptsApi } from './prompts.client.ts';

export const PROMPTS_KEY = ['prompts'] as const;

/** The three system prompts as the server holds them (admin only). */
export function usePrompts() {
  return useQuery({ queryKey: PROMPTS_KEY, queryFn: () => promptsApi.list() });
}

/**
 * Saving or resetting one prompt. The server's answer is the prompt as it now is, and it
 * replaces that prompt in the loaded list, so a screen never shows (or saves back) an older
 * text than the server's.
 */
export function useChangePrompt(kind: PromptKind) {
  const queryClient = useQueryClient();
  const store = (prompt: PromptState) =>
    queryClient.setQueryData<PromptsResponse>(
      PROMPTS_KEY,
      (current) => current && { prompts: { ...current.prompts, [kind]: prompt } },
    );
  const save = useMutation({
    mutationFn: (content: string) => promptsApi.save(kind, content),
    onSuccess: ({ prompt }) => store(prompt),
  });
  const reset = useMutation({
    mutationFn: () => promptsApi.reset(kind),
    onSuccess: ({ prompt }) => store(prompt),
  });
  return { save, reset };
}
