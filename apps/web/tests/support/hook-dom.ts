import { Window } from 'happy-dom';
import type { ApiClient } from './api-client.ts';

/**
 * A DOM for hook tests that keeps Node's own URL, fetch and AbortController: the test's real
 * API server runs in the same process, and happy-dom's replacements of those break it. Only
 * what React renders with is taken from happy-dom. The hooks' relative /api calls go to
 * `api`'s server with its cookies and Origin, as a browser on that page would send them.
 */
export function installHookDom(api: ApiClient): () => Promise<void> {
  const window = new Window({ url: api.baseUrl });
  const globals = globalThis as Record<string, unknown>;
  const saved = { window: globals.window, document: globals.document, fetch: globalThis.fetch };
  const nodeFetch = globalThis.fetch;
  globals.window = window;
  globals.document = window.document;
  globals.IS_REACT_ACT_ENVIRONMENT = true;
  globalThis.fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('Origin', api.baseUrl);
    if (api.cookies.size) headers.set('Cookie', api.cookieHeader);
    return nodeFetch(new URL(String(input), api.baseUrl), { ...init, headers });
  };
  return async () => {
    // React schedules its last passive effects (after the final unmount) on the scheduler's
    // next turn, and that task reads window.event: let it run before the window goes.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setImmediate(resolve));
    globals.window = saved.window;
    globals.document = saved.document;
    globalThis.fetch = saved.fetch;
    void window.happyDOM.close();
  };
}
