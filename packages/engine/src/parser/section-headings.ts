import type { InsightType } from '../types.ts';

// The headings that open the insights and suggestions of an answer. Spec §5 names "KEY
// INSIGHTS" and "IMPROVEMENT SUGGESTIONS"; models also write the others below.

export type SectionKind = 'insights' | 'improvements';

export interface SectionHeading {
  kind: SectionKind;
  /** Text written after the heading's colon ("KEY INSIGHTS: The text is clear."). */
  text: string;
  /** The type of an insight without classification words under this heading. */
  tone: InsightType;
}

const HEADINGS: readonly { pattern: RegExp; kind: SectionKind; tone: InsightType }[] = [
  { pattern: /^key insights?\b/i, kind: 'insights', tone: 'warning' },
  { pattern: /^improvement suggestions?\b/i, kind: 'improvements', tone: 'warning' },
  {
    pattern:
      /^(?:key (?:findings|observations|takeaways)|insights|findings|observations|summary of findings)\b/i,
    kind: 'insights',
    tone: 'warning',
  },
  { pattern: /^(?:key )?strengths\b/i, kind: 'insights', tone: 'positive' },
  { pattern: /^(?:key )?weaknesses\b/i, kind: 'insights', tone: 'negative' },
  {
    pattern:
      /^(?:(?:top |key |actionable |specific |my )?recommendations?|action items|action plan|next steps|suggestions(?: for improvement)?|suggested (?:improvements|changes)|improvements|areas (?:for|of) improvement|how to improve(?: it| this content)?|optimi[sz]ation (?:tips|suggestions|recommendations))\b/i,
    kind: 'improvements',
    tone: 'warning',
  },
];

/**
 * The section a cleaned line opens, or null. Without a colon nothing but marks may follow the
 * name, so a sentence that starts with "Key insights are..." stays a sentence.
 */
export function readSectionHeading(cleaned: string): SectionHeading | null {
  for (const { pattern, kind, tone } of HEADINGS) {
    const match = pattern.exec(cleaned);
    if (!match) continue;
    const after = cleaned.slice(match[0].length).trimStart();
    if (after.startsWith(':')) return { kind, tone, text: after.slice(1).trim() };
    return /\p{L}/u.test(after) ? null : { kind, tone, text: '' };
  }
  return null;
}

/** Courtesy lines that end an answer: never an insight or a suggestion. */
const SIGN_OFF =
  /^(?:i hope (?:this|that|these)|hope (?:this|that) helps|let me know|feel free to|please let me know|if you(?:'d| would)? (?:like|want|need|have)|would you like|happy to help|good luck|glad to help|want me to)\b/i;

export function isSignOff(cleaned: string): boolean {
  return SIGN_OFF.test(cleaned);
}

/** A closing summary ("Overall, the text...", "In summary: ..."): it ends the suggestions. */
const CLOSING_SUMMARY =
  /^(?:overall|in summary|in conclusion|to summari[sz]e|to conclude|all in all|in short|by implementing|by addressing|by making|implementing these|with these (?:changes|improvements))\b[^:]{0,40}[,:]|^(?:summary|conclusion|final thoughts|closing thoughts|bottom line)\s*:?$/i;

export function isClosingSummary(cleaned: string): boolean {
  return CLOSING_SUMMARY.test(cleaned);
}
