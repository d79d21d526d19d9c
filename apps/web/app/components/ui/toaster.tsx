import { Toaster as Sonner, toast } from 'sonner';

/**
 * Spec 4 "Toasts": success (green), error (destructive), info (blue), warning (yellow), each
 * with a title and a description.
 *
 * Issue 13: at most two at a time (older ones wait their turn), narrow, and in the bottom
 * corner where the signed-in layout keeps free room below the content (app-layout's bottom
 * padding), so they never sit on the text area or a result the page has just focused.
 */
export const MAX_VISIBLE_TOASTS = 2;

export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      visibleToasts={MAX_VISIBLE_TOASTS}
      gap={8}
      offset={12}
      mobileOffset={8}
      style={{ '--width': '320px' } as React.CSSProperties}
      toastOptions={{ duration: 5000, className: 'font-sans' }}
    />
  );
}

type ToastKind = 'success' | 'error' | 'info' | 'warning';

export function notify(kind: ToastKind, title: string, description?: string): void {
  toast[kind](title, description ? { description } : undefined);
}
