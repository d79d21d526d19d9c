import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toaster.tsx';
import { accountApi } from '../account.client.ts';

export const SESSIONS_KEY = ['account', 'sessions'] as const;

/** One session by its id, or every session but this one. */
export type SessionTarget = string | 'others';

/**
 * The account's sessions (issue 8) and the ending of one or all others: after either, the list
 * is read again from the server, which is the only one that knows what is left.
 */
export function useSessions() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: () => accountApi.listSessions() });
  const end = useMutation({
    mutationFn: (target: SessionTarget) =>
      target === 'others' ? accountApi.signOutOthers() : accountApi.endSession(target),
    onSuccess: (_answer, target) => {
      if (target === 'others')
        notify('success', 'Signed out everywhere else', 'Every other session was ended.');
      else notify('success', 'Session ended', 'That browser is signed out.');
    },
    onError: (error) => notify('error', 'Could not end the session', error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
  return {
    sessions: sessions.data?.sessions ?? null,
    error: sessions.error?.message ?? null,
    /** The session being ended, while the call runs. */
    endingId: end.isPending ? (end.variables ?? null) : null,
    end: (target: SessionTarget) => end.mutate(target),
  };
}
