// Splits an insight into sentences (spec §5). A full stop after an abbreviation ("e.g.",
// "i.e.", "Dr.") or an initial ("J. Smith") ends no sentence; "etc." does when a capital
// follows. A hand-written scanner rather than a pattern such as /(?<=[.!?])\s+/ with
// exceptions: it visits each character once, whatever runs of dots or spaces the text holds.

const ABBREVIATIONS: ReadonlySet<string> = new Set(
  'e.g. i.e. eg. ie. cf. vs. approx. ca. dr. mr. mrs. ms. prof. st. inc. ltd. jr. sr. al. u.s. u.k. e.u.'.split(
    ' ',
  ),
);
/** Abbreviations that stand before a number: "No. 5", "p. 12", "Fig. 3". */
const NUMBER_ABBREVIATIONS: ReadonlySet<string> = new Set(
  'no. nos. p. pp. vol. fig. figs. ch. sec.'.split(' '),
);
const SENTENCE_MARKS = '.!?';

function isSpace(char: string | undefined): boolean {
  return char !== undefined && /\s/.test(char);
}

/** True when the full stop ending `token` ends a sentence, given the text that follows. */
function endsSentence(token: string, following: string): boolean {
  if (!token.endsWith('.') || token.endsWith('..')) return true;
  const word = token.toLowerCase().replace(/^[("'“‘[]+/, '');
  const startsCapital = /^["'“‘(]?\p{Lu}/u.test(following);
  if (word === 'etc.') return startsCapital;
  if (ABBREVIATIONS.has(word)) return false;
  const beforeNumber = /^\d/.test(following);
  if (beforeNumber && NUMBER_ABBREVIATIONS.has(word)) return false;
  // An initial ("J. Smith"), and a decimal broken by a space ("3. 5").
  if (/^\p{Lu}\.$/u.test(token.replace(/^[("'“‘[]+/, '')) && startsCapital) return false;
  return !(/\d\.$/.test(token) && beforeNumber);
}

export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  let tokenStart = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (isSpace(char)) {
      tokenStart = i + 1;
      continue;
    }
    if (!SENTENCE_MARKS.includes(char) || !isSpace(text[i + 1])) continue;
    let next = i + 1;
    while (next < text.length && isSpace(text[next])) next++;
    if (!endsSentence(text.slice(tokenStart, i + 1), text.slice(next, next + 2))) continue;
    sentences.push(text.slice(start, i + 1));
    start = next;
    i = next - 1;
    tokenStart = next;
  }
  if (start < text.length) sentences.push(text.slice(start));
  return sentences;
}
