import type { PageSummary } from '@citable/schemas';
import { PAGE_MESSAGES } from '@citable/schemas/constants';
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { formatUtcDate } from '../../../lib/format-date.ts';

const formatDate = (iso: string) => formatUtcDate(new Date(iso));

/** Spec 2 "Page management": Title, Slug, Status, Updated, Actions. */
const COLUMNS = ['Title', 'Slug', 'Status', 'Updated', 'Actions'] as const;

export function PagesTable({
  pages,
  basePath,
  canDelete,
  deletingId,
  onDelete,
}: {
  pages: PageSummary[];
  basePath: string;
  canDelete: boolean;
  deletingId: string | null;
  onDelete: (page: PageSummary) => void;
}) {
  const action =
    'inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100';
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full min-w-[640px] text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={`px-4 py-3 font-semibold ${column === 'Actions' ? 'text-right' : ''}`}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {pages.map((page) => (
            <tr key={page.id} data-testid="page-row">
              <td className="max-w-xs truncate px-4 py-3 font-medium text-ink">{page.title}</td>
              <td className="max-w-xs truncate px-4 py-3 font-mono text-slate-700">{page.slug}</td>
              <td className="px-4 py-3">
                <span
                  className={
                    page.published
                      ? 'rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold text-green-800'
                      : 'rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700'
                  }
                >
                  {page.published ? 'Published' : 'Draft'}
                </span>
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                {formatDate(page.updated_at)}
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <Link
                    to={`${basePath}/edit/${page.id}`}
                    className={action}
                    aria-label={`Edit ${page.title}`}
                    title="Edit"
                  >
                    <Pencil size={16} aria-hidden="true" />
                  </Link>
                  {page.published ? (
                    <a
                      href={`/page/${encodeURIComponent(page.slug)}`}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={action}
                      aria-label={`View ${page.title}`}
                      title="View"
                    >
                      <ExternalLink size={16} aria-hidden="true" />
                    </a>
                  ) : null}
                  {canDelete ? (
                    <button
                      type="button"
                      className={`${action} text-red-700 hover:bg-red-50 disabled:opacity-50`}
                      aria-label={`Delete ${page.title}`}
                      title="Delete"
                      disabled={deletingId === page.id}
                      onClick={() => {
                        if (window.confirm(PAGE_MESSAGES.deleteConfirm)) onDelete(page);
                      }}
                    >
                      <Trash2 size={16} aria-hidden="true" />
                    </button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
