import type { Severity } from '../types.ts';

// Models often state each suggestion's priority ("Priority: high", "(High priority)", "[HIGH]",
// "High:" before the title, a coloured circle). A stated priority wins over the severity words
// of spec §5, which only guess it; the marker itself is taken out of the title and description.
// Every pattern is anchored or bounded to a few words, so a line is read in linear time.

const WORD = '(critical|urgent|high|medium|moderate|low|minor)';
const PATTERNS: readonly RegExp[] = [
  new RegExp(`^\\s*[[(]\\s*${WORD}(?:[\\s-]+priority)?\\s*[\\])]\\s*[:\\-–—]?\\s*`, 'i'),
  new RegExp(`^\\s*${WORD}(?:[\\s-]+priority)?\\s*[:\\-–—]\\s+`, 'i'),
  // Unanchored patterns start at a bracket or a letter, never at a space: a leading \s* would
  // be retried from every space of a long run.
  new RegExp(`[[(]\\s*${WORD}(?:[\\s-]+priority)?\\s*[\\])]`, 'i'),
  new RegExp(`(?:[[(]\\s*)?priority\\s*[:=\\-–—]?\\s*${WORD}\\b\\s*[\\])]?\\.?`, 'i'),
  new RegExp(`\\b${WORD}[\\s-]priority\\b\\s*[:\\-–—]?`, 'i'),
];
const CIRCLES: Readonly<Record<string, Severity>> = {
  '🔴': 'high',
  '🟠': 'medium',
  '🟡': 'medium',
  '🟢': 'low',
};

export function toSeverity(word: string): Severity | null {
  const lower = word.trim().toLowerCase();
  if (/^(?:critical|urgent|high|highest|p0|p1)$/.test(lower)) return 'high';
  if (/^(?:medium|moderate|mid|normal|p2)$/.test(lower)) return 'medium';
  if (/^(?:low|minor|lowest|optional|p3)$/.test(lower)) return 'low';
  return null;
}

/** The priority an item states and its text without the marker; severity null when none. */
export function readStatedPriority(text: string): { severity: Severity | null; text: string } {
  for (const [circle, severity] of Object.entries(CIRCLES)) {
    if (text.includes(circle)) return { severity, text: text.replace(circle, '').trim() };
  }
  for (const pattern of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const severity = toSeverity(match[1] as string);
    const rest = `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`;
    return {
      severity,
      text: rest
        .replace(/\s+/g, ' ')
        .replace(/\s+([:.,;])/g, '$1')
        .trim(),
    };
  }
  return { severity: null, text };
}

/** "### High priority", "**Priority: Medium**", "Quick wins": a heading that groups suggestions. */
const PRIORITY_HEADING = new RegExp(
  `^(?:${WORD}[\\s-]+priority|priority\\s*[:\\-–—]?\\s*${WORD})\\s*(?:items|fixes|recommendations|suggestions)?\\s*:?$`,
  'i',
);

export function readPriorityHeading(cleaned: string): Severity | null {
  const match = PRIORITY_HEADING.exec(cleaned);
  if (match) return toSeverity((match[1] ?? match[2]) as string);
  return /^quick wins\s*:?$/i.test(cleaned) ? 'low' : null;
}
