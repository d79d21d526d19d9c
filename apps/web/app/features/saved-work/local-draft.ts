import { LocalDraft, type SavedTool } from '@citable/schemas';
import { readStored, writeStored } from '../../lib/browser-storage.ts';

/**
 * The browser's copy of a draft (issue 34), written on every change, so a reload, a lost
 * connection or a closed tab loses nothing. One copy per account (or tester) and tool, so
 * people who share a browser see only their own.
 */
const keyOf = (owner: string, tool: SavedTool) => `citable.draft.${owner}.${tool}`;

export function readLocalDraft(owner: string, tool: SavedTool): LocalDraft | null {
  const stored = readStored('local', keyOf(owner, tool));
  if (!stored) return null;
  try {
    const draft = LocalDraft.safeParse(JSON.parse(stored));
    return draft.success ? draft.data : null;
  } catch {
    return null;
  }
}

export function writeLocalDraft(owner: string, tool: SavedTool, draft: LocalDraft): void {
  writeStored('local', keyOf(owner, tool), JSON.stringify(draft));
}
