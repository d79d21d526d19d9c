import type { EditDraft } from './edit-draft.ts';
import type { SourceBlock } from './scan-source.ts';

/** The "#" marks a heading line opens with, and the heading a draft inserts. */
const ATX = /^#{1,6}(?=[ \t])/;
const DRAFT_HEADING = /(^|\n)(#{1,6})(?= )/g;

/**
 * "Heading levels that follow the outline": a heading two or more levels below the one it
 * belongs to ("# Online communities" then "### Forums") skips a step of the outline that
 * screen readers, Copy as HTML and retrievers follow to tell a section from its parts. Each
 * heading moves up to one level below its parent, so the relation of every heading to the
 * others is kept and only the gaps close; a heading never goes deeper. The headings other
 * edits insert are placed in the same outline, so improving the rewrite again changes nothing.
 * Only where each level the text uses keeps one rank after the move; a text with a heading
 * underlined rather than marked with "#" keeps its levels.
 */
export function proposeHeadingLevels(
  text: string,
  blocks: readonly SourceBlock[],
  drafts: readonly EditDraft[],
): { edits: EditDraft[]; drafts: EditDraft[] } {
  const headings = blocks.filter((block) => block.kind === 'heading');
  const marks = headings.map((block) => ATX.exec(text.slice(block.start, block.end))?.[0]);
  if (marks.some((mark) => mark === undefined)) return { edits: [], drafts: [...drafts] };
  const items = [
    ...headings.map((block, index) => ({
      at: block.start,
      level: (marks[index] as string).length,
      block,
      draft: null,
    })),
    ...drafts.flatMap((draft) =>
      [...draft.after.matchAll(DRAFT_HEADING)].map((match) => ({
        at: draft.start,
        level: (match[2] as string).length,
        block: null,
        draft,
      })),
    ),
  ].sort((a, b) => a.at - b.at);
  // One level below the nearest heading above it of a lower level, as first written.
  const stack: { level: number; fixed: number }[] = [];
  const fixedLevels = new Map<(typeof items)[number], number>();
  for (const item of items) {
    while (stack.length > 0 && (stack.at(-1) as { level: number }).level >= item.level) stack.pop();
    const parent = stack.at(-1);
    const fixed = parent ? parent.fixed + 1 : item.level;
    stack.push({ level: item.level, fixed });
    fixedLevels.set(item, fixed);
  }
  // Each level the text uses must stand for one rank: where "#####" is a part of the title in
  // one place and of a "###" section in another, which one the writer meant is not clear.
  const rankOf = new Map<number, number>();
  for (const item of items) {
    const fixed = fixedLevels.get(item) as number;
    if ((rankOf.get(item.level) ?? fixed) !== fixed) return { edits: [], drafts: [...drafts] };
    rankOf.set(item.level, fixed);
  }
  const edits: EditDraft[] = [];
  const moved = new Map<EditDraft, number[]>();
  for (const item of items) {
    const fixed = fixedLevels.get(item) as number;
    if (item.draft) moved.set(item.draft, [...(moved.get(item.draft) ?? []), fixed]);
    else if (item.block && fixed !== item.level)
      edits.push({
        kind: 'heading',
        passage: -1,
        reason: `Makes this a level-${fixed} heading, one below the heading it belongs to, instead of level ${item.level}: the outline skipped a level, which screen readers and AI retrievers read as a missing section.`,
        start: item.block.start,
        end: item.block.start + item.level,
        after: '#'.repeat(fixed),
      });
  }
  // Moved alone, a parent left deeper than its moved parts would turn them into its siblings.
  if (edits.length > 1)
    for (const edit of edits)
      edit.reason += ` One of ${edits.length} such moves on this page: take them together, so each heading keeps its parent.`;
  const placed = drafts.map((draft) => {
    const levels = moved.get(draft);
    if (!levels) return draft;
    let n = 0;
    const after = draft.after.replace(
      DRAFT_HEADING,
      (_, lead: string) => `${lead}${'#'.repeat(levels[n++] as number)}`,
    );
    return { ...draft, after };
  });
  return { edits, drafts: placed };
}
