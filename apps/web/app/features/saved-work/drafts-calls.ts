import { DraftResponse, type SaveDraftRequest, type SavedTool } from '@citable/schemas';
import { callApi } from '../../lib/api.ts';

export const draftsApi = {
  read: (tool: SavedTool, signal?: AbortSignal) =>
    callApi(DraftResponse, 'GET', `/api/drafts/${tool}`, undefined, { signal }),
  save: (tool: SavedTool, draft: SaveDraftRequest) =>
    callApi(DraftResponse, 'PUT', `/api/drafts/${tool}`, draft),
};
