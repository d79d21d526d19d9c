import { Window } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, TOAST_DURATION_MS } from './page-toasts.ts';

/*
 * The toasts of /auth, which has no React (issue 35): the kinds and the words as the app's
 * toasts carry them, at most two at a time, gone after their time or when closed.
 */
let window: Window;
let doc: Document;

beforeEach(() => {
  vi.useFakeTimers();
  window = new Window({ url: 'http://127.0.0.1/' });
  doc = window.document as unknown as Document;
});

afterEach(async () => {
  vi.useRealTimers();
  await window.happyDOM.close();
});

const shown = () =>
  [...doc.querySelectorAll('[data-toast]')].map((toast) => ({
    type: toast.getAttribute('data-type'),
    title: toast.querySelector('[data-title]')?.textContent,
    description: toast.querySelector('[data-description]')?.textContent ?? null,
  }));

describe('page toasts', () => {
  it('carries the kind, the title and the description, in a labelled live region', () => {
    showToast(doc, 'error', 'Login failed.');
    showToast(doc, 'info', 'Please verify your email', 'We sent a new verification code.');
    expect(shown()).toEqual([
      { type: 'error', title: 'Login failed.', description: null },
      {
        type: 'info',
        title: 'Please verify your email',
        description: 'We sent a new verification code.',
      },
    ]);
    const region = doc.querySelector('section[aria-label="Notifications"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    // One region, however many toasts.
    expect(doc.querySelectorAll('section[aria-label="Notifications"]')).toHaveLength(1);
  });

  it('keeps at most two: the oldest goes', () => {
    for (const title of ['first', 'second', 'third']) showToast(doc, 'success', title);
    expect(shown().map((toast) => toast.title)).toEqual(['second', 'third']);
  });

  it('goes after its time, or at once when closed', () => {
    const first = showToast(doc, 'warning', 'first');
    vi.advanceTimersByTime(TOAST_DURATION_MS / 2);
    showToast(doc, 'warning', 'second');
    vi.advanceTimersByTime(TOAST_DURATION_MS / 2);
    expect(first.isConnected).toBe(false);
    expect(shown().map((toast) => toast.title)).toEqual(['second']);
    (doc.querySelector('button[aria-label="Close toast"]') as HTMLButtonElement).click();
    expect(shown()).toEqual([]);
  });

  it('shows markup in a message as text', () => {
    showToast(doc, 'error', '<img src=x onerror="alert(1)">');
    expect(doc.querySelector('img')).toBeNull();
    expect(shown()[0]?.title).toBe('<img src=x onerror="alert(1)">');
  });
});
