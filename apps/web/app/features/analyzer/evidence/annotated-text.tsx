import { useEffect, useMemo, useRef } from 'react';
import { useEvidence } from './evidence-context.tsx';
import { type Segment, segmentText } from './segment-text.ts';

/**
 * The submitted text, read-only, with its numbered paragraphs and the chosen finding's
 * passage and sentence marked (issue 13, point 6). The mark takes the focus and is scrolled
 * into view; Escape or "Clear highlight" gives the focus back to the control that asked.
 */
export function AnnotatedText({ text }: { text: string }) {
  const evidence = useEvidence();
  const markRef = useRef<HTMLElement | null>(null);
  const highlight = evidence?.highlight ?? null;
  const anchor = highlight?.anchor ?? null;
  const paragraphs = evidence?.paragraphs ?? [];
  const segments = useMemo(
    () =>
      segmentText(
        text.length,
        paragraphs,
        anchor?.passage ?? null,
        anchor?.sentence ?? anchor?.passage ?? null,
      ),
    [text, paragraphs, anchor],
  );
  useEffect(() => {
    if (!anchor || !markRef.current) return;
    markRef.current.focus({ preventScroll: true });
    markRef.current.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [anchor]);

  const groups = groupByParagraph(segments);
  let isFirstMark = true;
  const renderSegment = (segment: Segment) => {
    const piece = text.slice(segment.start, segment.end);
    if (segment.isMark) {
      const ref = isFirstMark ? markRef : undefined;
      isFirstMark = false;
      return (
        <mark
          key={segment.start}
          ref={ref}
          tabIndex={-1}
          data-testid="evidence-mark"
          onKeyDown={(event) => {
            if (event.key === 'Escape') evidence?.clear();
          }}
          className="rounded-sm bg-yellow-200 text-ink outline-none ring-2 ring-yellow-500 focus-visible:ring-brand-600"
        >
          {piece}
        </mark>
      );
    }
    if (segment.isPassage)
      return (
        <span key={segment.start} data-testid="evidence-passage" className="bg-yellow-50">
          {piece}
        </span>
      );
    return <span key={segment.start}>{piece}</span>;
  };

  return (
    <section
      aria-labelledby="annotated-heading"
      className="flex min-w-0 flex-col rounded-2xl bg-white p-6 shadow-sm"
      data-testid="annotated-text"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="annotated-heading" className="text-lg font-semibold text-ink">
          Your Text, Annotated
        </h2>
        {highlight ? (
          <button
            type="button"
            onClick={() => evidence?.clear()}
            className="min-h-[32px] rounded-md border border-slate-300 px-3 py-1 text-sm font-medium text-ink hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            Clear highlight
          </button>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        The text as analyzed. Choose “Show in text” beside a finding, or a paragraph number in it,
        to mark the passage it is about.
      </p>
      <p className="sr-only" aria-live="polite">
        {highlight ? `Shown in your text: ${highlight.label}.` : ''}
      </p>
      <section
        aria-label="Analyzed text"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the text (WCAG 2.1.1)
        tabIndex={0}
        className="mt-3 max-h-[32rem] min-h-[260px] overflow-y-auto whitespace-pre-wrap break-words rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-ink [overflow-wrap:anywhere] focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
      >
        {groups.map((group) =>
          group.paragraph > 0 ? (
            <span
              key={group.segments[0]?.start}
              id={`paragraph-${group.paragraph}`}
              data-paragraph={group.paragraph}
            >
              <span className="mr-1 select-none rounded bg-slate-200 px-1 align-text-top text-[0.7rem] font-semibold text-slate-700">
                <span className="sr-only">Paragraph </span>
                {group.paragraph}
              </span>
              {group.segments.map(renderSegment)}
            </span>
          ) : (
            group.segments.map(renderSegment)
          ),
        )}
      </section>
    </section>
  );
}

function groupByParagraph(segments: readonly Segment[]) {
  const groups: { paragraph: number; segments: Segment[] }[] = [];
  for (const segment of segments) {
    const last = groups.at(-1);
    if (last && last.paragraph === segment.paragraph && segment.paragraph > 0)
      last.segments.push(segment);
    else groups.push({ paragraph: segment.paragraph, segments: [segment] });
  }
  return groups;
}
