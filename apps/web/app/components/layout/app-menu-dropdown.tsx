import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useNavigate } from 'react-router';
import type { DeferredMenuProps } from '../ui/deferred-menu.tsx';
import { MenuPanel, menuItemClass } from '../ui/menu.tsx';
import { ADMIN_LINKS } from './admin-links.ts';
import { MenuButtonIcon } from './app-menu.tsx';
import { TOOL_LINKS } from './tool-links.ts';

/**
 * The signed-in small-screen menu (below the md breakpoint, where the sidebar is hidden): the
 * only set of tool links there, plus Pricing and, for the admin in admin mode, the ADMIN group.
 * A Radix menu rather than the public site's <details>, because it must close on navigation,
 * return focus to its button and stay inside a 320 px screen.
 */
export default function AppMenuDropdown({
  showAdmin,
  className,
  defaultOpen,
  autoFocus,
}: { showAdmin: boolean; className: string } & DeferredMenuProps) {
  const navigate = useNavigate();
  const go = (to: string) => () => void navigate(to);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger aria-label="Menu" className={className} autoFocus={autoFocus}>
        <MenuButtonIcon />
      </DropdownMenu.Trigger>
      <MenuPanel width="w-56">
        <DropdownMenu.Label className="px-2 pb-1 pt-1.5 text-xs font-semibold tracking-wide text-slate-600">
          TOOLS
        </DropdownMenu.Label>
        {TOOL_LINKS.map((tool) => (
          <DropdownMenu.Item key={tool.to} className={menuItemClass} onSelect={go(tool.to)}>
            <tool.icon size={16} aria-hidden="true" /> {tool.label}
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Item className={menuItemClass} onSelect={go('/pricing')}>
          Pricing
        </DropdownMenu.Item>
        {showAdmin ? (
          <>
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Label className="px-2 pb-1 pt-1.5 text-xs font-semibold tracking-wide text-slate-600">
              ADMIN
            </DropdownMenu.Label>
            {ADMIN_LINKS.map((link) => (
              <DropdownMenu.Item key={link.to} className={menuItemClass} onSelect={go(link.to)}>
                <link.icon size={16} aria-hidden="true" /> {link.label}
              </DropdownMenu.Item>
            ))}
          </>
        ) : null}
      </MenuPanel>
    </DropdownMenu.Root>
  );
}
