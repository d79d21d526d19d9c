import OpenAI from 'openai';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { withDeadline } from '../call-deadline.ts';
import { ImprovedContentReader } from '../improved-content-reader.ts';
import {
  IMPROVE_FORMAT,
  ImproveAnswer,
  KEYWORDS_SYSTEM_PROMPT,
  KeywordsAnswer,
  parseAnswer,
} from '../llm-json.ts';
import type { AiProvider, ImproveResult } from '../provider.ts';
import { AI_MESSAGES, mapProviderError } from '../provider-errors.ts';
import { describeTargets } from '../target-prompt.ts';
import { isFormatRefusal } from './format-refusal.ts';
import { createAnalyzeCall } from './openai-analyze.ts';

export interface OpenAiSettings {
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** One deadline for a whole call, retries and the reading of the answer included. */
  timeoutMs: number;
  /** Retries after the first try on 429, 5xx and timeouts, with exponential backoff. */
  maxRetries?: number;
}

type Messages = OpenAI.Chat.Completions.ChatCompletionMessageParam[];

/**
 * Any OpenAI-compatible Chat Completions endpoint (OpenAI, Azure, Ollama, vLLM, LM Studio,
 * OpenRouter). The official client brings the retries with backoff (it honours Retry-After)
 * and cancellation through an AbortSignal; withDeadline bounds each call as a whole.
 */
export function createOpenAiProvider(settings: OpenAiSettings): AiProvider {
  const client = new OpenAI({
    baseURL: settings.baseUrl,
    // Local servers need no key, but the client insists on one.
    apiKey: settings.apiKey ?? 'not-needed',
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries ?? 2,
  });

  // JSON mode until the endpoint refuses it; then the prompt alone asks for JSON (the format
  // is in the system message and the reader takes fenced JSON), for every later call too.
  let jsonModeRefused = false;

  /** Runs `call` in JSON mode where the endpoint takes it, else once more without. */
  async function withJsonMode<T>(
    json: boolean,
    call: (format: { response_format?: { type: 'json_object' } }) => Promise<T>,
  ): Promise<T> {
    if (!json || jsonModeRefused) return call({});
    try {
      return await call({ response_format: { type: 'json_object' } });
    } catch (error) {
      if (!isFormatRefusal(error)) throw error;
      jsonModeRefused = true;
      return call({});
    }
  }

  async function complete(messages: Messages, signal: AbortSignal, json = false): Promise<string> {
    try {
      const completion = await withJsonMode(json, (format) =>
        client.chat.completions.create({ model: settings.model, messages, ...format }, { signal }),
      );
      const text = completion.choices[0]?.message?.content ?? '';
      if (!text.trim()) throw new AppError('upstream', AI_MESSAGES.empty);
      return text;
    } catch (error) {
      throw mapProviderError(error);
    }
  }

  /** Asks for JSON and validates it; a malformed answer is asked for once more, then refused. */
  async function completeJson<T>(
    schema: z.ZodType<T>,
    messages: Messages,
    signal: AbortSignal,
    firstAnswer?: string,
  ): Promise<T> {
    const first = firstAnswer ?? (await complete(messages, signal, true));
    const parsed = parseAnswer(schema, first);
    if (parsed) return parsed;
    const second = parseAnswer(schema, await complete(messages, signal, true));
    if (second) return second;
    throw new AppError('upstream', AI_MESSAGES.badFormat);
  }

  /**
   * Streams the JSON answer and passes on "improvedContent" as it grows. The reader keeps its
   * place between chunks, so the work is linear in the answer's length (issue 8, finding 9).
   */
  async function streamImprove(
    messages: Messages,
    signal: AbortSignal,
    onDelta: (text: string) => void,
  ): Promise<string> {
    const chunks: string[] = [];
    const reader = new ImprovedContentReader();
    try {
      const stream = await withJsonMode(true, (format) =>
        client.chat.completions.create(
          { model: settings.model, messages, stream: true, ...format },
          { signal },
        ),
      );
      for await (const chunk of stream) {
        const piece = chunk.choices[0]?.delta?.content ?? '';
        if (!piece) continue;
        chunks.push(piece);
        const delta = reader.push(piece);
        if (delta) onDelta(delta);
      }
      // The client ends a stream quietly when it is aborted; a cut answer must not pass.
      signal.throwIfAborted();
    } catch (error) {
      throw mapProviderError(error);
    }
    const raw = chunks.join('');
    if (!raw.trim()) throw new AppError('upstream', AI_MESSAGES.empty);
    return raw;
  }

  const { timeoutMs } = settings;
  const analyze = createAnalyzeCall(client, settings.model);
  return {
    name: 'openai',
    analyze: (content, { systemPrompt, signal }) =>
      withDeadline(timeoutMs, signal, (deadline) => analyze(content, systemPrompt, deadline)),

    improve: (content, { systemPrompt, signal, onDelta, targetQuestions }) =>
      withDeadline(timeoutMs, signal, async (deadline): Promise<ImproveResult> => {
        const messages: Messages = [
          {
            role: 'system',
            content: `${systemPrompt}${describeTargets(targetQuestions)}\n\n${IMPROVE_FORMAT}`,
          },
          { role: 'user', content },
        ];
        const firstAnswer = onDelta ? await streamImprove(messages, deadline, onDelta) : undefined;
        const answer = await completeJson(ImproveAnswer, messages, deadline, firstAnswer);
        return answer.improvementFactors
          ? {
              improvedContent: answer.improvedContent,
              improvementFactors: answer.improvementFactors,
            }
          : { improvedContent: answer.improvedContent };
      }),

    extractKeywords: (content, { signal }) =>
      withDeadline(timeoutMs, signal, async (deadline) => {
        const answer = await completeJson(
          KeywordsAnswer,
          [
            { role: 'system', content: KEYWORDS_SYSTEM_PROMPT },
            { role: 'user', content },
          ],
          deadline,
        );
        return answer.keywords.map((item) => ({
          keyword: item.keyword,
          llmScore: Math.round(item.llmScore * 10) / 10,
        }));
      }),

    researchKeyword: (keyword, { systemPrompt, signal }) =>
      withDeadline(timeoutMs, signal, (deadline) =>
        complete(
          [
            { role: 'system', content: systemPrompt },
            { role: 'user', content: keyword },
          ],
          deadline,
        ),
      ),
  };
}
