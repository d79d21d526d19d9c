import type { Page, PageInput } from '@citable/schemas';
import { callApi } from '../../lib/api.ts';

const byId = (id: string) => `/api/pages?id=${encodeURIComponent(id)}`;

/** /api/pages (spec 7 "Pages proxy function"): reads for everyone, writes for the admin. */
export const pagesApi = {
  list: (signal?: AbortSignal) =>
    callApi<{ data: Page[] }>('GET', '/api/pages', undefined, { signal }).then((r) => r.data),
  get: (id: string, signal?: AbortSignal) =>
    callApi<{ data: Page }>('GET', byId(id), undefined, { signal }).then((r) => r.data),
  create: (input: PageInput) =>
    callApi<{ data: Page }>('POST', '/api/pages', input).then((r) => r.data),
  update: (id: string, input: PageInput) =>
    callApi<{ data: Page }>('PUT', byId(id), input).then((r) => r.data),
  remove: (id: string) => callApi<{ data: { id: string } }>('DELETE', byId(id)),
  preview: (content: string, signal?: AbortSignal) =>
    callApi<{ html: string }>('POST', '/api/pages/preview', { content }, { signal }).then(
      (r) => r.html,
    ),
};

/** The two families of spec 2: same screens and server rules, different addresses. */
export interface PagesFamily {
  basePath: '/admin/pages' | '/secure-pages';
  /** Spec 2: delete shows only on the secure route. */
  canDelete: boolean;
}

export function familyOf(pathname: string): PagesFamily {
  return pathname.startsWith('/secure-pages')
    ? { basePath: '/secure-pages', canDelete: true }
    : { basePath: '/admin/pages', canDelete: false };
}

export const pageQueryKeys = {
  list: ['pages'] as const,
  one: (id: string) => ['pages', id] as const,
};
