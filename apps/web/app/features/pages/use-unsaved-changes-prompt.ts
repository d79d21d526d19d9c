import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/**
 * Leaving the editor with unsaved changes asks first: in-app navigation through the router's
 * blocker, closing or reloading the tab through the browser's own beforeunload prompt.
 * Returns `allowLeaving`, for the navigation that follows a successful save.
 */
export function useUnsavedChangesPrompt(hasUnsavedChanges: boolean): { allowLeaving: () => void } {
  // Refs, not state: a save navigates in the same tick, before any re-render.
  const isAllowed = useRef(false);
  const hasChanges = useRef(hasUnsavedChanges);
  hasChanges.current = hasUnsavedChanges;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasChanges.current &&
      !isAllowed.current &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED_CHANGES_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [hasUnsavedChanges]);
  const allowLeaving = useCallback(() => {
    isAllowed.current = true;
  }, []);
  return { allowLeaving };
}
