import type { ImproveEdit } from '@citable/engine';

/**
 * Where an offset of the original lands in the rewrite made from `accepted` edits, by the
 * same rule as the engine's applyEdits (offset order, an overlapping edit skipped). An insertion
 * at the offset itself goes before it, so a heading put over an answer is not counted as the
 * answer's own text.
 */
export function createOffsetMap(edits: readonly ImproveEdit[]): (offset: number) => number {
  const applied: ImproveEdit[] = [];
  let at = 0;
  for (const edit of [...edits].sort((a, b) => a.start - b.start || a.end - b.end)) {
    if (edit.start < at) continue;
    applied.push(edit);
    at = edit.end;
  }
  return (offset) => {
    let shift = 0;
    for (const edit of applied) {
      if (edit.start > offset || (edit.start === offset && edit.end > offset)) break;
      if (edit.end > offset) return edit.start + shift;
      shift += edit.after.length - (edit.end - edit.start);
    }
    return offset + shift;
  };
}
