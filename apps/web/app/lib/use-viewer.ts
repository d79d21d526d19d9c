import type { Viewer } from '@citable/schemas';
import { useRootData } from './root-data.ts';

const NOBODY: Viewer = { user: null, isAdmin: false, isTester: false, isProfileSynced: false };

/** Who is signed in, as the server decided for this page (the root loader's data). */
export function useViewer(): Viewer {
  return useRootData()?.viewer ?? NOBODY;
}
