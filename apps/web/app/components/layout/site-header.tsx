import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Logo } from '../brand/logo.tsx';
import { MobileMenu, navLinkClass } from './mobile-menu.tsx';
import { HEADER_NAV_LINKS } from './nav-links.ts';

/**
 * The public header. Below 768 px the links fold into a disclosure menu that works without
 * JavaScript (a details element), since visitors' public pages ship none.
 */
export function SiteHeader({ actions }: { actions: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 md:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {HEADER_NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {actions}
          <MobileMenu links={HEADER_NAV_LINKS} className="md:hidden" />
        </div>
      </div>
    </header>
  );
}
