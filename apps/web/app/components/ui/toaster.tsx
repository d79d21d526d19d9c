import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * Spec 4 "Toasts": success (green), error (destructive), info (blue), warning (yellow), each
 * with a title and a description.
 *
 * Issue 13: at most two at a time (older ones wait their turn), narrow, and in the bottom
 * corner where the signed-in layout keeps free room below the content (app-layout's bottom
 * padding), so they never sit on the text area or a result the page has just focused.
 */
export const MAX_VISIBLE_TOASTS = 2;

/**
 * Sonner's rich-colour text is too light on its tinted backgrounds for WCAG AA (the warning
 * text is about 3:1); these darker shades keep each kind's colour and read at 7:1 or more.
 */
const TOASTER_STYLE = {
  '--width': '320px',
  '--success-text': '#166534',
  '--error-text': '#991b1b',
  '--info-text': '#1e40af',
  '--warning-text': '#92400e',
} as React.CSSProperties;

/*
 * Sonner (about 9 KB brotli) loads with the first toast, not with every screen (issue 35).
 * Until then the Toaster renders nothing; Sonner shows toasts raised before its Toaster
 * subscribed, so none is lost while it loads.
 */
type SonnerModule = typeof import('sonner');
let sonner: SonnerModule | null = null;
let loading: Promise<SonnerModule> | null = null;

/** Loads Sonner once; later toasts are raised at once. */
export function loadToasts(): Promise<SonnerModule> {
  loading ??= import('sonner').then((module) => {
    sonner = module;
    return module;
  });
  return loading;
}

let isWanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const SonnerToaster = lazy(() =>
  loadToasts().then(({ Toaster: Sonner }) => ({
    default: () => (
      <Sonner
        position="bottom-right"
        richColors
        closeButton
        visibleToasts={MAX_VISIBLE_TOASTS}
        gap={8}
        offset={12}
        mobileOffset={8}
        style={TOASTER_STYLE}
        toastOptions={{ duration: 5000, className: 'font-sans' }}
      />
    ),
  })),
);

export function Toaster() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => isWanted,
    () => false,
  );
  return wanted ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}

type ToastKind = 'success' | 'error' | 'info' | 'warning';

export function notify(kind: ToastKind, title: string, description?: string): void {
  if (!isWanted) {
    isWanted = true;
    for (const listener of listeners) listener();
  }
  const raise = ({ toast }: SonnerModule) =>
    toast[kind](title, description ? { description } : undefined);
  if (sonner) raise(sonner);
  else void loadToasts().then(raise);
}
