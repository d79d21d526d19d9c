import type { LocalDraft, SavedResult, SavedTool } from '@citable/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useViewer } from '../../lib/use-viewer.ts';
import { draftsApi } from './drafts.client.ts';
import { readLocalDraft, writeLocalDraft } from './local-draft.ts';

/** Typing is sent to the server after this pause; the browser's copy is written at once. */
const SAVE_DELAY_MS = 600;

/**
 * Issue 34 "Work is never lost": the text being edited in a tool, its target questions
 * (issue 36) and the last result it showed, kept in the browser on every change and on the
 * server for a signed-in account. On
 * return the screen gets both back: the server's copy, unless this browser holds changes the
 * server never received (written while offline, or just before the tab closed), which are
 * shown and sent again. A tester session has no account, so its browser keeps the only copy.
 */
/**
 * Target questions left in this browser outside the draft, for the draft to take once it is
 * restored (issue 36: handed over by another screen, or kept before targets went with the
 * draft), or null. `draftHasTargets` says whether the restored draft holds a list already.
 */
export type TakeLeftTargets = (owner: string, draftHasTargets: boolean) => string[] | null;

export function useToolDraft<Tool extends SavedTool>(
  tool: Tool,
  options: { takeLeftTargets?: TakeLeftTargets } = {},
) {
  const viewer = useViewer();
  const userId = viewer.user?.id ?? null;
  const owner = userId ?? (viewer.isTester ? 'tester' : null);
  const [content, setContentState] = useState('');
  const [result, setResultState] = useState<Extract<SavedResult, { tool: Tool }> | null>(null);
  /** Null while the draft holds no targets (none typed yet, or saved before they were kept). */
  const [targets, setTargetsState] = useState<string[] | null>(null);
  /** Bumped when a stored draft replaces what the screen shows. */
  const [restoredCount, setRestoredCount] = useState(0);
  const latest = useRef<LocalDraft>({ content: '', result: null, targets: null, isSynced: true });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const isEdited = useRef(false);
  // Read when the restore ends: a new function each render must not restore again.
  const takeLeft = useRef(options.takeLeftTargets);
  takeLeft.current = options.takeLeftTargets;

  const push = useCallback(async () => {
    if (!userId || !owner) return;
    const sent = latest.current;
    try {
      await draftsApi.save(tool, {
        content: sent.content,
        result: sent.result,
        // Unknown targets are left out, so the server keeps the ones it has.
        ...(sent.targets ? { targets: sent.targets } : {}),
      });
      // Only what was sent is synced: a change made meanwhile waits for its own save.
      if (latest.current === sent) {
        latest.current = { ...sent, isSynced: true };
        writeLocalDraft(owner, tool, latest.current);
      }
    } catch {
      // Offline or refused: the browser's copy stays unsynced and is sent again later.
    }
  }, [owner, userId, tool]);

  const keep = useCallback(
    (draft: Omit<LocalDraft, 'isSynced'>, delay: number) => {
      isEdited.current = true;
      latest.current = { ...draft, isSynced: false };
      if (owner) writeLocalDraft(owner, tool, latest.current);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void push(), delay);
    },
    [owner, tool, push],
  );

  // Restore on arrival: the browser's copy first, then the server's when it answers.
  useEffect(() => {
    if (!owner) return;
    const show = (draft: Pick<LocalDraft, 'content' | 'result' | 'targets'>) => {
      const targets = draft.targets ?? null;
      latest.current = { content: draft.content, result: draft.result, targets, isSynced: true };
      setContentState(draft.content);
      setResultState(draft.result as Extract<SavedResult, { tool: Tool }> | null);
      setTargetsState(targets);
      setRestoredCount((count) => count + 1);
    };
    const call = new AbortController();
    /**
     * Once the draft is restored (or cannot be), targets left in this browser join it: those
     * AI Keywords handed over, or those kept here before targets went with the draft. Taken
     * only now, so they land on the restored text rather than on an empty one.
     */
    const takeLeftTargets = () => {
      if (call.signal.aborted || !takeLeft.current) return;
      const left = takeLeft.current(owner, Boolean(latest.current.targets));
      if (!left) return;
      setTargetsState(left);
      keep({ ...latest.current, targets: left }, 0);
    };
    const restore = async () => {
      const local = await readLocalDraft(owner, tool);
      if (call.signal.aborted) return;
      // The copy is read with its check, loaded with it: typing meanwhile wins.
      if (local && !isEdited.current) {
        show(local);
        latest.current = local;
      }
      if (!userId) return;
      const { draft } = await draftsApi.read(tool, call.signal);
      // What the writer typed meanwhile, or changes the server never got, win.
      if (isEdited.current) return;
      if (local && !local.isSynced) {
        void push();
        return;
      }
      if (draft) {
        show(draft);
        writeLocalDraft(owner, tool, latest.current);
      }
    };
    restore()
      .catch(() => {
        // Offline: the browser's copy is what there is.
      })
      .finally(takeLeftTargets);
    return () => call.abort();
  }, [owner, userId, tool, push, keep]);

  // Back online: changes made while offline go to the server.
  useEffect(() => {
    const sendUnsynced = () => {
      if (!latest.current.isSynced) void push();
    };
    window.addEventListener('online', sendUnsynced);
    return () => window.removeEventListener('online', sendUnsynced);
  }, [push]);

  // Leaving the screen sends a pending change now rather than dropping its timer.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      if (!latest.current.isSynced) void push();
    },
    [push],
  );

  const setContent = useCallback(
    (next: string) => {
      setContentState(next);
      keep({ ...latest.current, content: next }, SAVE_DELAY_MS);
    },
    [keep],
  );

  const setTargets = useCallback(
    (next: string[]) => {
      setTargetsState(next);
      keep({ ...latest.current, targets: next }, SAVE_DELAY_MS);
    },
    [keep],
  );

  const saveResult = useCallback(
    (next: Extract<SavedResult, { tool: Tool }>) => {
      setResultState(next);
      keep({ ...latest.current, result: next }, 0);
    },
    [keep],
  );

  return { content, setContent, targets, setTargets, result, saveResult, restoredCount };
}
