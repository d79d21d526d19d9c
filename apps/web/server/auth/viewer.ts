import type { Viewer } from '@citable/schemas';
import type { UserRow } from '../db/rows.ts';
import type { SessionRecord } from './sessions.ts';

/**
 * Who is asking, as the server resolved it from the cookies. The HTTP layer carries it on
 * every request and the guards read it, so it lives in auth/ and not with the service that
 * loads it.
 */
export interface ResolvedViewer extends Viewer {
  /** The account row, for services; never sent to the browser. */
  account: UserRow | null;
  session: SessionRecord | null;
  testerSession: SessionRecord | null;
}

export const ANONYMOUS: ResolvedViewer = {
  user: null,
  isAdmin: false,
  isTester: false,
  isProfileSynced: false,
  account: null,
  session: null,
  testerSession: null,
};
