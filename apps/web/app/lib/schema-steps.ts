/*
 * Zod and the shared schema modules a screen's calls read, evaluated one module per task
 * (issue 35). A screen that calls the server as it opens (a tool's draft, the sessions and API
 * keys of /settings) loads them right after hydration; evaluated in one go they made one task
 * of 20 to 30 ms of CPU, which Lighthouse's simulated phone (a CPU four times slower) counts as
 * 30 to 70 ms of blocking time. Evaluated one module at a time, with the browser free to run
 * other work in between, no task is long. The order follows the modules' own imports (the
 * saved-work schemas build on the functions' ones), so each step evaluates one new module.
 */
const SCHEMA_MODULES = {
  zod: () => import('@citable/schemas/zod'),
  account: () => import('@citable/schemas/account'),
  functions: () => import('@citable/schemas/functions'),
  savedWork: () => import('@citable/schemas/saved-work'),
  pages: () => import('@citable/schemas/pages'),
} as const;

export type SchemaModule = Exclude<keyof typeof SCHEMA_MODULES, 'zod'>;

type Scheduler = { yield?: () => Promise<void> };

/** Lets the browser run what waits (input, rendering) before the next step. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Loads Zod, then each named schema module in the order given, each in a task of its own
 * after the caller's.
 * A module that cannot be fetched rejects, as the import that follows would have.
 */
export async function loadSchemasInSteps(modules: readonly SchemaModule[]): Promise<void> {
  // A screen's first call often starts in an effect of the hydration's commit, itself a long
  // task; the first import (and its module preload links) waits for the next one.
  await nextTask();
  for (const load of [SCHEMA_MODULES.zod, ...modules.map((name) => SCHEMA_MODULES[name])]) {
    await load();
    await nextTask();
  }
}
