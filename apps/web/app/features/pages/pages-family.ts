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
