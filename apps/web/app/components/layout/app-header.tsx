import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Logo } from '../brand/logo.tsx';
import { AppMenu } from './app-menu.tsx';
import { navLinkClass } from './mobile-menu.tsx';
import { HEADER_NAV_LINKS } from './nav-links.ts';
import { TOOL_LINKS, TOOL_PATHS } from './tool-links.ts';

const TOOL_NAV_PATHS = new Set<string>(TOOL_LINKS.map((tool) => tool.to));

/**
 * Spec 2 "Header" of the signed-in area: logo, nav links, the three tool shortcuts on the tool
 * routes (active one highlighted), the admin switch and the account menu passed in.
 *
 * One set of tool links per breakpoint for keyboard and screen-reader users (issue 13): below
 * md the menu holds them; from md up the sidebar does. The header's tool links and icon
 * shortcuts are kept for the eye and the mouse (the spec asks for them) but are taken out of
 * the tab order and the accessibility tree there, so nobody tabs through the same three links
 * three times.
 */
export function AppHeader({ actions, showAdmin }: { actions: ReactNode; showAdmin: boolean }) {
  const { pathname } = useLocation();
  const isToolRoute = TOOL_PATHS.has(pathname);
  return (
    <header className="shrink-0 border-b border-slate-200 bg-white">
      <div className="flex h-16 items-center justify-between gap-2 px-3 sm:px-4 md:px-6">
        <div className="flex min-w-0 items-center gap-4">
          {/* The mark alone below sm: a 320 px header has no room for the word. */}
          <span className="md:hidden">
            <Logo wordClassName="hidden sm:inline" />
          </span>
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {HEADER_NAV_LINKS.map((link) =>
              TOOL_NAV_PATHS.has(link.to) ? (
                <NavLink
                  key={link.to}
                  to={link.to}
                  tabIndex={-1}
                  aria-hidden="true"
                  className={(state) => `hidden lg:inline-flex ${navLinkClass(state)}`}
                >
                  {link.label}
                </NavLink>
              ) : (
                <NavLink key={link.to} to={link.to} className={navLinkClass}>
                  {link.label}
                </NavLink>
              ),
            )}
          </nav>
        </div>
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2 md:gap-3">
          {isToolRoute ? (
            <div aria-hidden="true" className="hidden items-center gap-1 md:flex">
              {TOOL_LINKS.map((tool) => (
                <NavLink
                  key={tool.to}
                  to={tool.to}
                  tabIndex={-1}
                  title={tool.label}
                  data-testid="tool-shortcut"
                  className={({ isActive }) =>
                    `rounded-md p-2 ${isActive ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`
                  }
                >
                  <tool.icon size={18} aria-hidden="true" />
                </NavLink>
              ))}
            </div>
          ) : null}
          {actions}
          <AppMenu showAdmin={showAdmin} className="inline-flex md:hidden" />
        </div>
      </div>
    </header>
  );
}
