import { useMemo } from 'react';
import { useViewer } from '../../lib/use-viewer.ts';

/** Whose targets these are: the account, a tester's session, or nobody (nothing is kept). */
export function useTargetOwner(): string | null {
  const viewer = useViewer();
  return viewer.user?.id ?? (viewer.isTester ? 'tester' : null);
}

/** What a tool's draft (useToolDraft) gives the target questions. */
export interface DraftWithTargets {
  targets: string[] | null;
  setTargets: (next: string[]) => void;
  result: { response: { targets?: readonly { question: string }[] | undefined } } | null;
}

/**
 * A tool's target questions (issue 36), kept with its draft, in the browser and on the server.
 * Where the draft holds none (saved before targets were kept with it), the targets of the
 * result it restored stand in, until the writer changes the list.
 */
export function useTargetQuestions(draft: DraftWithTargets) {
  const { targets: kept, setTargets, result } = draft;
  const targets = useMemo(
    () => kept ?? result?.response.targets?.map((target) => target.question) ?? [],
    [kept, result],
  );
  return { targets, setTargets };
}
