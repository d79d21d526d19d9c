export interface SentenceSpan {
  start: number;
  end: number;
}

// Words whose trailing period does not end a sentence.
const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr prof sr jr st vs etc e.g i.e eg ie inc ltd co corp no nos fig figs approx dept est ' +
    'jan feb mar apr jun jul aug sep sept oct nov dec mt ft vol pp ca cf al u.s u.k p.m a.m gen gov sen rep'
  ).split(' '),
);

// Starts only where a run of terminators starts, so "....x" is not rescanned from every dot.
// Chinese and Japanese full stops end a sentence with no space after them.
const TERMINATOR = /(?<![.!?…])[.!?…]+["'”’)\]]*(?=\s|$)|(?<![。！？])[。！？]+[」』”’）)]*/g;

function wordBefore(text: string, index: number): string {
  let start = index;
  while (start > 0 && !/\s/.test(text[start - 1] as string)) start--;
  return text.slice(start, index).replace(/^[("'“‘[]+/, '');
}

function endsSentence(text: string, match: RegExpExecArray): boolean {
  let at = match.index + match[0].length;
  while (at < text.length && /\s/.test(text[at] as string)) at++;
  if (at === text.length) return true;
  if (/[。！？]/.test(match[0])) return true;
  const next = text[at] as string;
  // A lowercase continuation ("approx. five", "e.g. lists") is the same sentence.
  if (/\p{Ll}/u.test(next)) return false;
  if (match[0][0] !== '.' || match[0].startsWith('...')) return true;
  const word = wordBefore(text, match.index);
  if (ABBREVIATIONS.has(word.toLowerCase())) return false;
  // Initials such as "J. Smith" or "U.S.".
  return !/^\p{Lu}$/u.test(word) && !/^(\p{L}\.)+\p{L}$/u.test(word);
}

/** Sentence spans of a text: split after . ! ? … when the next sentence starts. */
export function splitSentences(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  let start = 0;
  for (const match of text.matchAll(TERMINATOR)) {
    if (!endsSentence(text, match as RegExpExecArray)) continue;
    const end = match.index + match[0].length;
    pushSpan(text, spans, start, end);
    start = end;
  }
  pushSpan(text, spans, start, text.length);
  return spans;
}

function pushSpan(text: string, spans: SentenceSpan[], from: number, to: number): void {
  let start = from;
  let end = to;
  while (start < end && /\s/.test(text[start] as string)) start++;
  while (end > start && /\s/.test(text[end - 1] as string)) end--;
  if (end > start) spans.push({ start, end });
}
