import { useMutation } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useRevalidator } from 'react-router';
import { notify } from '../../components/ui/toaster.tsx';
import { ApiError } from '../../lib/api.ts';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/browser-storage.ts';
import { preloadCalls } from '../../lib/lazy-calls.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { accountApi } from './account.client.ts';

/** Spec 9: at most 3 sync attempts; the automatic one starts 500 ms after sign-in. */
export const MAX_SYNC_ATTEMPTS = 3;
export const AUTO_SYNC_DELAY_MS = 500;

function notifySyncLimit() {
  notify(
    'error',
    'Sync Error',
    'Maximum sync attempts reached. Please try again later or contact support.',
  );
}

interface AccountState {
  isAdminMode: boolean;
  setAdminMode: (enabled: boolean) => void;
  isTestingMode: boolean;
  endTestingMode: () => void;
  syncAttempts: number;
  isSyncing: boolean;
  syncProfile: () => void;
  bootstrapAdmin: () => void;
}

const AccountContext = createContext<AccountState | null>(null);

/** Browser-side account state: admin mode, testing mode, profile sync (spec 4). */
export function AccountProvider({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const revalidator = useRevalidator();
  const [isAdminMode, setIsAdminMode] = useState(false);
  const [syncAttempts, setSyncAttempts] = useState(0);
  // Synced in this browser since the page loaded; the server's word (viewer) counts too.
  const [hasSyncedHere, setHasSyncedHere] = useState(false);

  // Stored preferences are read after hydration, so server and browser render the same first.
  useEffect(() => {
    setIsAdminMode(readStored('local', STORAGE_KEYS.adminMode) === 'true');
  }, []);

  // DESIGN.md 3.4: the flag mirrors the server's tester session and grants nothing. A flag
  // left behind (the session expired or was ended elsewhere, or set by hand) is cleared, so
  // the banner never claims a testing mode the server does not honour.
  useEffect(() => {
    writeStored('local', STORAGE_KEYS.testingMode, viewer.isTester ? 'true' : null);
  }, [viewer.isTester]);

  const setAdminMode = useCallback((enabled: boolean) => {
    setIsAdminMode(enabled);
    writeStored('local', STORAGE_KEYS.adminMode, String(enabled));
    if (enabled) notify('success', 'Admin mode enabled', 'You now have access to admin features');
    else notify('info', 'Admin mode disabled', 'Admin features are now hidden');
  }, []);

  // The calls are looked up when made: `*.client.ts` modules are empty in the server render.
  const endTesting = useMutation({
    mutationFn: () => accountApi.endTesting(),
    onMutate: () => writeStored('local', STORAGE_KEYS.testingMode, null),
    onSettled: () => revalidator.revalidate(),
  });
  const endTestingMode = endTesting.mutate;

  const attemptsRef = useRef(0);
  const sync = useMutation({
    mutationFn: () => accountApi.syncProfile(),
    onSuccess: () => {
      setHasSyncedHere(true);
      notify('success', 'Profile synchronized', 'Your user profile was successfully synchronized.');
      revalidator.revalidate();
    },
    onError: (error) => {
      // Spec 4: the third failed attempt is the last one, and it says so.
      if (attemptsRef.current >= MAX_SYNC_ATTEMPTS) notifySyncLimit();
      else if (error instanceof ApiError)
        notify('error', 'Sync Failed', 'Could not sync your profile. Please try again.');
      else notify('error', 'Error syncing profile', error.message);
    },
  });
  const startSync = sync.mutate;
  const syncProfile = useCallback(() => {
    if (attemptsRef.current >= MAX_SYNC_ATTEMPTS) {
      notifySyncLimit();
      return;
    }
    attemptsRef.current += 1;
    setSyncAttempts(attemptsRef.current);
    startSync();
  }, [startSync]);

  const bootstrap = useMutation({
    mutationFn: () => accountApi.bootstrapAdmin(),
    onSuccess: () => {
      attemptsRef.current = 0;
      setSyncAttempts(0);
      setHasSyncedHere(true);
      notify('success', 'Admin Access Granted', 'Your account now has admin privileges.');
      revalidator.revalidate();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 403)
        notify('error', 'Permission Denied', 'Only admin users can perform this action.');
      else
        notify(
          'error',
          'Admin Setup Failed',
          error.message || 'Could not set up admin access. Please try again.',
        );
    },
  });
  const bootstrapAdmin = bootstrap.mutate;

  // Spec 4 "Profile sync": automatically, once, 500 ms after sign-in, only when the server
  // says the profile is not yet synced and no attempt was made. The server's flag is read in
  // the same render as the user (no copy in state that lags one render behind), so a profile
  // that is already in sync never gets a sync, nor its toast, on a later sign-in (issue 13).
  const userId = viewer.user?.id;
  const needsSync = Boolean(userId) && !viewer.isProfileSynced && !hasSyncedHere;
  const lastUserId = useRef(userId);
  useEffect(() => {
    // Another account signed in on this tab: its own three attempts.
    if (lastUserId.current === userId) return;
    lastUserId.current = userId;
    attemptsRef.current = 0;
    setSyncAttempts(0);
    setHasSyncedHere(false);
  }, [userId]);
  useEffect(() => {
    if (!needsSync || attemptsRef.current > 0) return;
    // The calls' module loads during the delay, so the sync leaves on time.
    preloadCalls(accountApi);
    const timer = setTimeout(syncProfile, AUTO_SYNC_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needsSync, syncProfile]);

  const value = useMemo<AccountState>(
    () => ({
      isAdminMode: viewer.isAdmin && isAdminMode,
      setAdminMode,
      isTestingMode: viewer.isTester,
      endTestingMode,
      syncAttempts,
      isSyncing: sync.isPending,
      syncProfile,
      bootstrapAdmin,
    }),
    [
      viewer.isAdmin,
      viewer.isTester,
      isAdminMode,
      setAdminMode,
      endTestingMode,
      syncAttempts,
      sync.isPending,
      syncProfile,
      bootstrapAdmin,
    ],
  );
  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

export function useAccountState(): AccountState {
  const state = useContext(AccountContext);
  if (!state) throw new Error('useAccountState needs an AccountProvider');
  return state;
}
