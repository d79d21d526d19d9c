import type { RunFindings } from '@citable/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { historyApi } from '../history.client.ts';

type Finding = RunFindings['findings'][number];

function DismissForm({
  runId,
  finding,
  onDone,
}: {
  runId: string;
  finding: Finding;
  onDone: () => void;
}) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const dismiss = useMutation({
    mutationFn: () => historyApi.dismiss(runId, { kind: finding.kind, text: finding.text, reason }),
    onSuccess: onDone,
    onError: (error) => notify('error', error.message),
  });
  return (
    <form
      className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        dismiss.mutate();
      }}
    >
      <div className="flex-1">
        <label htmlFor={reasonId} className="text-sm text-ink">
          Why does it not apply?
        </label>
        <input
          id={reasonId}
          value={reason}
          maxLength={500}
          placeholder="e.g. does not apply to press releases"
          onChange={(event) => setReason(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-1.5 text-ink focus:outline-none focus:ring-2 focus:ring-brand-600"
        />
      </div>
      <Button type="submit" size="sm" disabled={dismiss.isPending}>
        Dismiss finding
      </Button>
    </form>
  );
}

/**
 * Issue 34: the run's findings, each of which the writer can dismiss with a reason; a dismissal
 * holds for every run of the document and can be restored.
 */
export function FindingsPanel({ runId }: { runId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ['history-findings', runId],
    queryFn: ({ signal }) => historyApi.findings(runId, signal),
  });
  const [open, setOpen] = useState<string | null>(null);
  const refresh = () => {
    setOpen(null);
    void queryClient.invalidateQueries({ queryKey: ['history-findings'] });
  };
  const restore = useMutation({
    mutationFn: (id: string) => historyApi.restore(id),
    onSuccess: refresh,
    onError: (error) => notify('error', error.message),
  });
  const data = query.data;
  if (!data) return null;
  return (
    <section aria-labelledby="findings-heading" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="findings-heading" className="text-lg font-semibold text-ink">
        Findings
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {data.findings.map((finding) => {
          const key = `${finding.kind}:${finding.text}`;
          return (
            <li key={key} className="py-3" data-testid="finding">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className={finding.dismissal ? 'text-slate-500 line-through' : 'text-ink'}>
                  <span className="font-semibold">{finding.text}</span>
                  {finding.detail ? <span> {finding.detail}</span> : null}
                </p>
                {finding.dismissal ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => finding.dismissal && restore.mutate(finding.dismissal.id)}
                  >
                    Restore
                  </Button>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setOpen(open === key ? null : key)}
                  >
                    Dismiss
                  </Button>
                )}
              </div>
              {finding.dismissal ? (
                <p className="text-sm text-slate-600" data-testid="dismissal-reason">
                  Dismissed: {finding.dismissal.reason}
                </p>
              ) : null}
              {open === key ? (
                <DismissForm runId={runId} finding={finding} onDone={refresh} />
              ) : null}
            </li>
          );
        })}
      </ul>
      {data.dismissals.length > 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          {data.dismissals.length} dismissed for this document, in every run of it.
        </p>
      ) : null}
    </section>
  );
}
