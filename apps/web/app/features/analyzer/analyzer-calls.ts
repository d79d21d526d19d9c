import { AnalyzeResponse } from '@citable/schemas';
import { callApi } from '../../lib/api.ts';

export const analyzerApi = {
  analyze: (content: string, signal?: AbortSignal) =>
    callApi(AnalyzeResponse, 'POST', '/api/functions/analyze', { content }, { signal }),
};
