import type { ApiClient } from './api-client.ts';
import { installHookDom } from './hook-dom.ts';

/** What components (not only hooks) read from the page's globals: layout, observers, frames. */
const WINDOW_GLOBALS = [
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'MutationObserver',
  'ResizeObserver',
  'HTMLElement',
  'HTMLInputElement',
  'Node',
  'Event',
  'KeyboardEvent',
  'navigator',
  'FocusEvent',
] as const;

/**
 * installHookDom (Node's own fetch to the test's server, with `api`'s cookies) plus the window
 * globals that rendered forms reach for, taken from the same happy-dom window.
 */
export function installFormDom(api: ApiClient): () => Promise<void> {
  const removeHookDom = installHookDom(api);
  const globals = globalThis as Record<string, unknown>;
  const window = globals.window as Record<string, unknown>;
  const saved = new Map(WINDOW_GLOBALS.map((name) => [name, globals[name]]));
  for (const name of WINDOW_GLOBALS) {
    const value = window[name];
    globals[name] =
      typeof value === 'function' && name[0] === name[0]?.toLowerCase()
        ? value.bind(window)
        : value;
  }
  return async () => {
    await removeHookDom();
    for (const [name, value] of saved) globals[name] = value;
  };
}
