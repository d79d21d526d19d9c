import { readStored, writeStored } from '../../lib/browser-storage.ts';

/** The tools that take target questions (issue 36). */
export type TargetTool = 'analyzer' | 'improvement';

/**
 * A tool's target questions are kept with its draft (the browser's copy and the server's), so
 * another browser gets them back with the text. Two keys remain in the browser, each taken
 * once by the tool's draft when the screen opens, one copy per account (or tester) and tool:
 * - the questions AI Keywords hands to a tool, which replace the tool's list;
 * - the list this browser kept on its own before targets went with the draft, which stands
 *   only where the draft holds none, so nothing a writer saved then is lost.
 */
const handedKey = (owner: string, tool: TargetTool) => `citable.targets-handed.${owner}.${tool}`;
const formerKey = (owner: string, tool: TargetTool) => `citable.targets.${owner}.${tool}`;

function readList(key: string): string[] | null {
  const stored = readStored('local', key);
  if (stored === null) return null;
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;
  } catch {
    return null;
  }
}

/** Hands questions to a tool: its draft takes them, replacing its list, when it next opens. */
export function handTargets(owner: string, tool: TargetTool, list: readonly string[]): void {
  writeStored('local', handedKey(owner, tool), JSON.stringify(list));
}

/**
 * The targets the tool's draft should take now, or null: questions handed to it, else the
 * list kept by this browser before targets went with the draft when the draft holds none.
 * Either is taken once: the draft keeps them from then on.
 */
export function takeBrowserTargets(
  owner: string,
  tool: TargetTool,
  draftHasTargets: boolean,
): string[] | null {
  const handed = readList(handedKey(owner, tool));
  const former = readList(formerKey(owner, tool));
  writeStored('local', handedKey(owner, tool), null);
  writeStored('local', formerKey(owner, tool), null);
  if (handed) return handed;
  return draftHasTargets ? null : former;
}

/** What a tool's draft takes once restored (useToolDraft's `takeLeftTargets`). */
export const leftTargetsOf =
  (tool: TargetTool) =>
  (owner: string, draftHasTargets: boolean): string[] | null =>
    takeBrowserTargets(owner, tool, draftHasTargets);
