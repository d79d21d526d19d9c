import { NavLink } from 'react-router';

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-ink'
  }`;

/**
 * The small-screen menu: a details element, so it opens without JavaScript (visitors' public
 * pages ship none). `className` says from which breakpoint it hides.
 */
export function MobileMenu({
  links,
  className,
}: {
  links: readonly { to: string; label: string }[];
  className: string;
}) {
  return (
    <details className={`relative ${className}`}>
      <summary
        className="flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden"
        aria-label="Menu"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M4 7h16M4 12h16M4 17h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </summary>
      <nav
        aria-label="Mobile"
        className="absolute right-0 z-40 mt-2 flex w-56 flex-col rounded-lg border border-slate-200 bg-white p-2 shadow-lg"
      >
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} className={navLinkClass}>
            {link.label}
          </NavLink>
        ))}
      </nav>
    </details>
  );
}
