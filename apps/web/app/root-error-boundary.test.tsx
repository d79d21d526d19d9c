import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from './root.tsx';

/** Spec 2: a generic fallback titled "Unexpected Application Error!" shows the status or message. */
let currentError: unknown;
function ErrorCase() {
  return <ErrorBoundary error={currentError} />;
}
const Stub = createRoutesStub([{ path: '/', Component: ErrorCase }]);

function render(error: unknown): string {
  currentError = error;
  return renderToStaticMarkup(<Stub initialEntries={['/']} />);
}

describe('root error boundary', () => {
  it('shows the message of an unexpected error', () => {
    const html = render(new Error('Database exploded'));
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('Database exploded');
    // The site's header stays, so the screen is no dead end.
    expect(html).toContain('href="/auth"');
    expect(html).toContain('Pricing');
  });

  it('shows the status of an error response', () => {
    const html = render({
      status: 503,
      statusText: 'Service Unavailable',
      internal: true,
      data: null,
    });
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('503 Service Unavailable');
  });

  it('shows the not-found screen for a 404 response, never a blank page', () => {
    const html = render({ status: 404, statusText: 'Not Found', internal: true, data: null });
    expect(html).toContain('Page Not Found');
    expect(html).toContain('Back to Dashboard');
  });
});
