import { LocalDraft } from '@citable/schemas';

/**
 * The stored copy read through the shared schema, or null when it is not one (written by an
 * older version, or by hand). Its own module, loaded when a stored copy is found, so Zod is
 * not part of the tool screens' first load (issue 35).
 */
export function checkLocalDraft(stored: string): LocalDraft | null {
  try {
    const draft = LocalDraft.safeParse(JSON.parse(stored));
    return draft.success ? draft.data : null;
  } catch {
    return null;
  }
}
