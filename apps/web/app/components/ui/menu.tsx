import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

/** One look for every item of the site's drop-down menus, disabled items included. */
export const menuItemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm text-ink outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-500 data-[highlighted]:bg-slate-100';

/**
 * The open panel of a drop-down menu, aligned to its trigger's end and kept 8 px inside the
 * viewport so it fits a 320 px screen.
 */
export function MenuPanel({ width, children }: { width: 'w-56' | 'w-64'; children: ReactNode }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        collisionPadding={8}
        className={`z-50 ${width} max-w-[calc(100vw-16px)] rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg`}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
