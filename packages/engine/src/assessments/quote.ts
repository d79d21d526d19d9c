import { hasClassificationWord } from '../parser/classify.ts';

const SENTENCE_LIMITS = { min: 3, max: 8 };
const NAME_LIMITS = { min: 1, max: 6 };

/**
 * A short, safe quotation of the user's sentence for an insight or suggestion: at most eight
 * words, without sentence punctuation (the parser splits insights at ". "), and cut before any
 * word that would change how the parser classifies the line (spec §5). Null when too little
 * is left to recognise the sentence.
 */
export function quoteSentence(sentence: string, limits = SENTENCE_LIMITS): string | null {
  const words = sentence
    .replace(/[.!?…"“”‘’`*_#|[\]<>]+/g, ' ')
    .replace(/'/g, '’')
    .split(/\s+/)
    .filter(Boolean);
  const kept: string[] = [];
  for (const word of words.slice(0, limits.max)) {
    if (hasClassificationWord(word.replace(/’/g, "'"))) break;
    kept.push(word);
  }
  if (kept.length < limits.min) return null;
  const isCut = kept.length < words.length;
  return `‘${kept.join(' ').replace(/[,;:–—-]+$/, '')}${isCut ? '…' : ''}’`;
}

/** A name or a heading, quoted the same safe way. */
export function quoteName(name: string): string | null {
  return quoteSentence(name, NAME_LIMITS);
}

/** The first of the sentences that can be quoted safely. */
export function quoteFirst(sentences: readonly string[]): string | null {
  for (const sentence of sentences) {
    const quoted = quoteSentence(sentence);
    if (quoted) return quoted;
  }
  return null;
}
