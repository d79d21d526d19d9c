import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { historyApi } from '../history.client.ts';

/**
 * The run's title, which the writer can change (issue 34): runs with the same title are one
 * document's, compared with each other.
 */
export function RenameForm({ runId, title }: { runId: string; title: string }) {
  const inputId = useId();
  const [value, setValue] = useState(title);
  const queryClient = useQueryClient();
  const rename = useMutation({
    mutationFn: () => historyApi.rename(runId, value),
    onSuccess: () => {
      notify('success', 'Title saved.');
      void queryClient.invalidateQueries({ queryKey: ['history-run', runId] });
      void queryClient.invalidateQueries({ queryKey: ['history-document', runId] });
    },
    onError: (error) => notify('error', error.message),
  });
  return (
    <form
      className="flex flex-col gap-2 rounded-2xl bg-white p-6 shadow-sm sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        rename.mutate();
      }}
    >
      <div className="flex-1">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          Document title (runs with the same title are compared)
        </label>
        <input
          id={inputId}
          value={value}
          maxLength={120}
          onChange={(event) => setValue(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-ink focus:outline-none focus:ring-2 focus:ring-brand-600"
        />
      </div>
      <Button type="submit" variant="secondary" disabled={rename.isPending}>
        Save title
      </Button>
    </form>
  );
}
