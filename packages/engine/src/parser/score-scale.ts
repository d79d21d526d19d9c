// The scale written after a score: "85/100", "85%", "8/10", "8.5 / 10", "4/5", "85 out of 100".
// Models asked for 0-100 often answer on 10 or 5 points; those scores are rescaled to 0-100.
// Each alternative is anchored and bounded, so reading it costs a few characters per line.
const SCALE = /^\s{0,3}(?:\/\s{0,3}(100|10|5)(?![\d.])|(%)|out\s{1,3}of\s{1,3}(100|10|5)(?!\d))/i;

export interface WrittenScale {
  /** The maximum the score was written against: 100, 10 or 5; null when none was written. */
  outOf: number | null;
  /** How many characters the scale took. */
  length: number;
}

export function readScale(text: string): WrittenScale {
  const match = SCALE.exec(text);
  if (!match) return { outOf: null, length: 0 };
  const outOf = match[2] ? 100 : Number(match[1] ?? match[3]);
  return { outOf, length: match[0].length };
}

/** A score written against `outOf`, on the 0-100 scale of spec §9; decimals kept only on 100. */
export function rescale(value: number, outOf: number | null): number {
  if (outOf === null || outOf === 100) return value;
  return Math.round((value * 100) / outOf);
}
