import { ChevronsLeft, ChevronsRight, Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/browser-storage.ts';
import { Logo } from '../brand/logo.tsx';
import { ADMIN_LINKS, isAdminLinkActive } from './admin-links.ts';
import { TOOL_LINKS } from './tool-links.ts';

/** Spec 9: 240 px expanded, 70 px collapsed. */
export const SIDEBAR_WIDTH = { expanded: 240, collapsed: 70 } as const;

const entryClass = (isActive: boolean, isCollapsed: boolean) =>
  `flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${isCollapsed ? 'justify-center' : ''} ${
    isActive ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
  }`;

/**
 * Spec 2 "Sidebar": the tools, the admin group, the premium box, collapse and expand. From the
 * md breakpoint up it holds the one keyboard-reachable set of tool links (see app-header.tsx).
 */
export function AppSidebar({ showAdmin }: { showAdmin: boolean }) {
  const { pathname } = useLocation();
  const [isCollapsed, setIsCollapsed] = useState(false);
  useEffect(
    () => setIsCollapsed(readStored('local', STORAGE_KEYS.sidebarCollapsed) === 'true'),
    [],
  );
  const toggle = () => {
    setIsCollapsed((current) => {
      writeStored('local', STORAGE_KEYS.sidebarCollapsed, String(!current));
      return !current;
    });
  };
  const width = isCollapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded;
  return (
    <aside
      aria-label="Sidebar"
      data-collapsed={isCollapsed}
      style={{ width }}
      className="hidden min-h-0 shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 md:flex"
    >
      <div
        className={`flex h-16 shrink-0 items-center border-b border-slate-200 px-4 ${isCollapsed ? 'justify-center px-0' : ''}`}
      >
        {isCollapsed ? (
          <Link
            to="/"
            aria-label="Citable home"
            className="rounded-md bg-brand-600 px-2 py-1 font-bold text-white"
          >
            C
          </Link>
        ) : (
          <Logo />
        )}
      </div>
      {/* Only the entries scroll on a very short window: the Upgrade box and the collapse
          button below them stay in view (spec 2 "Sidebar"). */}
      <nav
        aria-label="Tools menu"
        className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto p-3"
      >
        {TOOL_LINKS.map((tool) => (
          <NavLink
            key={tool.to}
            to={tool.to}
            title={tool.label}
            className={({ isActive }) => entryClass(isActive, isCollapsed)}
          >
            <tool.icon size={18} aria-hidden="true" />
            <span className={isCollapsed ? 'sr-only' : ''}>{tool.label}</span>
          </NavLink>
        ))}
        {showAdmin ? (
          <div className="mt-6 flex flex-col gap-1">
            <p
              className={`px-3 pb-1 text-xs font-semibold tracking-wide text-slate-600 ${isCollapsed ? 'sr-only' : ''}`}
            >
              ADMIN
            </p>
            {ADMIN_LINKS.map((link) => {
              const isActive = isAdminLinkActive(link.to, pathname);
              return (
                <Link
                  key={link.to}
                  to={link.to}
                  title={link.label}
                  aria-current={isActive ? 'page' : undefined}
                  className={entryClass(isActive, isCollapsed)}
                >
                  <link.icon size={18} aria-hidden="true" />
                  <span className={isCollapsed ? 'sr-only' : ''}>{link.label}</span>
                </Link>
              );
            })}
          </div>
        ) : null}
      </nav>
      {isCollapsed ? null : (
        <div className="mx-3 shrink-0 rounded-lg bg-brand-50 p-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
            <Sparkles size={16} aria-hidden="true" /> Get more features with Premium
          </p>
          {/* Pro and Business cannot be bought yet: say so before the click, not after it. */}
          <p className="mt-1 text-xs text-brand-900">
            Pro and Business are coming soon, with a discount for beta users.
          </p>
          <Link
            to="/pricing"
            className="mt-3 block rounded-md bg-brand-600 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700"
          >
            Upgrade
          </Link>
        </div>
      )}
      <button
        type="button"
        onClick={toggle}
        aria-label={isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        aria-expanded={!isCollapsed}
        className="m-3 flex shrink-0 items-center justify-center rounded-md p-2 text-slate-600 hover:bg-slate-100"
      >
        {isCollapsed ? (
          <ChevronsRight size={18} aria-hidden="true" />
        ) : (
          <ChevronsLeft size={18} aria-hidden="true" />
        )}
      </button>
    </aside>
  );
}
