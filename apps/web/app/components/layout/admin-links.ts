import { FileText, LayoutDashboard, type LucideIcon, SquarePen } from 'lucide-react';

/**
 * The admin's screens (spec 2 "Sidebar" ADMIN group, issue 12 point 7): the sidebar, the
 * account menu and the small-screen menu all list these, in this order.
 */
export const ADMIN_LINKS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/admin-dashboard', label: 'Admin Dashboard', icon: LayoutDashboard },
  { to: '/prompt-editor', label: 'Prompt Editor', icon: SquarePen },
  { to: '/admin/pages', label: 'Page Management', icon: FileText },
];

/** Page Management is highlighted for every path under /admin/pages (spec 2 "Sidebar"). */
export function isAdminLinkActive(to: string, pathname: string): boolean {
  return to === '/admin/pages' ? pathname.startsWith('/admin/pages') : pathname === to;
}
