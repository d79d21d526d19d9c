import type { PageListResponse } from '@citable/schemas';
import { formatCount } from '@citable/schemas/constants';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

const toPage = (page: number) => (page > 1 ? `?page=${page}` : '?');

const linkClass =
  'inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100';

/**
 * Moves through the pages list a page at a time (issue 31: the API sends at most 100 rows a
 * request). Plain links, so the address names the page and Back returns to it.
 */
export function PagesPager({
  pagination,
  isLoading,
}: {
  pagination: PageListResponse['pagination'];
  isLoading: boolean;
}) {
  const { page, page_size: pageSize, total, total_pages: totalPages } = pagination;
  if (totalPages <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav
      aria-label="Pages list"
      className="flex flex-wrap items-center justify-between gap-3"
      aria-busy={isLoading || undefined}
    >
      <p className="text-sm text-slate-700">
        {formatCount(first)}–{formatCount(last)} of {formatCount(total)} pages
      </p>
      <div className="flex items-center gap-2">
        {page > 1 ? (
          <Link to={toPage(page - 1)} className={linkClass} rel="prev">
            <ChevronLeft size={16} aria-hidden="true" /> Previous
          </Link>
        ) : null}
        <span className="px-2 text-sm text-slate-700" aria-current="page">
          Page {page} of {totalPages}
        </span>
        {page < totalPages ? (
          <Link to={toPage(page + 1)} className={linkClass} rel="next">
            Next <ChevronRight size={16} aria-hidden="true" />
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
