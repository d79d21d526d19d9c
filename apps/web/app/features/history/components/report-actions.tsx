import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Link2, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { exportUrl, historyApi } from '../history.client.ts';

const FORMATS = [
  ['markdown', 'Markdown'],
  ['csv', 'CSV'],
  ['pdf', 'PDF'],
] as const;

/** Issue 34: an analysis report's downloads, and its read-only link, made and revoked here. */
export function ReportActions({ runId, sharedAt }: { runId: string; sharedAt: string | null }) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['history-run', runId] });
  const share = useMutation({
    mutationFn: () => historyApi.share(runId),
    onSuccess: (link) => {
      setUrl(link.url);
      void refresh();
    },
    onError: (error) => notify('error', error.message),
  });
  const revoke = useMutation({
    mutationFn: () => historyApi.revokeShare(runId),
    onSuccess: () => {
      setUrl(null);
      notify('success', 'Link revoked.');
      void refresh();
    },
    onError: (error) => notify('error', error.message),
  });
  return (
    <section aria-labelledby="report-actions" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="report-actions" className="text-lg font-semibold text-ink">
        Export and share
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        {FORMATS.map(([format, label]) => (
          <a
            key={format}
            href={exportUrl(runId, format)}
            download
            className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50"
          >
            <Download size={16} aria-hidden="true" /> {label}
          </a>
        ))}
        <Button variant="secondary" size="sm" onClick={() => share.mutate()}>
          <Link2 size={16} aria-hidden="true" /> {sharedAt ? 'New share link' : 'Share link'}
        </Button>
        {sharedAt ? (
          <Button variant="secondary" size="sm" onClick={() => revoke.mutate()}>
            <Link2Off size={16} aria-hidden="true" /> Revoke link
          </Button>
        ) : null}
      </div>
      {url ? (
        <p className="mt-3 text-sm text-ink">
          Anyone with this link can read the report (not your text); it is shown only now:{' '}
          <a href={url} className="break-all text-brand-700 underline" data-testid="share-url">
            {url}
          </a>
        </p>
      ) : sharedAt ? (
        <p className="mt-3 text-sm text-slate-600">
          A read-only link to this report is open. Make a new one to see its address again.
        </p>
      ) : null}
    </section>
  );
}
