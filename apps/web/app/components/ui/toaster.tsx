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
      style={TOASTER_STYLE}
      toastOptions={{ duration: 5000, className: 'font-sans' }}
    />
  );
}

type ToastKind = 'success' | 'error' | 'info' | 'warning';

export function notify(kind: ToastKind, title: string, description?: string): void {
  toast[kind](title, description ? { description } : undefined);
}
