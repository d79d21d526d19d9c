import { createPgliteTemplate } from './pglite-template.ts';

/** Runs once before the web suites: see pglite-template.ts. */
export default async function setup(): Promise<void> {
  await createPgliteTemplate();
}
