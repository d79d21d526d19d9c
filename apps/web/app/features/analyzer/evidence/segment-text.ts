import type { TextSpan } from '@citable/engine';

export interface Segment {
  start: number;
  end: number;
  /** 1-based paragraph number, or 0 outside the paragraphs the engine numbered. */
  paragraph: number;
  isPassage: boolean;
  isMark: boolean;
}

/**
 * Cuts the submitted text where a paragraph, the highlighted passage or its marked sentence
 * starts or ends, so each piece renders with what it belongs to. Spans are clamped to the
 * text: evidence from another text never throws, it only marks less.
 */
export function segmentText(
  length: number,
  paragraphs: readonly (TextSpan | null)[],
  passage: TextSpan | null,
  mark: TextSpan | null,
): Segment[] {
  const clamp = (value: number) => Math.max(0, Math.min(length, value));
  const cuts = new Set<number>([0, length]);
  const numbered = paragraphs.flatMap((span, index) =>
    span ? [{ start: clamp(span.start), end: clamp(span.end), number: index + 1 }] : [],
  );
  for (const span of [...numbered, passage, mark]) {
    if (!span) continue;
    cuts.add(clamp(span.start));
    cuts.add(clamp(span.end));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const inside = (span: TextSpan | null, start: number, end: number) =>
    span !== null && start >= span.start && end <= span.end;
  const segments: Segment[] = [];
  for (let index = 0; index < points.length - 1; index++) {
    const start = points[index] as number;
    const end = points[index + 1] as number;
    if (start === end) continue;
    segments.push({
      start,
      end,
      paragraph: numbered.find((span) => inside(span, start, end))?.number ?? 0,
      isPassage: inside(passage, start, end),
      isMark: inside(mark, start, end),
    });
  }
  return segments;
}
