import {
  type DismissFindingRequest,
  DocumentRuns,
  HistoryDeletedResponse,
  HistoryList,
  type HistoryQuery,
  HistoryRunResponse,
  RunComparison,
  RunFindings,
  ShareLinkResponse,
  StructuredDataResponse,
} from '@citable/schemas';
import { callApi, send } from '../../lib/api.ts';

function queryString(query: Partial<HistoryQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.tool) params.set('tool', query.tool);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const historyApi = {
  list: (query: Partial<HistoryQuery>, signal?: AbortSignal) =>
    callApi(HistoryList, 'GET', `/api/history${queryString(query)}`, undefined, { signal }),
  get: (id: string, signal?: AbortSignal) =>
    callApi(HistoryRunResponse, 'GET', `/api/history/${encodeURIComponent(id)}`, undefined, {
      signal,
    }),
  delete: (id: string) =>
    callApi(HistoryDeletedResponse, 'DELETE', `/api/history/${encodeURIComponent(id)}`),
  deleteAll: () => callApi(HistoryDeletedResponse, 'DELETE', '/api/history'),
  rename: (id: string, title: string) =>
    callApi(HistoryRunResponse, 'PATCH', `/api/history/${encodeURIComponent(id)}`, { title }),
  document: (id: string, signal?: AbortSignal) =>
    callApi(DocumentRuns, 'GET', `/api/history/${encodeURIComponent(id)}/document`, undefined, {
      signal,
    }),
  compare: (id: string, other: string, signal?: AbortSignal) =>
    callApi(
      RunComparison,
      'GET',
      `/api/history/${encodeURIComponent(id)}/compare/${encodeURIComponent(other)}`,
      undefined,
      { signal },
    ),
  findings: (id: string, signal?: AbortSignal) =>
    callApi(RunFindings, 'GET', `/api/history/${encodeURIComponent(id)}/findings`, undefined, {
      signal,
    }),
  dismiss: (id: string, input: DismissFindingRequest) =>
    send('POST', `/api/history/${encodeURIComponent(id)}/dismissals`, input),
  restore: (dismissalId: string) =>
    callApi(
      HistoryDeletedResponse,
      'DELETE',
      `/api/history/dismissals/${encodeURIComponent(dismissalId)}`,
    ),
  structuredData: (id: string) =>
    callApi(
      StructuredDataResponse,
      'GET',
      `/api/history/${encodeURIComponent(id)}/structured-data`,
    ),
  share: (id: string) =>
    callApi(ShareLinkResponse, 'POST', `/api/history/${encodeURIComponent(id)}/share`, {}),
  revokeShare: (id: string) =>
    callApi(HistoryDeletedResponse, 'DELETE', `/api/history/${encodeURIComponent(id)}/share`),
};
