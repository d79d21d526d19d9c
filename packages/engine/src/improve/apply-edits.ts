import type { ImproveEdit } from './edit-types.ts';

/**
 * The rewrite: the original with the accepted edits applied, everything else as written. Edits
 * are applied in offset order; one that overlaps an edit already applied is skipped, so no
 * choice of accepted edits can garble the text.
 */
export function applyEdits(
  original: string,
  edits: readonly ImproveEdit[],
  acceptedIds: Iterable<string>,
): string {
  const accepted = new Set(acceptedIds);
  const chosen = edits
    .map((edit, order) => ({ edit, order }))
    .filter(({ edit }) => accepted.has(edit.id))
    .sort((a, b) => a.edit.start - b.edit.start || a.edit.end - b.edit.end || a.order - b.order);
  const out: string[] = [];
  let at = 0;
  for (const { edit } of chosen) {
    if (edit.start < at || edit.end > original.length) continue;
    out.push(original.slice(at, edit.start), edit.after);
    at = edit.end;
  }
  out.push(original.slice(at));
  return out.join('');
}

/** The ids of the edits a writer gets unless they choose otherwise. */
export function defaultAcceptedIds(edits: readonly ImproveEdit[]): string[] {
  return edits.filter((edit) => edit.isAcceptedByDefault).map((edit) => edit.id);
}

/**
 * The rewrite a writer chose: the original with exactly the accepted edits, or null when an
 * accepted id is not one of the proposed edits (the writer's review belongs to another text
 * or another version of the improver, and its choice cannot be applied faithfully).
 */
export function applyChosenEdits(
  original: string,
  edits: readonly ImproveEdit[],
  acceptedIds: readonly string[],
): string | null {
  const proposed = new Set(edits.map((edit) => edit.id));
  if (acceptedIds.some((id) => !proposed.has(id))) return null;
  return applyEdits(original, edits, acceptedIds);
}
