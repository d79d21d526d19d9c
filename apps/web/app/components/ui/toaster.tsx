import { Toaster as Sonner, toast } from 'sonner';

/**
 * Spec 4 "Toasts": success (green), error (destructive), info (blue), warning (yellow), each
 * with a title and a description.
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      toastOptions={{ duration: 5000, className: 'font-sans' }}
    />
  );
}

type ToastKind = 'success' | 'error' | 'info' | 'warning';

export function notify(kind: ToastKind, title: string, description?: string): void {
  toast[kind](title, description ? { description } : undefined);
}
