import { Fragment, type ReactNode } from 'react';

/**
 * The frame the Key Insights and Improvement Suggestions cards share (spec 2): a heading, the
 * spec's empty message, or the list of findings each card draws its own way.
 */
export function FindingsCard<T>({
  id,
  title,
  emptyMessage,
  items,
  keyOf,
  children,
}: {
  id: string;
  title: string;
  emptyMessage: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-2xl bg-white p-6 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-600">{emptyMessage}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.map((item, index) => (
            <Fragment key={`${index}-${keyOf(item)}`}>{children(item)}</Fragment>
          ))}
        </ul>
      )}
    </section>
  );
}
