import { parseAnalysis } from '@citable/engine';
import type OpenAI from 'openai';
import { AppError } from '../../lib/app-error.ts';
import { ANALYSIS_JSON_INSTRUCTIONS, ANALYSIS_RESPONSE_FORMAT } from '../analysis-output-format.ts';
import { AI_MESSAGES, mapProviderError } from '../provider-errors.ts';
import { isFormatRefusal } from './format-refusal.ts';

/**
 * How an analysis is asked for, best first: a JSON schema (structured output), JSON mode, or
 * plain text in the admin prompt's own format. Endpoints differ (OpenAI takes all three; some
 * local servers refuse one or the other), so a refused mode is remembered and not tried again.
 */
const MODES = ['json_schema', 'json_object', 'text'] as const;
type Mode = (typeof MODES)[number];

/** True when the parser reads at least one score: an answer worth returning as it is. */
function isReadable(answer: string): boolean {
  try {
    return parseAnalysis(answer).factors.length > 0;
  } catch {
    return false;
  }
}

export function createAnalyzeCall(client: OpenAI, model: string) {
  let firstMode = 0;

  async function ask(mode: Mode, systemPrompt: string, content: string, signal: AbortSignal) {
    const system =
      mode === 'json_object' ? `${systemPrompt}\n\n${ANALYSIS_JSON_INSTRUCTIONS}` : systemPrompt;
    const completion = await client.chat.completions.create(
      {
        model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content },
        ],
        ...(mode === 'json_schema' ? { response_format: ANALYSIS_RESPONSE_FORMAT } : {}),
        ...(mode === 'json_object' ? { response_format: { type: 'json_object' as const } } : {}),
      },
      { signal },
    );
    const text = completion.choices[0]?.message?.content ?? '';
    if (!text.trim()) throw new AppError('upstream', AI_MESSAGES.empty);
    return text;
  }

  /**
   * The raw analysis for the parser of spec §5: structured JSON where the endpoint gives it,
   * else text. An answer the parser cannot read in a JSON mode (a model that answered prose,
   * or JSON without scores) is asked for once more as plain text, which is returned as it is.
   */
  return async function analyze(
    content: string,
    systemPrompt: string,
    signal: AbortSignal,
  ): Promise<string> {
    try {
      for (let index = firstMode; index < MODES.length; index++) {
        const mode = MODES[index] as Mode;
        let answer: string;
        try {
          answer = await ask(mode, systemPrompt, content, signal);
        } catch (error) {
          if (mode === 'text' || !isFormatRefusal(error)) throw error;
          firstMode = Math.max(firstMode, index + 1);
          continue;
        }
        if (mode === 'text' || isReadable(answer)) return answer;
        return await ask('text', systemPrompt, content, signal);
      }
      throw new AppError('upstream', AI_MESSAGES.badFormat);
    } catch (error) {
      throw mapProviderError(error);
    }
  };
}
