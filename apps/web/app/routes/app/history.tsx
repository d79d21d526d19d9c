import type { SavedTool } from '@citable/schemas';
import { HISTORY_FULL_NOTICE, SAVED_TOOLS } from '@citable/schemas/constants';
import { formatPageTitle } from '@citable/site/content/site.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { History as HistoryIcon, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useSearchParams,
} from 'react-router';
import { PageHeading } from '../../components/layout/page-heading.tsx';
import { Button } from '../../components/ui/button.tsx';
import { notify } from '../../components/ui/toaster.tsx';
import { HistoryFilters } from '../../features/history/components/history-filters.tsx';
import { historyApi } from '../../features/history/history.client.ts';
import { describeEngine, formatRunTime, TOOL_NAMES } from '../../features/history/tool-names.ts';

export const meta: MetaFunction = () => [{ title: formatPageTitle('History') }];

/** History belongs to an account: a tester session has none. */
export function loader({ context }: LoaderFunctionArgs) {
  if (!context.viewer.user) throw redirect('/auth');
  return null;
}

/** Issue 34 "History": every run of the signed-in user, found, opened and deleted here. */
export default function History() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const toolParam = params.get('tool');
  const tool = SAVED_TOOLS.find((name): name is SavedTool => name === toolParam);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['history', q, tool, page],
    queryFn: ({ signal }) => historyApi.list({ q, tool, page }, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['history'] });
  const deleteOne = useMutation({
    mutationFn: (id: string) => historyApi.delete(id),
    onSuccess: () => {
      notify('success', 'Run deleted.');
      void refresh();
    },
    onError: (error) => notify('error', error.message),
  });
  const [isConfirmingAll, setIsConfirmingAll] = useState(false);
  const deleteAll = useMutation({
    mutationFn: () => historyApi.deleteAll(),
    onSuccess: ({ count }) => {
      setIsConfirmingAll(false);
      notify('success', `History deleted: ${count} ${count === 1 ? 'run' : 'runs'}.`);
      void refresh();
    },
    onError: (error) => notify('error', error.message),
  });

  const go = (next: { q?: string; tool?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextQ = next.q ?? q;
    const nextTool = next.tool ?? tool ?? '';
    if (nextQ) search.set('q', nextQ);
    if (nextTool) search.set('tool', nextTool);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeading
        title="History"
        subtitle="Every analysis, improvement and keyword research you ran, as it was. Only you can see it."
        actions={
          data && data.total > 0 && !q && !tool ? (
            isConfirmingAll ? (
              <div className="flex items-center gap-2">
                <span className="text-sm text-ink">Delete all {data.total} runs?</span>
                <Button variant="danger" size="sm" onClick={() => deleteAll.mutate()}>
                  Yes, delete all
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setIsConfirmingAll(false)}>
                  Keep them
                </Button>
              </div>
            ) : (
              <Button variant="secondary" onClick={() => setIsConfirmingAll(true)}>
                <Trash2 size={16} aria-hidden="true" /> Delete all history
              </Button>
            )
          ) : null
        }
      />
      <HistoryFilters
        key={`${q}|${tool ?? ''}`}
        q={q}
        tool={tool ?? ''}
        onSearch={(filters) => go({ ...filters, page: 1 })}
      />
      {data && data.total >= data.limit ? (
        <p
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900"
        >
          {HISTORY_FULL_NOTICE}
        </p>
      ) : null}
      {list.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {list.error.message}
        </p>
      ) : null}
      {data && data.runs.length === 0 ? (
        <section className="rounded-2xl border-2 border-dashed border-slate-300 p-10 text-center">
          <HistoryIcon className="mx-auto text-slate-400" size={40} aria-hidden="true" />
          <h2 className="mt-3 text-lg font-semibold text-ink">
            {q || tool ? 'No runs match your search' : 'No runs yet'}
          </h2>
          <p className="mt-1 text-slate-600">
            {q || tool
              ? 'Try other words, or all tools.'
              : 'Runs of the Content Analyzer, Content Improvement and AI Keywords appear here.'}
          </p>
        </section>
      ) : null}
      {data && data.runs.length > 0 ? (
        <section aria-label="Runs" className="rounded-2xl bg-white shadow-sm">
          <p className="px-4 pt-4 text-sm text-slate-600">
            {data.total} {data.total === 1 ? 'run' : 'runs'}
          </p>
          <ul className="divide-y divide-slate-200">
            {data.runs.map((run) => (
              <li key={run.id} className="flex flex-wrap items-center gap-3 p-4" data-testid="run">
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/history/${run.id}`}
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {run.title}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {TOOL_NAMES[run.tool]} · {formatRunTime(run.createdAt)} · {describeEngine(run)}
                  </p>
                </div>
                {run.score !== null ? (
                  <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-ink">
                    Score {run.score}
                  </span>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete ${run.title}`}
                  onClick={() => deleteOne.mutate(run.id)}
                >
                  <Trash2 size={16} aria-hidden="true" /> Delete
                </Button>
              </li>
            ))}
          </ul>
          {pageCount > 1 ? (
            <nav aria-label="Pages" className="flex items-center justify-between p-4">
              <Button
                variant="secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => go({ page: page - 1 })}
              >
                Previous
              </Button>
              <span className="text-sm text-slate-600">
                Page {page} of {pageCount}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={page >= pageCount}
                onClick={() => go({ page: page + 1 })}
              >
                Next
              </Button>
            </nav>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
