import { lazy, Suspense, useId } from 'react';
import { useViewer } from '../../../lib/use-viewer.ts';

// The switch and its tooltip (Radix, about 8 KB brotli) are the admin's alone: nobody else's
// screens load them (issue 35).
const AdminModeSwitchControl = lazy(() => import('./admin-mode-switch-control.tsx'));

/** Spec 2 "Header": the admin-mode switch, for the admin; nothing for everyone else. */
export function AdminModeSwitch({ label = 'Admin Mode', id }: { label?: string; id?: string }) {
  const viewer = useViewer();
  const generatedId = useId();
  if (!viewer.isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <AdminModeSwitchControl label={label} switchId={id ?? generatedId} />
    </Suspense>
  );
}
