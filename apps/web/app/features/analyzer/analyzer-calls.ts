import { AnalyzeResponse } from '@citable/schemas';
import { callApi } from '../../lib/api.ts';

export const analyzerApi = {
  /** `targetQuestions` only when the writer named some (issue 36): without, as before. */
  analyze: (content: string, targetQuestions: string[] | undefined, signal?: AbortSignal) =>
    callApi(
      AnalyzeResponse,
      'POST',
      '/api/functions/analyze',
      { content, targetQuestions },
      { signal },
    ),
};
