import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { readStored, STORAGE_KEYS } from '../../lib/browser-storage.ts';

/**
 * Spec 6: the /admin/pages family also needs admin mode on. The server already refused anyone
 * who is not the admin; admin mode is a browser preference, so it is checked here, once the
 * stored flag can be read (after hydration), and again whenever the admin turns it off.
 * Returns whether the screen may show.
 */
export function useAdminModeGuard(isRequired: boolean, isAdminMode: boolean): boolean {
  const navigate = useNavigate();
  const [isAllowed, setIsAllowed] = useState(!isRequired);
  useEffect(() => {
    if (!isRequired) return;
    const enabled = isAdminMode || readStored('local', STORAGE_KEYS.adminMode) === 'true';
    if (enabled) setIsAllowed(true);
    else navigate('/dashboard', { replace: true });
  }, [isRequired, isAdminMode, navigate]);
  return isAllowed;
}
