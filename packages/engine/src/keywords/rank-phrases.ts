import { CJK, tokenize } from '../document/tokenize.ts';
import { stem } from '../research/stem.ts';
import { STOP_WORDS } from './stop-words.ts';

export interface WeightedText {
  text: string;
  weight: number;
}

export interface RankedPhrase {
  /** As first written; lowercased unless every use is capitalised (a name). */
  phrase: string;
  /** Stems joined by spaces: the key near-duplicates share. */
  key: string;
  words: number;
  count: number;
  score: number;
  first: number;
}

const MAX_PHRASE_WORDS = 3;
/** Longer phrases say more about a text than single words (RAKE's degree, simplified). */
const LENGTH_BONUS = [0, 1, 2.2, 2.8] as const;
/** A shorter phrase is folded into the longer kept ones containing it when fewer than this
 * share of its uses (or fewer than two) stand apart from them. */
const MIN_OWN_SHARE = 0.4;
const MIN_OWN_USES = 2;
/**
 * A word keeps inner apostrophes, hyphens, dots and underscores, so "Node.js", "GPT-4o" and
 * "PASS_MAX_DAYS" stay whole.
 */
const TOKEN = /[\p{L}\p{N}]+(?:['’._-][\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]+/gu;
/** French and Italian elision ("d’outils", "l’API"): the article is a stop word, the rest a word. */
const ELISION = /^(?:qu|[cdjlmnst])['’](?=\p{L})/iu;
/** A capital inside a word ("OpenSSH", "PermitRootLogin", "iPhone"): a name however it is used. */
const INNER_CAPITAL = /^\p{L}[\p{L}\p{N}]*\p{Lu}/u;
/** Inflected verbs and adverbs ("implemented", "quickly") never make a keyword on their own. */
const NOT_A_NOUN = /^\p{Ll}[\p{Ll}-]{2,}(?:ed|ly)$/u;

interface Entry extends RankedPhrase {
  capitalised: number;
  /** Uses at the start of a sentence, where a capital says nothing either way. */
  opening: number;
}

interface Run {
  words: string[];
  /** The run opens its sentence, where a capital letter says nothing about names. */
  isOpening: boolean;
}

const NO_WORDS: ReadonlySet<string> = new Set();

/** Chinese and Japanese runs are segmented into words (Intl.Segmenter) before phrasing. */
function readTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const [token] of text.matchAll(TOKEN))
    if (CJK.test(token)) tokens.push(...tokenize(token));
    else tokens.push(token);
  return tokens;
}

function readRuns(text: string, ownStopWords: ReadonlySet<string>): Run[] {
  const runs: Run[] = [{ words: [], isOpening: true }];
  for (const written of readTokens(text)) {
    const elided = ELISION.exec(written);
    if (elided) {
      const current = runs.at(-1) as Run;
      if (current.words.length > 0 || current.isOpening) runs.push({ words: [], isOpening: false });
    }
    const token = elided ? written.slice(elided[0].length) : written;
    const lower = token.toLowerCase();
    const isWord = /^[\p{L}\p{N}]/u.test(token);
    const current = runs.at(-1) as Run;
    // Contractions ("you'll", "don't") are function words, never keywords.
    const isContraction = /['’](?:ll|re|ve|d|m|t)$/.test(lower);
    if (
      !isWord ||
      STOP_WORDS.has(lower) ||
      ownStopWords.has(lower) ||
      isContraction ||
      lower.length < 2 ||
      // Kana alone is grammar in Japanese (くださ, ます), never a topic.
      /^[\p{Script=Hiragana}ー]+$/u.test(lower) ||
      /^v?\d/.test(lower)
    ) {
      if (current.words.length > 0 || current.isOpening) runs.push({ words: [], isOpening: false });
      continue;
    }
    // An identifier ("PASS_MAX_DAYS") is a keyword on its own; a row of them is a list of
    // names, not a phrase.
    if (token.includes('_')) {
      runs.push({ words: [token], isOpening: false }, { words: [], isOpening: false });
      continue;
    }
    current.words.push(token);
  }
  return runs.filter((run) => run.words.length > 0);
}

function countPhrases(
  texts: readonly WeightedText[],
  ownStopWords: ReadonlySet<string>,
): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  let position = 0;
  for (const { text, weight } of texts) {
    for (const run of readRuns(text, ownStopWords)) {
      for (let start = 0; start < run.words.length; start++) {
        for (
          let length = 1;
          length <= MAX_PHRASE_WORDS && start + length <= run.words.length;
          length++
        ) {
          const words = run.words.slice(start, start + length);
          const stems = words.map((word) => stem(word));
          // A phrase repeating a word ("heat pump heat") is a fragment of repeated text.
          if (new Set(stems).size < stems.length) continue;
          const key = stems.join(' ');
          const isOpening = run.isOpening && start === 0;
          const isCapitalised = words.every((word) => /^\p{Lu}/u.test(word)) && !isOpening;
          const entry = entries.get(key);
          if (entry) {
            entry.count++;
            entry.score += weight * LENGTH_BONUS[length as 1 | 2 | 3];
            if (isCapitalised) entry.capitalised++;
            if (isOpening) entry.opening++;
          } else {
            const phrase = words.join(' ');
            const bonus = LENGTH_BONUS[length as 1 | 2 | 3];
            entries.set(key, {
              phrase,
              key,
              words: length,
              count: 1,
              score: weight * bonus,
              first: position,
              capitalised: isCapitalised ? 1 : 0,
              opening: isOpening ? 1 : 0,
            });
          }
        }
        position++;
      }
    }
  }
  return entries;
}

/** The shorter runs of words inside a phrase key ("a b c" -> "a", "b", "c", "a b", "b c"). */
function readSubKeys(key: string): string[] {
  const words = key.split(' ');
  const parts = new Set<string>();
  for (let length = 1; length < words.length; length++)
    for (let start = 0; start + length <= words.length; start++)
      parts.add(words.slice(start, start + length).join(' '));
  return [...parts];
}

/**
 * Ranks the key phrases of a text: runs of content words between stop words and punctuation,
 * up to three words, scored by weighted frequency and length. Phrases used once are kept only
 * as single words; a shorter phrase mostly used inside a longer kept one is folded into it.
 */
/** `ownStopWords`: the function words of the text's language when it is not English. */
export function rankPhrases(
  texts: readonly WeightedText[],
  ownStopWords: ReadonlySet<string> = NO_WORDS,
): RankedPhrase[] {
  const entries = [...countPhrases(texts, ownStopWords).values()].filter((entry) =>
    entry.words === 1 ? !NOT_A_NOUN.test(entry.phrase) : entry.count > 1,
  );
  // Longest first, so each phrase is judged against the longer phrases already kept.
  entries.sort((a, b) => b.words - a.words || b.score - a.score || a.first - b.first);
  // Each kept phrase remembers its own uses (those outside longer kept phrases), so a word
  // inside "cold brew" and "cold brew coffee" is not counted twice. Kept phrases are indexed by
  // every shorter run of their words, so finding the longer phrases holding one is a lookup,
  // not a scan of all kept phrases (which made 100,000 words take seconds).
  const kept: (Entry & { own: number })[] = [];
  const holders = new Map<string, (Entry & { own: number })[]>();
  for (const entry of entries) {
    const inside = holders.get(entry.key) ?? [];
    const own = entry.count - inside.reduce((sum, longer) => sum + longer.own, 0);
    if (inside.length > 0 && own < Math.max(MIN_OWN_USES, entry.count * MIN_OWN_SHARE)) continue;
    const keptEntry = { ...entry, own };
    kept.push(keptEntry);
    for (const part of readSubKeys(entry.key)) {
      const list = holders.get(part);
      if (list) list.push(keptEntry);
      else holders.set(part, [keptEntry]);
    }
  }
  // "pump heat" is the seam between two uses of "heat pump" in stuffed text, not a phrase.
  const keptKeys = new Map(kept.map((entry) => [entry.key, entry.score]));
  const phrases = kept.filter((entry) => {
    if (entry.words !== 2) return true;
    const reversed = entry.key.split(' ').reverse().join(' ');
    return (keptKeys.get(reversed) ?? 0) <= entry.score;
  });
  phrases.sort((a, b) => b.score - a.score || a.first - b.first);
  return phrases.map(({ capitalised, opening, own, ...entry }) => ({
    ...entry,
    phrase: isName(entry.phrase, capitalised, entry.count - opening)
      ? entry.phrase
      : entry.phrase.toLowerCase(),
  }));
}

/**
 * A phrase keeps its capitals when it is a name: capitalised wherever a capital means
 * something (not at the start of a sentence), or written with a capital inside a word.
 */
function isName(phrase: string, capitalised: number, telling: number): boolean {
  if (phrase.split(' ').some((word) => INNER_CAPITAL.test(word))) return true;
  return telling > 0 && capitalised >= telling;
}
