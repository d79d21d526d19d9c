import { its, nlp } from '../languages/english-nlp.ts';
import type { LanguagePack } from '../languages/language-pack.ts';

// Figures (amounts, measures, dates, durations, percentages) and named things in a sentence.
// English goes through wink-nlp's named-entity recogniser, which also reads written numbers
// ("seven million", "two weeks"); every language also counts digits with a unit or currency.

const FIGURE_ENTITIES = new Set([
  'CARDINAL',
  'MONEY',
  'PERCENT',
  'DATE',
  'DURATION',
  'TIME',
  'ORDINAL',
]);

/** A number with digits: "100", "1,5", "20–30", "$499", "€29.40", "2026-04-15", "75%". */
const DIGITS = /(?:^|[^\p{L}\d])[$€£¥]?\d[\d.,:/–-]*\s?(?:%|°\s?[CF]?|[$€£¥]|\p{L}{1,12})?/gu;
/** Numbering at the start of a line or heading ("1.", "2)") is not a figure. */
const NUMBERING = /^\s*\d{1,2}[.)]\s/;
/** Versions ("v2.3.1", "1.4.0") are identifiers, not amounts a reader asks for. */
const VERSION = /\bv?\d+\.\d+\.\d+[\w.-]*|\bv\d[\w.]*/g;

export interface SentenceFacts {
  figures: number;
  /** Named things: proper nouns, acronyms, capitalised names inside the sentence. */
  names: number;
}

function countDigitFigures(sentence: string, pack: LanguagePack | null): number {
  const body = sentence.replace(NUMBERING, '').replace(VERSION, ' ');
  let count = 0;
  for (const match of body.matchAll(DIGITS)) {
    const unit = /\p{L}+$/u.exec(match[0])?.[0]?.toLowerCase();
    // A digit followed by letters that are not a unit is a code or a name ("4K", "Windows 11" counts).
    if (unit && unit.length > 3 && pack && !pack.units.includes(unit)) continue;
    count++;
  }
  return count;
}

const CAPITALISED = /^\p{Lu}[\p{L}'’-]*$/u;
const ACRONYM = /^\p{Lu}{2,}\d*$/u;

/** Capitalised words inside the sentence that are not its first word or a function word. */
function countCapitalisedNames(
  words: string[],
  functionWords: Set<string>,
  pack: LanguagePack | null,
) {
  let names = 0;
  for (let i = 1; i < words.length; i++) {
    // Elided articles belong to the next word: l'Insee, d'Amazon.
    const word = (words[i] ?? '').replace(/^\p{L}{1,2}['’]/u, '');
    if (ACRONYM.test(word)) {
      names++;
      continue;
    }
    if (!CAPITALISED.test(word) || functionWords.has(word.toLowerCase())) continue;
    // German capitalises every noun: only runs of two capitalised words read as a name there.
    const before = i > 1 ? (words[i - 1] ?? '') : '';
    if (pack?.code === 'de' && !CAPITALISED.test(words[i + 1] ?? '') && !CAPITALISED.test(before))
      continue;
    names++;
  }
  return names;
}

const MAX_TAGGED = 2000;

export function findSentenceFacts(
  sentence: string,
  words: string[],
  pack: LanguagePack | null,
  functionWords: Set<string>,
): SentenceFacts {
  // A "sentence" of thousands of characters is data or a run of symbols, not prose: the tagger's
  // cost grows with its tokens (50 KB of full stops took 0.8 s), and digits are counted anyway.
  if (pack?.code === 'en' && sentence.length <= MAX_TAGGED) {
    const doc = nlp.readDoc(sentence.replace(VERSION, ' '));
    const types = doc.entities().out(its.type) as string[];
    const figures = types.filter((type) => FIGURE_ENTITIES.has(type)).length;
    const tags = doc.tokens().out(its.pos) as string[];
    const names = tags.filter((tag, index) => index > 0 && tag === 'PROPN').length;
    return { figures: Math.max(figures, countDigitFigures(sentence, pack)), names };
  }
  return {
    figures: countDigitFigures(sentence, pack),
    names: countCapitalisedNames(words, functionWords, pack),
  };
}
