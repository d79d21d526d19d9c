/** How much of a name a mail shows. */
export const MAX_NAME_IN_MAIL = 40;

/*
 * A name is chosen by its owner, but it is still text from outside: before it goes into a
 * mail, anything that a mail client would turn into a link (a URL, a bare domain, an e-mail
 * address) is cut out and it is shortened, so a name cannot carry a phishing link or a
 * paragraph. HTML escaping is done by the template (escape-html.ts).
 */
const LINK_LIKE =
  /\b(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|\S+@\S+|\b[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}\b\S*/gi;

export function formatNameForMail(name: string | null | undefined): string | null {
  if (!name) return null;
  const cleaned = name.replace(LINK_LIKE, ' ').replace(/\s+/g, ' ').trim();
  if (!cleaned) return null;
  const chars = [...cleaned];
  return chars.length <= MAX_NAME_IN_MAIL
    ? cleaned
    : `${chars.slice(0, MAX_NAME_IN_MAIL - 1).join('')}…`;
}
