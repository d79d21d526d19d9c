import {
  PageDeletedResponse,
  type PageInput,
  PageListResponse,
  PagePreviewResponse,
  PageResponse,
} from '@citable/schemas';
import { callApi } from '../../lib/api.ts';

const byId = (id: string) => `/api/pages?id=${encodeURIComponent(id)}`;

/** /api/pages (spec 7 "Pages proxy function"): reads for everyone, writes for the admin. */
export const pagesApi = {
  /** One page of the list (issue 31: list fields only, at most 100 a page). */
  list: (page: number, signal?: AbortSignal) =>
    callApi(PageListResponse, 'GET', `/api/pages?page=${page}`, undefined, { signal }),
  get: (id: string, signal?: AbortSignal) =>
    callApi(PageResponse, 'GET', byId(id), undefined, { signal }).then((r) => r.data),
  create: (input: PageInput) =>
    callApi(PageResponse, 'POST', '/api/pages', input).then((r) => r.data),
  update: (id: string, input: PageInput) =>
    callApi(PageResponse, 'PUT', byId(id), input).then((r) => r.data),
  remove: (id: string) => callApi(PageDeletedResponse, 'DELETE', byId(id)),
  preview: (content: string, signal?: AbortSignal) =>
    callApi(PagePreviewResponse, 'POST', '/api/pages/preview', { content }, { signal }),
};
