import { hasClassificationWord } from './classify.ts';

const SENTENCE_LIMITS = { min: 3, max: 8 };
const NAME_LIMITS = { min: 1, max: 6 };
/** Characters of a sentence read for a quotation (eight words never need more). */
const MAX_SCANNED = 400;
/** A longer "word" (a URL, a run of symbols) is not quoted. */
const MAX_WORD_LENGTH = 40;
const TRAILING = ',;:–—-';

/**
 * A short, safe quotation of the user's sentence for an insight or suggestion: at most eight
 * words, without sentence punctuation (the parser splits insights at ". "), and cut before any
 * word that would change how the parser classifies the line (spec §5). Null when too little
 * is left to recognise the sentence.
 */
export function quoteSentence(sentence: string, limits = SENTENCE_LIMITS): string | null {
  // Only the opening words are quoted, so a 100 KB sentence costs no more than a short one.
  const words = sentence
    .slice(0, MAX_SCANNED)
    // A full stop inside a word or number stays: "2.12.1" and "Node.js" were quoted as
    // "2 12 1" and "Node js". One that ends or starts a word goes, with the other marks.
    .replace(/(?<![\p{L}\p{N}])\.|\.(?![\p{L}\p{N}])/gu, ' ')
    // So does an underscore inside a name ("/etc/debian_version"); one at a
    // word's edge is markdown's emphasis.
    .replace(/(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, ' ')
    // A closing quotation mark goes, an apostrophe inside a word stays (a possessive
    // "Name’s" must not be quoted as "Name s").
    .replace(/[!?…"“”`*#|[\]<>]+|‘|(?<![\p{L}\p{N}])’|’(?![\p{L}\p{N}])/gu, ' ')
    .replace(/'/g, '’')
    .split(/\s+/)
    .filter(Boolean);
  const kept: string[] = [];
  for (const word of words.slice(0, limits.max)) {
    if (word.length > MAX_WORD_LENGTH || hasClassificationWord(word.replace(/’/g, "'"))) break;
    kept.push(word);
  }
  if (kept.length < limits.min) return null;
  const isCut = kept.length < words.length || sentence.length > MAX_SCANNED;
  return `‘${trimTrailingPunctuation(kept.join(' '))}${isCut ? '…' : ''}’`;
}

/** Drops trailing commas and dashes; a loop rather than /[,;:–—-]+$/, which retries every start. */
function trimTrailingPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && TRAILING.includes(text[end - 1] as string)) end--;
  return text.slice(0, end);
}

/** A name or a heading, quoted the same safe way. */
export function quoteName(name: string): string | null {
  return quoteSentence(name, NAME_LIMITS);
}
