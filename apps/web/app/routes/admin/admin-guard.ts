import type { Viewer } from '@citable/schemas';
import { redirect } from 'react-router';

/**
 * Page management is the admin's alone, decided on the server (DESIGN.md 3.2): a visitor goes
 * to sign in, anyone else who is not the admin to /dashboard (spec 2 "Guards").
 */
export function requireAdminViewer(viewer: Viewer): void {
  if (viewer.isAdmin) return;
  throw redirect(viewer.user || viewer.isTester ? '/dashboard' : '/auth');
}
