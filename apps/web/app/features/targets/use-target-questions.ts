import { useCallback, useEffect, useRef, useState } from 'react';
import { useViewer } from '../../lib/use-viewer.ts';
import { readStoredTargets, type TargetTool, writeStoredTargets } from './stored-targets.ts';

/** Whose targets these are: the account, a tester's session, or nobody (nothing is kept). */
export function useTargetOwner(): string | null {
  const viewer = useViewer();
  return viewer.user?.id ?? (viewer.isTester ? 'tester' : null);
}

/**
 * A tool's target questions (issue 36), kept with its draft: written to the browser on every
 * change and read back on arrival. Where this browser holds none (another browser, or kept
 * before targets were kept), the targets of the result the draft restored stand in.
 */
export function useTargetQuestions(tool: TargetTool, restored: readonly string[] | null) {
  const owner = useTargetOwner();
  const [targets, setTargetsState] = useState<string[]>([]);
  const isStored = useRef(false);
  const isEdited = useRef(false);

  useEffect(() => {
    if (!owner) return;
    const stored = readStoredTargets(owner, tool);
    isStored.current = stored !== null;
    if (stored) setTargetsState(stored);
  }, [owner, tool]);

  // The draft's result comes after the first render (and from the server later still).
  const restoredKey = restored?.join('\n') ?? '';
  useEffect(() => {
    if (!restoredKey || isStored.current || isEdited.current) return;
    setTargetsState(restoredKey.split('\n'));
  }, [restoredKey]);

  const setTargets = useCallback(
    (next: string[]) => {
      isEdited.current = true;
      setTargetsState(next);
      if (owner) {
        isStored.current = true;
        writeStoredTargets(owner, tool, next);
      }
    },
    [owner, tool],
  );

  return { targets, setTargets };
}
