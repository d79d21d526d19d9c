import { describe, expect, it } from 'vitest';
import { redactPath } from './redact-path.ts';

const SECRET = 'tester-secret-1234567890';

describe('redactPath', () => {
  it.each([
    `/testing/${SECRET}`,
    `/TESTING/${SECRET}`,
    `/Testing/${SECRET}/`,
    `//testing/${SECRET}`,
    `/%74esting/${SECRET}`,
    `/testing/${encodeURIComponent(SECRET)}`,
    `/api/testing/${SECRET}`,
  ])('hides the secret in %s', (path) => {
    const redacted = redactPath(path);
    expect(redacted.toLowerCase()).not.toContain(SECRET);
    expect(redacted).toContain('/testing/[redacted]');
  });

  it('leaves other paths exactly as they came', () => {
    expect(redactPath('/api/functions/analyze')).toBe('/api/functions/analyze');
    expect(redactPath('/page/caf%C3%A9')).toBe('/page/caf%C3%A9');
    expect(redactPath('/page/%E0%A4%A')).toBe('/page/%E0%A4%A');
  });
});
