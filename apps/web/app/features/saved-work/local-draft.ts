import type { LocalDraft, SavedTool } from '@citable/schemas';
import { readStored, writeStored } from '../../lib/browser-storage.ts';
import { loadSchemasInSteps } from '../../lib/schema-steps.ts';

/**
 * The browser's copy of a draft (issue 34), written on every change, so a reload, a lost
 * connection or a closed tab loses nothing. One copy per account (or tester) and tool, so
 * people who share a browser see only their own.
 */
const keyOf = (owner: string, tool: SavedTool) => `citable.draft.${owner}.${tool}`;

/**
 * The browser's copy, checked with the shared schema (loaded with the first copy found). If
 * the check cannot be loaded (the connection dropped as the screen loaded), it is tried again
 * once, then the read fails and the screen shows what it has.
 */
export async function readLocalDraft(owner: string, tool: SavedTool): Promise<LocalDraft | null> {
  const stored = readStored('local', keyOf(owner, tool));
  if (!stored) return null;
  const load = () =>
    loadSchemasInSteps(['functions', 'savedWork']).then(() => import('./local-draft-check.ts'));
  const check = await load().catch(load);
  return check.checkLocalDraft(stored);
}

export function writeLocalDraft(owner: string, tool: SavedTool, draft: LocalDraft): void {
  writeStored('local', keyOf(owner, tool), JSON.stringify(draft));
}
