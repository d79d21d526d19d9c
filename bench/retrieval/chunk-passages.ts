/**
 * Splits a Markdown or plain-text document into passages the way common RAG chunkers do
 * (a Markdown header splitter followed by a recursive splitter): a heading always starts a new
 * passage, and the blank-line paragraphs under it are packed into passages of at most
 * MAX_WORDS words; a paragraph longer than that is cut at line ends. Written out here rather
 * than taken from a RAG framework: the benchmark must cut the original and the rewrite by the
 * same rule, and the rule is a few lines, without a framework and its model clients.
 */
export const MAX_WORDS = 200;

export interface Chunk {
  /** Offsets into the document. */
  start: number;
  end: number;
  text: string;
}

const HEADING = /^#{1,6}\s/;
const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

interface Piece {
  start: number;
  end: number;
  words: number;
  isHeading: boolean;
}

/** Blank-line paragraphs (headings on their own), cut at line ends when too long. */
function readPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  for (const match of text.matchAll(/[^\n]+(?:\n(?!\s*\n)[^\n]*)*/g)) {
    const start = match.index;
    const block = match[0];
    const lines = [...block.matchAll(/[^\n]*\n?/g)].filter((line) => line[0] !== '');
    let piece: Piece | null = null;
    for (const line of lines) {
      const lineStart = start + line.index;
      const lineEnd = lineStart + line[0].length;
      const words = countWords(line[0]);
      const isHeading = HEADING.test(line[0]);
      if (!piece || isHeading || piece.isHeading || piece.words + words > MAX_WORDS) {
        if (piece) pieces.push(piece);
        piece = { start: lineStart, end: lineEnd, words, isHeading };
      } else {
        piece.end = lineEnd;
        piece.words += words;
      }
    }
    if (piece) pieces.push(piece);
  }
  return pieces;
}

export function chunkPassages(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  let current: { start: number; end: number; words: number } | null = null;
  const close = () => {
    if (current && current.words > 0)
      chunks.push({ ...current, text: text.slice(current.start, current.end) });
    current = null;
  };
  for (const piece of readPieces(text)) {
    if (piece.isHeading) close();
    const open = current as { start: number; end: number; words: number } | null;
    if (open && open.words + piece.words > MAX_WORDS) close();
    const now = current as { start: number; end: number; words: number } | null;
    if (now) {
      now.end = piece.end;
      now.words += piece.words;
    } else current = { start: piece.start, end: piece.end, words: piece.words };
  }
  close();
  return chunks;
}
