import { GeoKeywordsResponse } from '@citable/schemas';
import { callApi } from '../../lib/api.ts';

export const keywordsApi = {
  research: (keyword: string, signal?: AbortSignal) =>
    callApi(GeoKeywordsResponse, 'POST', '/api/functions/geo-keywords', { keyword }, { signal }),
};
