import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The labelled genre corpus (corpus/ at the repository's root, see its README): real pages, their
// origin and licence, blind ratings, and the one split into training and dev pages.

export const CORPUS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../../corpus');

export type Genre =
  | 'blog'
  | 'landing'
  | 'product'
  | 'press'
  | 'news'
  | 'howto'
  | 'listicle'
  | 'comparison'
  | 'health'
  | 'finance'
  | 'travel'
  | 'recipe'
  | 'casestudy'
  | 'techdoc';

/** A page's entry in sources/*.json: where it comes from and what it is. */
export interface SourceEntry {
  id: string;
  title: string;
  language: string;
  genre: Genre;
  format: 'markdown' | 'plain';
  url: string;
  source: string;
  licence: string;
}

export interface CorpusPage extends SourceEntry {
  text: string;
  /** Mean of the blind ratings (0-100), when the page has been rated. */
  rating: number | null;
  /** What the raters said the page needs most (RATING.md's labels), every rater's together. */
  needs: string[];
  split: 'train' | 'dev' | null;
}

function readJsonFiles<T>(folder: string): T[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as T);
}

export function loadCorpus(root = CORPUS_DIR): CorpusPage[] {
  // A page collected twice keeps its first entry.
  const entries = [
    ...new Map(
      readJsonFiles<SourceEntry[]>(join(root, 'sources'))
        .flat()
        .reverse()
        .map((entry) => [entry.id, entry]),
    ).values(),
  ].reverse();
  const raters = readJsonFiles<{
    ratings: Record<string, number>;
    needs?: Record<string, string[]>;
  }>(join(root, 'ratings'));
  const splitFile = join(root, 'split.json');
  const split = existsSync(splitFile)
    ? (JSON.parse(readFileSync(splitFile, 'utf8')) as { train: string[]; dev: string[] })
    : { train: [], dev: [] };
  const train = new Set(split.train);
  const dev = new Set(split.dev);
  return entries
    .filter((entry) => existsSync(join(root, 'pages', `${entry.id}.md`)))
    .map((entry) => {
      const scores = raters
        .map((rater) => rater.ratings[entry.id])
        .filter((score): score is number => typeof score === 'number');
      return {
        ...entry,
        text: readFileSync(join(root, 'pages', `${entry.id}.md`), 'utf8'),
        needs: [...new Set(raters.flatMap((rater) => rater.needs?.[entry.id] ?? []))],
        rating: scores.length > 0 ? scores.reduce((a, b) => a + b, 0) / scores.length : null,
        split: train.has(entry.id) ? 'train' : dev.has(entry.id) ? 'dev' : null,
      };
    });
}
