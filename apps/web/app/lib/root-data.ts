import type { Viewer } from '@citable/schemas';
import type { BetaStatus } from '@citable/site/lib/beta.ts';
import { type AppLoadContext, useRouteLoaderData } from 'react-router';

/**
 * What the root loader gives every screen. Declared here rather than inferred from root.tsx
 * so that features and shared components can read it without importing the root route.
 */
export interface RootData {
  publicEnv: AppLoadContext['publicEnv'];
  beta: BetaStatus;
  viewer: Viewer;
}

/** The root loader's data; undefined outside a router (unit tests) or before it loaded. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
