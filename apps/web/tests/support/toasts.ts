import { toast } from 'sonner';

/** The newest toast a screen showed, as the person reads it (no Toaster needs mounting). */
export function lastToast() {
  const shown = toast.getHistory().at(-1);
  return shown && 'title' in shown
    ? { type: shown.type, title: shown.title, description: shown.description }
    : undefined;
}
