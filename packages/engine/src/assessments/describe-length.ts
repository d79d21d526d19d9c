import type { Research } from '../research/types.ts';
import { pluralize } from './signal.ts';

/**
 * The text's length as the editor counts it (rules/word-count.ts), with the prose the score is
 * measured on when code, addresses or markup make the two differ: "1,200 words, 800 of them
 * prose". Messages quote this, so a finding never contradicts the editor's word count; the
 * comma form reads inside the parentheses some messages put it in.
 */
export function describeLength(research: Research): string {
  const editor = research.document.editorWordCount;
  const prose = research.wordCount;
  if (editor === 0 || prose >= editor * 0.95) return pluralize(editor || prose, 'word');
  return `${pluralize(editor, 'word')}, ${prose} of them prose`;
}
