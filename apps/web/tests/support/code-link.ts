/** What the link in a code mail carries: /verify?email=...&code=...&key=... (&reset=1). */
export interface CodeLink {
  url: string;
  email: string;
  code: string;
  /** The key that lets the code work in any browser, not only the one that asked for it. */
  key: string;
}

/** Undoes quoted-printable soft line breaks and escapes, as a mail client does. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The link of a code mail, read from the plain-text part of the raw message. */
export function readCodeLink(raw: string): CodeLink {
  const match = /Or open this link: (\S+)/.exec(decodeQuotedPrintable(raw));
  if (!match?.[1]) throw new Error('no link in the code mail');
  const url = new URL(match[1]);
  const [email, code, key] = ['email', 'code', 'key'].map((name) => url.searchParams.get(name));
  if (!email || !code || !key) throw new Error(`the code mail's link lacks a part: ${url}`);
  return { url: `${url.pathname}${url.search}`, email, code, key };
}
