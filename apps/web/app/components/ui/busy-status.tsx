/**
 * A polite live region saying what a tool is doing ("Analyzing content...", "Analysis
 * ready."). Screen readers hear it; the page shows the same state on its button and results.
 */
export function BusyStatus({ message }: { message: string }) {
  return (
    <p role="status" aria-live="polite" className="sr-only" data-testid="busy-status">
      {message}
    </p>
  );
}
