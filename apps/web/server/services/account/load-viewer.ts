import { ANONYMOUS, type ResolvedViewer } from '../../auth/viewer.ts';
import type { ServiceContext } from '../context.ts';
import { isAdminEmail } from './admin-role.ts';
import { findUserWithProfile } from './find-user.ts';
import { isProfileCurrent } from './profile-sync.ts';

/** Who is asking: the account behind the session cookie, and whether a tester session is live. */
export async function loadViewer(
  ctx: ServiceContext,
  tokens: { session?: string | undefined; tester?: string | undefined },
): Promise<ResolvedViewer> {
  const [session, testerSession] = await Promise.all([
    tokens.session ? ctx.sessions.find(tokens.session) : null,
    tokens.tester ? ctx.sessions.find(tokens.tester) : null,
  ]);
  const validTester = testerSession?.kind === 'tester' ? testerSession : null;
  const userSession = session?.kind === 'user' && session.userId ? session : null;
  const found = userSession?.userId
    ? await findUserWithProfile(ctx.db, userSession.userId)
    : undefined;
  const account = found?.user ?? null;
  if (!account?.emailVerifiedAt) {
    return { ...ANONYMOUS, isTester: Boolean(validTester), testerSession: validTester };
  }
  const profile = found?.profile;
  return {
    user: {
      id: account.id,
      email: account.email,
      fullName: account.fullName,
      createdAt: account.createdAt.toISOString(),
    },
    isAdmin: isAdminEmail(ctx.env, account),
    isTester: Boolean(validTester),
    isProfileSynced: isProfileCurrent(account, profile),
    account,
    session: userSession,
    testerSession: validTester,
  };
}
