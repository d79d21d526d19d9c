/**
 * The testing secret is part of its link's path (/testing/<secret>): it must never reach the
 * log. Browsers and routers treat the path case-insensitively and decode %-escapes, so the
 * redaction does the same (issue 8, finding 10): /TESTING/x, //testing/x, /%74esting/x.
 */
const TESTING_SEGMENT = /\/testing\/[^/?#]*/gi;

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function redactPath(path: string): string {
  const decoded = decodeSafely(path);
  if (!/\/testing\//i.test(decoded)) return path;
  return decoded.replace(TESTING_SEGMENT, '/testing/[redacted]');
}
