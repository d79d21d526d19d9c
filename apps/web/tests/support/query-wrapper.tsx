import type { ReactNode } from 'react';
import { QueryProvider } from '../../app/lib/query-provider.tsx';

/** renderHook's wrapper: the app's own query client, fresh for each render. */
export function QueryWrapper({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
