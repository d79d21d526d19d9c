// Turns "You need a jar, some coffee and a filter." into a lead-in and list items (issue 3:
// "lists from enumerations"). Only clear cases are converted: three or more short items that
// end the sentence; anything doubtful stays prose.

const LEAD_IN =
  /^(.*\b(?:need|needs|use|uses|include|includes|including|such as|like|are|were|is|was|with|contains?|offers?|requires?|covers?)\b|.*:)\s+(.+)$/i;
const MAX_ITEM_WORDS = 5;
const MIN_ITEMS = 3;

export interface Enumeration {
  lead: string;
  items: string[];
  end: string;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

export function findEnumeration(sentence: string): Enumeration | null {
  const end = /[.!?]$/.exec(sentence)?.[0] ?? '';
  const body = sentence.slice(0, sentence.length - end.length);
  const segments = body.split(/,\s+/);
  if (segments.length < MIN_ITEMS - 1) return null;
  const lead = LEAD_IN.exec(segments[0] as string);
  if (!lead) return null;
  // The list must close with "and" or "or": "a, b and c" or "a, b, and c".
  const lastSegment = segments.at(-1) as string;
  const oxford = /^(?:and|or)\s+(.+)$/i.exec(lastSegment);
  const pair = /^(.+?)\s+(?:and|or)\s+(.+)$/i.exec(lastSegment);
  const tail = oxford ? [oxford[1]] : pair ? [pair[1], pair[2]] : null;
  if (!tail) return null;
  const items = [lead[2], ...segments.slice(1, -1), ...tail].map((item) => (item ?? '').trim());
  if (
    items.length < MIN_ITEMS ||
    items.some((item) => item === '' || wordCount(item) > MAX_ITEM_WORDS)
  )
    return null;
  const leadText = (lead[1] as string).replace(/:$/, '').trim();
  return { lead: leadText, items, end };
}
