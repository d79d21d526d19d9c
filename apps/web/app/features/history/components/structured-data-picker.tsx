import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { formatNumericDateTime } from '../../../lib/format-date.ts';
import { historyApi } from '../history.client.ts';

/**
 * The JSON-LD of one analysed text as a page's structured data: one object, or an array of
 * them when the text also makes a FAQPage or a HowTo (JSON-LD allows a top-level array, and
 * the page editor's check accepts one).
 */
export function structuredDataBlock(
  data: Awaited<ReturnType<typeof historyApi.structuredData>>,
): string {
  const items = [data.article, data.faqPage, data.howTo].filter(Boolean);
  return JSON.stringify(items.length === 1 ? items[0] : items, null, 2);
}

/**
 * Issue 34: the page editor takes the JSON-LD made from one of the editor's analyses in one
 * click; the newest analysis is chosen already.
 */
export function StructuredDataPicker({ onInsert }: { onInsert: (text: string) => void }) {
  const selectId = useId();
  const analyses = useQuery({
    queryKey: ['history', 'analyses-for-structured-data'],
    queryFn: ({ signal }) => historyApi.list({ tool: 'analyzer' }, signal),
  });
  const runs = analyses.data?.runs ?? [];
  const [chosen, setChosen] = useState('');
  const runId = chosen || runs[0]?.id || '';
  const insert = useMutation({
    mutationFn: () => historyApi.structuredData(runId),
    onSuccess: (data) => {
      onInsert(structuredDataBlock(data));
      notify('success', 'Structured data inserted.');
    },
    onError: (error) => notify('error', error.message),
  });
  if (!analyses.data) return null;
  if (runs.length === 0) {
    return (
      <p className="mt-2 text-sm text-slate-600">
        Analyse a text in the Content Analyzer to make structured data from it here.
      </p>
    );
  }
  return (
    <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={selectId} className="block text-sm text-ink">
          From your analysis
        </label>
        <select
          id={selectId}
          value={runId}
          onChange={(event) => setChosen(event.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm text-ink focus:outline-none focus:ring-2 focus:ring-brand-600"
        >
          {runs.map((run) => (
            <option key={run.id} value={run.id}>
              {run.title} ({formatNumericDateTime(new Date(run.createdAt))})
            </option>
          ))}
        </select>
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={!runId || insert.isPending}
        onClick={() => insert.mutate()}
      >
        Insert structured data
      </Button>
    </div>
  );
}
