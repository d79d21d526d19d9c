export interface SentenceSpan {
  start: number;
  end: number;
}

// Words whose trailing period does not end a sentence, whatever follows.
const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr prof sr jr st vs e.g i.e eg ie inc ltd co corp approx dept est ' +
    'jan feb mar apr jun jul aug sep sept oct nov dec mt ft ca cf al u.s u.k e.u p.m a.m gen gov ' +
    'sen rep incl esp resp viz aka a.k.a w.r.t ex'
  ).split(' '),
);
/** Abbreviations that stand before a number ("No. 5", "p. 12", "Fig. 3"), and only there. */
const NUMBER_ABBREVIATIONS = new Set('no nos p pp vol fig figs ch sec'.split(' '));
/**
 * A German date sets its day as an ordinal, "1. Dezember 2022", which must not be cut after "1.". A
 * day before a month's name goes on (Danish, Norwegian and Czech write their months lowercase,
 * which goes on already).
 */
const DAY_OF_MONTH = /^(?:0?[1-9]|[12]\d|3[01])$/;
const MONTH_AFTER_DAY =
  /^(?:Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b/u;

// Starts only where a run of terminators starts, so "....x" is not rescanned from every dot.
// Chinese and Japanese full stops end a sentence with no space after them; the danda (।, ॥)
// ends one in Hindi and the other languages written in Devanagari.
const TERMINATOR = /(?<![.!?…।॥])[.!?…।॥]+["'”’)\]]*(?=\s|$)|(?<![。！？])[。！？]+[」』”’）)]*/g;

function wordBefore(text: string, index: number): string {
  let start = index;
  while (start > 0 && !/\s/.test(text[start - 1] as string)) start--;
  return text.slice(start, index).replace(/^[("'“‘[]+/, '');
}

/**
 * Whether a run of terminators ends its sentence, judged by the word before it and the first
 * character after it. In technical prose a sentence that starts lowercase is common ("man-db uses
 * gettext", "dpkg will..."), so a lowercase start continues the sentence only after an ellipsis, an
 * abbreviation or a list number ("1.").
 */
function endsSentence(text: string, match: RegExpExecArray): boolean {
  const marks = match[0];
  let at = match.index + marks.length;
  while (at < text.length && /\s/.test(text[at] as string)) at++;
  if (at === text.length) return true;
  if (/[。！？]/.test(marks)) return true;
  const next = text[at] as string;
  const isLowercase = /\p{Ll}/u.test(next);
  // A trailing-off quotation ("such as ‘Cold brew…’ (paragraph 1)") goes on; a capital starts anew.
  if (marks.startsWith('..') || marks.startsWith('…')) return startsCapital(text, at);
  // Quoted marks ('"!!" on the command line') are part of the sentence they are quoted in.
  if (marks[0] !== '.') return !(isLowercase && /["'”’)\]]$/.test(marks));
  const original = wordBefore(text, match.index);
  const word = original.toLowerCase();
  // "etc." closes a list mid-sentence, or the sentence when a capital follows.
  if (word === 'etc') return !isLowercase && startsCapital(text, at);
  if (ABBREVIATIONS.has(word)) return false;
  // A list number ("1. when") or a dotted abbreviation ("Ph.D. students") goes on.
  if (isLowercase) return !/^\d+$/.test(word) && !word.includes('.');
  if (NUMBER_ABBREVIATIONS.has(word) && /\d/.test(next)) return false;
  if (DAY_OF_MONTH.test(word) && MONTH_AFTER_DAY.test(text.slice(at, at + 12))) return false;
  // Initials such as "J. Smith" or dotted ones such as "U.S.".
  return !/^\p{Lu}$/u.test(original) && !/^(\p{L}\.)+\p{L}$/u.test(original);
}

function startsCapital(text: string, at: number): boolean {
  return /^["'“‘(]?\p{Lu}/u.test(text.slice(at, at + 2));
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
