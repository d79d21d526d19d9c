import {
  ExtractKeywordsResponse,
  ImproveResponse,
  LatestFactorsResponse,
  RescoreImprovementResponse,
  TOOL_MESSAGES,
} from '@citable/schemas';
import { createParser } from 'eventsource-parser';
import { ApiError, callApi, readAs, send, UnexpectedResponseError } from '../../lib/api.ts';

/**
 * POST /api/functions/improve as a stream: "delta" events carry the improved text as it is
 * produced, then "result" carries the whole answer, or "error" its message.
 */
async function improveStreaming(
  content: string,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
  /** The writer's target questions (issue 36); left out when there are none. */
  targetQuestions?: string[],
): Promise<ImproveResponse> {
  const response = await send(
    'POST',
    '/api/functions/improve',
    { content, targetQuestions },
    { signal, accept: 'text/event-stream' },
  );
  if (!response.body) throw new UnexpectedResponseError();
  let result: unknown;
  let failure: string | undefined;
  let isMalformed = false;
  const parser = createParser({
    onEvent(event) {
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(event.data) as Record<string, unknown>;
      } catch {
        isMalformed = true;
        return;
      }
      if (event.event === 'delta' && typeof data.text === 'string') onDelta(data.text);
      else if (event.event === 'result') result = data;
      else if (event.event === 'error') failure = String(data.error ?? '');
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
  if (failure !== undefined) throw new ApiError(failure || TOOL_MESSAGES.improveFailed, 502);
  // Spec 8: anything but a whole, readable answer is "Unexpected response format".
  if (result === undefined || isMalformed) throw new UnexpectedResponseError();
  return readAs(ImproveResponse, result);
}

export const improvementApi = {
  improve: improveStreaming,
  extractKeywords: (content: string, signal?: AbortSignal) =>
    callApi(
      ExtractKeywordsResponse,
      'POST',
      '/api/functions/extract-keywords',
      { content },
      { signal },
    ),
  /** The factors of the original with the accepted edits, measured on the server (issue 32). */
  rescore: (
    content: string,
    acceptedEditIds: readonly string[],
    signal?: AbortSignal,
    /** The improve call's target questions (issue 36): its target edits are proposed again. */
    targetQuestions?: string[],
  ) =>
    callApi(
      RescoreImprovementResponse,
      'POST',
      '/api/functions/improvement-factors',
      { content, acceptedEditIds, targetQuestions },
      { signal },
    ),
  latestFactors: (signal?: AbortSignal) =>
    callApi(LatestFactorsResponse, 'GET', '/api/functions/improvement-factors/latest', undefined, {
      signal,
    }),
};
