import { cleanLine } from './clean-line.ts';
import { readScale } from './score-scale.ts';

export interface TableScore {
  name: string;
  number: string;
  outOf: number | null;
  /** The text of the cell after the score, such as "(Very Good)". */
  comment: string;
}

const NAME_CELL = /^\p{L}[\p{L}\p{M}\s&/'’()-]*$/u;
const NUMBER_CELL = /^(\d{1,3}(?:\.\d+)?)(?![\d])/;
/** What may follow the score inside its cell: a rating in brackets or after a dash. */
const CELL_COMMENT = /^(?:$|[(\-–—]|\p{L}[\p{L}\s]{0,30}$)/u;

/**
 * A markdown table row such as "| Semantic Clarity | 85 | Good |" (spec §5 reads these) or,
 * as models also write them, with a "#" column first and a "Notes" column last:
 * "| 1 | **Semantic Clarity** | 8/10 | Clear wording |". The name is the first cell made of
 * words; the score is the first cell after it that holds nothing but a score.
 */
export function readTableRow(line: string): TableScore | null {
  const cells = line
    .split('|')
    .map((cell) => cleanLine(cell))
    .filter((cell) => cell.length > 0);
  const nameIndex = cells.findIndex((cell) => NAME_CELL.test(cell));
  if (nameIndex < 0) return null;
  // Only a "#" column of numbers may stand before the name.
  if (cells.slice(0, nameIndex).some((cell) => !/^\d{1,3}\.?$/.test(cell))) return null;
  for (const cell of cells.slice(nameIndex + 1)) {
    const number = NUMBER_CELL.exec(cell);
    if (!number) continue;
    const digits = number[1] as string;
    const scale = readScale(cell.slice(digits.length));
    const comment = cell.slice(digits.length + scale.length).trim();
    if (!CELL_COMMENT.test(comment)) continue;
    return { name: cells[nameIndex] as string, number: digits, outOf: scale.outOf, comment };
  }
  return null;
}
