import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The heading of a tool's result. When a result arrives (the component mounts, or `resultKey`
 * changes) it scrolls into view and takes the focus, so keyboard and screen-reader users land
 * on the answer instead of on <body> (issue 13). tabIndex -1: focusable by script, not a tab
 * stop.
 */
export function ResultHeading({
  id,
  resultKey,
  className,
  children,
}: {
  id: string;
  /** Changes with every new result; null while there is none to move to. */
  resultKey: string | number | null;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = ref.current;
    if (resultKey === null || !heading) return;
    const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ block: 'start', behavior: isReduced ? 'auto' : 'smooth' });
    heading.focus({ preventScroll: true });
  }, [resultKey]);
  return (
    <h2
      id={id}
      ref={ref}
      tabIndex={-1}
      className={`scroll-mt-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${className ?? ''}`}
    >
      {children}
    </h2>
  );
}
