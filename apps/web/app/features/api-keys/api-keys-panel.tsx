import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { formatNumericDate } from '../../lib/format-date.ts';
import { apiKeysApi } from './api-keys.client.ts';

/**
 * Issue 34: personal keys for the public API (/api/v1) and the CLI's future `--api`: named,
 * shown once when made, listed by their first characters, revoked at once.
 */
export function ApiKeysPanel() {
  const nameId = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [shown, setShown] = useState<string | null>(null);
  const list = useQuery({
    queryKey: ['api-keys'],
    queryFn: ({ signal }) => apiKeysApi.list(signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['api-keys'] });
  const create = useMutation({
    mutationFn: () => apiKeysApi.create(name),
    onSuccess: (made) => {
      setShown(made.key);
      setName('');
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => apiKeysApi.revoke(id),
    onSuccess: () => void refresh(),
  });
  return (
    <section className="rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="api-keys-heading">
      <h2 id="api-keys-heading" className="text-lg font-semibold text-ink">
        API keys
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A key lets a script call the Citable API as you, within your quotas. Its reference is at{' '}
        <a href="/developers/api" className="text-brand-700 underline">
          /developers/api
        </a>{' '}
        (the OpenAPI document: /api/v1/openapi.json).
      </p>
      <FormAlert message={(create.error ?? revoke.error ?? list.error)?.message ?? null} />
      <form
        className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate();
        }}
      >
        <div className="flex-1">
          <label htmlFor={nameId} className="text-sm font-semibold text-ink">
            Key name
          </label>
          <input
            id={nameId}
            value={name}
            maxLength={60}
            placeholder="e.g. CI build"
            onChange={(event) => setName(event.target.value)}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-ink focus:outline-none focus:ring-2 focus:ring-brand-600"
          />
        </div>
        <Button type="submit" disabled={create.isPending}>
          Create key
        </Button>
      </form>
      {shown ? (
        <div role="status" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3">
          <p className="text-sm text-amber-900">Copy this key now: it is shown only once.</p>
          <code className="mt-1 block break-all text-sm text-ink" data-testid="new-api-key">
            {shown}
          </code>
        </div>
      ) : null}
      <ul className="mt-4 divide-y divide-slate-200" aria-label="API keys">
        {list.data?.keys.map((key) => (
          <li key={key.id} className="flex items-center justify-between gap-4 py-3">
            <div>
              <p className="font-medium text-ink">{key.name}</p>
              <p className="text-sm text-slate-600">
                {key.prefix}… · made {formatNumericDate(new Date(key.createdAt))}
                {key.lastUsedAt
                  ? ` · last used ${formatNumericDate(new Date(key.lastUsedAt))}`
                  : ' · never used'}
              </p>
            </div>
            <Button variant="secondary" size="sm" onClick={() => revoke.mutate(key.id)}>
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
