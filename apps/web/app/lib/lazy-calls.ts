import { NETWORK_FAILURE } from '@citable/schemas/constants';
import { NetworkError } from './api.ts';

// biome-ignore lint/suspicious/noExplicitAny: any call's arguments, typed by the module itself
type Calls = Record<string, (...args: any[]) => Promise<unknown>>;

const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * Starts loading the module of lazyCalls' calls ahead of a call known to come (a timed one),
 * so that the call leaves when it was due rather than after the module has loaded.
 */
export function preloadCalls(api: object): void {
  loaders
    .get(api)?.()
    .catch(() => {
      // The call itself will say that the connection is gone.
    });
}

/**
 * The calls of an API module, the module loaded with the first call (issue 35). Each module
 * reads its answers with the shared schemas, so Zod and those schemas are loaded when a screen
 * first talks to the server rather than with every screen's first load. A module that cannot
 * be fetched (the connection is gone) fails the call as a request that got no answer would,
 * and the next call tries again.
 */
export function lazyCalls<Api extends Calls>(load: () => Promise<Api>): Api {
  let loading: Promise<Api> | undefined;
  const calls = () => {
    loading ??= load().catch(() => {
      loading = undefined;
      throw new NetworkError(NETWORK_FAILURE);
    });
    return loading;
  };
  const api = new Proxy({} as Api, {
    get(_target, name) {
      // Only the calls are offered: not a thenable, nor anything keyed by a symbol.
      if (typeof name !== 'string' || name === 'then') return undefined;
      return async (...args: unknown[]) => {
        const module = await calls();
        const call = module[name];
        if (!call) throw new TypeError(`No API call named ${name}`);
        return call(...args);
      };
    },
  });
  loaders.set(api, calls);
  return api;
}
