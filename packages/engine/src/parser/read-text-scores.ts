import { cleanLine } from './clean-line.ts';
import { isAcceptedName, type ReadScore, readScoreLine } from './parse-score-line.ts';

// Score lines of a text answer (spec §5), and the form where the score stands on its own line
// under the criterion's heading:
//   ### 1. Semantic Clarity
//   **Score: 80/100** (Very Good)
// A "Score:" line takes the name of the heading above it. Without a heading it is the overall
// score, which spec §5 computes itself, so it is no factor.

const GENERIC_LABEL = /^(?:score|rating|grade|rated|result|mark)$/i;
const HEADING_MARK = /^\s*(?:#{1,6}\s|(?:\*\*|__)[^*_]+(?:\*\*|__)\s*:?\s*$|\d{1,2}[.)]\s)/;
const HEADING_NAME = /^\p{L}[\p{L}\p{M}\s&/'’()-]*$/u;
const MAX_HEADING_LENGTH = 80;

/** The criterion a heading line names ("### 2. Structured Formatting:"), or null. */
function readHeadingName(line: string): string | null {
  if (line.length > MAX_HEADING_LENGTH || !HEADING_MARK.test(line)) return null;
  const name = cleanLine(line).replace(/\s*:$/, '').trim();
  // Spec §5's name rules hold for a heading's name too ("### Analysis" names no criterion).
  return HEADING_NAME.test(name) && isAcceptedName(name) ? name : null;
}

/** "on a scale of 1-10", "out of 10", "/10": the answer says its scores are on 10 points. */
const TEN_POINT_SCALE =
  /\bout of 10\b|\/\s?10\b|\bscale of [01]\s?(?:-|–|to)\s?10\b|\b[01]\s?(?:-|–|to)\s?10 scale\b/i;

export function readTextScores(lines: readonly string[], fullText: string): ReadScore[] {
  const scores: ReadScore[] = [];
  let heading: string | null = null;
  for (const line of lines) {
    const read = readScoreLine(line);
    if (!read) {
      heading = readHeadingName(line) ?? heading;
      continue;
    }
    if (!GENERIC_LABEL.test(read.name)) {
      scores.push(read);
      heading = null;
    } else if (heading) {
      scores.push({ ...read, name: heading });
      heading = null;
    }
  }
  // Bare numbers ("Clarity: 8") in an answer that says it scores out of 10 are on 10 points too.
  const bare = scores.filter((score) => score.outOf === null);
  if (bare.length > 0 && bare.every((s) => s.score <= 10) && TEN_POINT_SCALE.test(fullText)) {
    return scores.map((s) => (s.outOf === null ? { ...s, score: s.score * 10, outOf: 10 } : s));
  }
  return scores;
}
