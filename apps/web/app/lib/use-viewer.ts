import type { Viewer } from '@citable/schemas';
import { useRouteLoaderData } from 'react-router';

const NOBODY: Viewer = { user: null, isAdmin: false, isTester: false, isProfileSynced: false };

/** Who is signed in, as the server decided for this page (the root loader's data). */
export function useViewer(): Viewer {
  const data = useRouteLoaderData('root') as { viewer?: Viewer } | undefined;
  return data?.viewer ?? NOBODY;
}
