/*
 * Spec 4 "Toasts" on a page without React (issue 35: /auth): the app's toasts are Sonner, a
 * React component, so this shows the same kinds the same way with a few DOM calls: bottom
 * right, 320 px wide, at most two at a time (the oldest goes), each gone after 5 s or when
 * closed. Each toast carries data-type, and its title and description data-title and
 * data-description, as the app's toasts do.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export const TOAST_DURATION_MS = 5000;
const MAX_VISIBLE = 2;

/** The app's toast colours (components/ui/toaster.tsx): tinted, with text at 7:1 or more. */
const KIND_CLASSES: Record<ToastKind, string> = {
  success: 'border-green-200 bg-green-50 text-green-800',
  error: 'border-red-200 bg-red-50 text-red-800',
  info: 'border-blue-200 bg-blue-50 text-blue-800',
  warning: 'border-amber-200 bg-amber-50 text-amber-800',
};

function region(doc: Document): HTMLOListElement {
  const existing = doc.querySelector<HTMLOListElement>('[data-page-toasts] ol');
  if (existing) return existing;
  const section = doc.createElement('section');
  section.setAttribute('aria-label', 'Notifications');
  section.setAttribute('aria-live', 'polite');
  section.dataset.pageToasts = '';
  section.className =
    'pointer-events-none fixed right-2 bottom-2 z-50 w-[320px] max-w-[calc(100vw-16px)] md:right-3 md:bottom-3';
  const list = doc.createElement('ol');
  list.className = 'flex flex-col gap-2';
  section.append(list);
  doc.body.append(section);
  return list;
}

export function showToast(
  doc: Document,
  kind: ToastKind,
  title: string,
  description?: string,
): HTMLElement {
  const list = region(doc);
  const toast = doc.createElement('li');
  toast.dataset.toast = '';
  toast.dataset.type = kind;
  toast.setAttribute('role', 'status');
  toast.className = `pointer-events-auto flex items-start gap-3 rounded-lg border p-4 font-sans text-sm shadow-lg ${KIND_CLASSES[kind]}`;
  const content = doc.createElement('div');
  content.className = 'flex-1';
  const heading = doc.createElement('div');
  heading.dataset.title = '';
  heading.className = 'font-semibold';
  heading.textContent = title;
  content.append(heading);
  if (description) {
    const detail = doc.createElement('div');
    detail.dataset.description = '';
    detail.className = 'mt-1';
    detail.textContent = description;
    content.append(detail);
  }
  const close = doc.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', 'Close toast');
  close.className = 'rounded px-1 leading-none opacity-70 hover:opacity-100';
  close.textContent = '×';
  const remove = () => toast.remove();
  close.addEventListener('click', remove);
  toast.append(content, close);
  list.append(toast);
  while (list.children.length > MAX_VISIBLE) list.firstElementChild?.remove();
  setTimeout(remove, TOAST_DURATION_MS);
  return toast;
}
