import Bowser from 'bowser';

/** "Chrome on Linux", "Safari on iOS (mobile)": how a session's browser is shown to its owner. */
export function describeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name || 'Unknown browser';
  const os = parsed.os.name;
  const kind =
    parsed.platform.type && parsed.platform.type !== 'desktop' ? ` (${parsed.platform.type})` : '';
  return `${browser}${os ? ` on ${os}` : ''}${kind}`;
}
