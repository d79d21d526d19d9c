import type { ReactNode } from 'react';

/** A signed-in screen's title and subtitle, with room on the right for controls. */
export function PageHeading({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle: string;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
        <p className="mt-1 text-slate-600">{subtitle}</p>
      </div>
      {actions}
    </div>
  );
}
