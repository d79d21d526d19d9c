import { ApiKeysResponse, CreatedApiKeyResponse, HistoryDeletedResponse } from '@citable/schemas';
import { callApi } from '../../lib/api.ts';

export const apiKeysApi = {
  list: (signal?: AbortSignal) =>
    callApi(ApiKeysResponse, 'GET', '/api/account/api-keys', undefined, { signal }),
  create: (name: string) =>
    callApi(CreatedApiKeyResponse, 'POST', '/api/account/api-keys', { name }),
  revoke: (id: string) =>
    callApi(HistoryDeletedResponse, 'DELETE', `/api/account/api-keys/${encodeURIComponent(id)}`),
};
