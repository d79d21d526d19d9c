import { cleanLine, isBulletLine } from './clean-line.ts';

/**
 * Splits section lines into items: a bullet or number starts a new item, a blank line ends one,
 * and other lines continue the current item (spec §5: "split by bullets or blank lines").
 */
export function splitItems(lines: readonly string[]): string[] {
  const items: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) items.push(current.join(' '));
    current = [];
  };
  for (const line of lines) {
    if (line.trim() === '') {
      flush();
      continue;
    }
    if (isBulletLine(line)) flush();
    const cleaned = cleanLine(line);
    if (cleaned) current.push(cleaned);
  }
  flush();
  return items;
}
