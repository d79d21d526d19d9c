import type { AccountSession } from '@citable/schemas';
import { describeDevice } from '../../auth/describe-device.ts';
import { type SessionRecord, toPublicSessionId } from '../../auth/sessions.ts';
import type { UserRow } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../context.ts';

export const SESSION_NOT_FOUND = 'This session does not exist or has already ended.';

/** The account's live sessions for /settings, the one making the request marked. */
export async function listSessions(
  ctx: ServiceContext,
  user: UserRow,
  current: SessionRecord | null,
): Promise<AccountSession[]> {
  const currentId = current ? toPublicSessionId(current.id) : null;
  const rows = await ctx.sessions.listForUser(user.id);
  return rows.map((row) => ({
    id: row.publicId,
    device: describeDevice(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    isCurrent: row.publicId === currentId,
  }));
}

/** Ends one of the account's sessions; another account's session id is simply not found. */
export async function endSession(ctx: ServiceContext, user: UserRow, publicId: string) {
  if (!(await ctx.sessions.revokeOneForUser(user.id, publicId))) {
    throw new AppError('not_found', SESSION_NOT_FOUND);
  }
}

/** "Sign out everywhere": every session but this one ends. */
export async function endOtherSessions(ctx: ServiceContext, user: UserRow, currentToken: string) {
  await ctx.sessions.revokeAllForUser(user.id, currentToken);
}
