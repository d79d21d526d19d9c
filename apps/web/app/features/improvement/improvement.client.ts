import type {
  ExtractKeywordsResponse,
  ImprovementFactorsShape,
  ImproveResponse,
} from '@citable/schemas';
import { createParser } from 'eventsource-parser';
import { ApiError, callApi, NetworkError } from '../../lib/api.ts';

/**
 * POST /api/functions/improve as a stream: "delta" events carry the improved text as it is
 * produced, then "result" carries the whole answer, or "error" its message.
 */
async function improveStreaming(
  content: string,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<ImproveResponse> {
  let response: Response;
  try {
    response = await fetch('/api/functions/improve', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify({ content }),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError('Could not reach the server. Please check your connection.');
  }
  if (!response.ok || !response.body) {
    const text = await response.text();
    let message = `Error ${response.status}: ${text}`;
    try {
      message = (JSON.parse(text) as { error?: string }).error ?? message;
    } catch {}
    throw new ApiError(message, response.status);
  }
  let result: ImproveResponse | undefined;
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
      else if (event.event === 'result') result = data as unknown as ImproveResponse;
      else if (event.event === 'error') failure = String(data.error ?? '');
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(value);
  }
  if (failure !== undefined) throw new ApiError(failure || 'Failed to improve content', 502);
  // Spec 8: anything but a whole, readable answer is "Unexpected response format".
  if (!result || isMalformed) throw new Error('Unexpected response format from server.');
  return result;
}

export const improvementApi = {
  improve: improveStreaming,
  extractKeywords: (content: string, signal?: AbortSignal) =>
    callApi<ExtractKeywordsResponse>(
      'POST',
      '/api/functions/extract-keywords',
      { content },
      { signal },
    ),
  latestFactors: (signal?: AbortSignal) =>
    callApi<{ improvementFactors: ImprovementFactorsShape | null }>(
      'GET',
      '/api/functions/improvement-factors/latest',
      undefined,
      { signal },
    ),
};
