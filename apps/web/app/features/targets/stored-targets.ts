import { readStored, writeStored } from '../../lib/browser-storage.ts';

/** The tools that take target questions (issue 36). */
export type TargetTool = 'analyzer' | 'improvement';

/**
 * The target questions of a tool, kept in the browser beside its draft (issue 34) so a reload
 * or a sign-in gives them back with the text; one copy per account (or tester) and tool, so
 * people who share a browser see only their own.
 */
const keyOf = (owner: string, tool: TargetTool) => `citable.targets.${owner}.${tool}`;

export function readStoredTargets(owner: string, tool: TargetTool): string[] | null {
  const stored = readStored('local', keyOf(owner, tool));
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
  } catch {
    return null;
  }
}

export function writeStoredTargets(owner: string, tool: TargetTool, list: readonly string[]) {
  writeStored('local', keyOf(owner, tool), JSON.stringify(list));
}
