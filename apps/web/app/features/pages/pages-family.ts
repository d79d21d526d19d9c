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
  /** Every page of the list: what a save or a delete makes stale. */
  lists: ['pages', 'list'] as const,
  list: (page: number) => ['pages', 'list', page] as const,
  one: (id: string) => ['pages', 'one', id] as const,
};

/** The list's page number from the address (`?page=2`); 1 when absent or not a number. */
export function listPageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
