import type { PageSummary } from '@citable/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { notify } from '../../../components/ui/toaster.tsx';
import { pagesApi } from '../pages.client.ts';
import { listPageOf, type PagesFamily, pageQueryKeys } from '../pages-family.ts';
import { PagesPager } from './pages-pager.tsx';
import { PagesTable } from './pages-table.tsx';

/** The server's message, or the spec's generic one (spec 8) when there is none. */
const reasonOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * Spec 2 "Page management": the list with its empty state and load error (spec 8 wording),
 * one page of the list at a time (issue 31), its number in the address (`?page=2`).
 */
export function PagesList({ family }: { family: PagesFamily }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const listPage = listPageOf(search);
  const pages = useQuery({
    queryKey: pageQueryKeys.list(listPage),
    queryFn: ({ signal }) => pagesApi.list(listPage, signal),
    // The rows of the page before stay on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
  const lastPage = pages.data?.pagination.total_pages;
  // Past the end (the last row of the last page deleted, or an old link): show the last page.
  useEffect(() => {
    if (lastPage !== undefined && listPage > lastPage) {
      setSearch(lastPage > 1 ? { page: String(lastPage) } : {}, { replace: true });
    }
  }, [lastPage, listPage, setSearch]);
  const remove = useMutation({
    mutationFn: (page: PageSummary) => pagesApi.remove(page.id),
    onSuccess: () => {
      notify('success', 'Success', 'Page deleted successfully');
      return queryClient.invalidateQueries({ queryKey: pageQueryKeys.lists });
    },
    onError: (error) => {
      const reason = reasonOf(error, '');
      notify(
        'error',
        'Error',
        reason ? `Failed to delete page: ${reason}` : 'Failed to delete page',
      );
    },
  });
  const createLink = (
    <Link
      to={`${family.basePath}/new`}
      className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
    >
      <Plus size={16} aria-hidden="true" /> Create Page
    </Link>
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="text-2xl font-bold tracking-tight text-ink">Pages</h2>
        {createLink}
      </div>
      {pages.isPending ? (
        <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">
          <span className="inline-block h-5 w-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent align-middle" />{' '}
          Loading pages...
        </p>
      ) : pages.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
          <p className="font-semibold text-red-800">Error loading pages</p>
          <p className="mt-1 text-sm text-red-800">
            {reasonOf(pages.error, 'Failed to fetch pages')}
          </p>
          <button
            type="button"
            onClick={() => pages.refetch()}
            className="mt-4 rounded-md bg-white px-4 py-2 text-sm font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-100"
          >
            Try Again
          </button>
        </div>
      ) : pages.data.pagination.total === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-700">No pages found. Create your first page!</p>
          <div className="mt-4 flex justify-center">{createLink}</div>
        </div>
      ) : (
        <>
          <PagesTable
            pages={pages.data.data}
            basePath={family.basePath}
            canDelete={family.canDelete}
            deletingId={remove.isPending ? (remove.variables?.id ?? null) : null}
            onDelete={(page) => remove.mutate(page)}
          />
          <PagesPager pagination={pages.data.pagination} isLoading={pages.isPlaceholderData} />
        </>
      )}
    </div>
  );
}
