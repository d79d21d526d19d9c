import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Logo } from '../brand/logo.tsx';
import { MobileMenu, navLinkClass } from './mobile-menu.tsx';
import { HEADER_NAV_LINKS } from './nav-links.ts';
import { TOOL_LINKS, TOOL_PATHS } from './tool-links.ts';

/** Below the large breakpoint the header's links fold into the menu, with the tools first. */
const MOBILE_LINKS = [
  ...TOOL_LINKS.map((tool) => ({ to: tool.to, label: tool.label })),
  { to: '/pricing', label: 'Pricing' },
];

/**
 * Spec 2 "Header" of the signed-in area: logo, nav links, the three tool shortcuts on the tool
 * routes (active one highlighted), and the admin switch and account menu passed in.
 */
export function AppHeader({ actions }: { actions: ReactNode }) {
  const { pathname } = useLocation();
  const isToolRoute = TOOL_PATHS.has(pathname);
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="flex h-16 items-center justify-between gap-3 px-4 md:px-6">
        <div className="flex items-center gap-6">
          <span className="md:hidden">
            <Logo />
          </span>
          <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
            {HEADER_NAV_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to} className={navLinkClass}>
                {link.label}
              </NavLink>
            ))}
          </nav>
        </div>
        <div className="flex items-center gap-2 md:gap-3">
          {isToolRoute ? (
            <nav aria-label="Tools" className="flex items-center gap-1">
              {TOOL_LINKS.map((tool) => (
                <NavLink
                  key={tool.to}
                  to={tool.to}
                  aria-label={tool.label}
                  title={tool.label}
                  className={({ isActive }) =>
                    `rounded-md p-2 ${isActive ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-100'}`
                  }
                >
                  <tool.icon size={18} aria-hidden="true" />
                </NavLink>
              ))}
            </nav>
          ) : null}
          {actions}
          <MobileMenu links={MOBILE_LINKS} className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}
