import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useSessions } from '../hooks/use-sessions.ts';

const card = 'rounded-2xl bg-white p-6 shadow-sm';

/**
 * The account's sessions (issue 8): where it is signed in, when each was last used, and a way
 * to end any of them, or all but this one.
 */
export function SessionsPanel() {
  const { sessions, error, endingId, end } = useSessions();

  const others = sessions?.filter((session) => !session.isCurrent) ?? [];
  return (
    <section className={card} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className="text-lg font-semibold text-ink">
        Where you are signed in
      </h2>
      <FormAlert message={error} />
      {sessions === null && !error ? (
        <p className="mt-4 text-sm text-slate-600">Loading sessions...</p>
      ) : null}
      <ul className="mt-4 divide-y divide-slate-200" aria-label="Sessions">
        {sessions?.map((session) => (
          <li key={session.id} className="flex items-center justify-between gap-4 py-3">
            <div>
              <p className="font-medium text-ink">
                {session.device}
                {session.isCurrent ? (
                  <span className="ml-2 rounded bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-slate-600">
                Last seen {formatDateTime(new Date(session.lastSeenAt))}
              </p>
            </div>
            {session.isCurrent ? null : (
              <Button
                variant="secondary"
                size="sm"
                disabled={endingId !== null}
                onClick={() => end(session.id)}
                aria-label={`Sign out ${session.device}, last seen ${formatDateTime(new Date(session.lastSeenAt))}`}
              >
                {endingId === session.id ? 'Signing out...' : 'Sign out'}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button
        variant="secondary"
        className="mt-4"
        disabled={endingId !== null || others.length === 0}
        onClick={() => end('others')}
      >
        {endingId === 'others' ? 'Signing out...' : 'Sign out everywhere'}
      </Button>
      <p className="mt-2 text-sm text-slate-600">
        Ends every session except this one. Changing your password does the same.
      </p>
    </section>
  );
}
