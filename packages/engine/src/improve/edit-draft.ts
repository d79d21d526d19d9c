import type { ImproveEdit } from './edit-types.ts';

/** An edit as a rule proposes it; the improver adds its id, title and original text. */
export type EditDraft = Omit<
  ImproveEdit,
  'id' | 'passageTitle' | 'before' | 'isAcceptedByDefault'
> & {
  isAcceptedByDefault?: boolean;
};

// "Shadow roots" says what "Shadow root" says, and "Kernel's name cache" what "Kernel name
// cache" says: possessives and a plural "s" are left out before comparing.
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]s(?![\p{L}\p{N}])/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map((word) => (word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word))
    .join(' ');

/** Two headings say the same thing when their words are the same, up to plurals. */
export function isSameHeading(a: string | null | undefined, b: string | null | undefined): boolean {
  return (
    a !== null && a !== undefined && b !== null && b !== undefined && normalise(a) === normalise(b)
  );
}

/** The blank line a heading needs before it when it is inserted right after other text. */
export function blankLineBefore(text: string, at: number): string {
  if (at === 0) return '';
  return text.slice(Math.max(0, at - 2), at).endsWith('\n\n') ||
    /\n[ \t]*\n$/.test(text.slice(Math.max(0, at - 8), at))
    ? ''
    : '\n';
}
