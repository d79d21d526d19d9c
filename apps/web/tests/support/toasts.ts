import { toast } from 'sonner';
import { loadToasts } from '../../app/components/ui/toaster.tsx';

// The app loads Sonner with its first toast; loaded here first, a toast a test causes is
// raised at once, so the test can read it right after the action.
await loadToasts();

/** The newest toast a screen showed, as the person reads it (no Toaster needs mounting). */
export function lastToast() {
  const shown = toast.getHistory().at(-1);
  return shown && 'title' in shown
    ? { type: shown.type, title: shown.title, description: shown.description }
    : undefined;
}
