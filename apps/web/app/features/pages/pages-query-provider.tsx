import type { ReactNode } from 'react';
import { QueryProvider } from '../../lib/query-provider.tsx';

/**
 * Spec 7: the page list query is retried at most once and not refetched on window focus (the
 * shared client's defaults). One client per mounted screen family.
 */
export function PagesQueryProvider({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
