import type { PageTree } from '../document/read-page.ts';
import genreCues from './genre-cues.json' with { type: 'json' };
import fitted from './genre-model.json' with { type: 'json' };
import type { FeatureName, PageMeasures } from './measure-page.ts';

// The page's genre, read from its form: a multinomial logistic model of the page measures and a
// few structural counts (lists, steps, prices, dates, quotes, question headings, ...), fitted by
// scripts/fit-genre.ts on the training pages of corpus/ over the corpus's fourteen genres. What
// the engine reports is the genre's group: genres the model confuses with each other are one
// group (health, finance and travel are topics, not forms); the groups and why are in
// scripts/genre-fit.ts.

/** Counts of the page's form the page measures do not hold, each a rate or a log count. */
export const FORM_INPUTS = [
  'logHeadings',
  'logLists',
  'orderedItemShare',
  'quoteBlockShare',
  'shortBlockShare',
  'linkRate',
  'priceSentenceShare',
  'dateSentenceShare',
  'yearRate',
  'quoteSentenceShare',
  'unitSentenceShare',
  'numberedHeadingShare',
  'titleHasNumber',
  'titleComparison',
  'questionSentenceShare',
  'meanParagraphWords',
] as const;
export type FormInput = (typeof FORM_INPUTS)[number];
export type GenreInput = FeatureName | FormInput;

/** The groups the engine reports; which genres each holds is in genre-model.json (groupOf). */
export const GENRE_GROUP_NAMES = ['blog', 'guide', 'list', 'news', 'product'] as const;
export type GenreGroup = (typeof GENRE_GROUP_NAMES)[number];

export interface GenreModel {
  about: string;
  /** The genres the model was fitted on, in the order of the rows of `weights`. */
  genres: string[];
  /** The group each genre is reported as. */
  groupOf: Record<string, GenreGroup>;
  inputs: GenreInput[];
  /** Mean and spread of each input on the training pages, in the order of `inputs`. */
  mean: number[];
  sd: number[];
  bias: number[];
  weights: number[][];
}

export const GENRE_MODEL = fitted as GenreModel;

export interface PageGenre {
  /** The group of the most likely genre. */
  group: GenreGroup;
  /** The model's probability of that group: the sum of its genres' (0-1). */
  probability: number;
}

const PRICE = new RegExp(genreCues.price, 'u');
const DATE = new RegExp(genreCues.date, 'iu');
const YEAR = /\b(?:19|20)\d{2}\b/gu;
const QUOTE = new RegExp(genreCues.quote, 'u');
const UNIT = new RegExp(genreCues.unit, 'iu');
const NUMBERED = /^\s*\d{1,2}(?:[.):]|\s)/u;
const COMPARISON = new RegExp(genreCues.comparison, 'iu');

export function readFormInputs(tree: PageTree, measures: PageMeasures): Record<FormInput, number> {
  const blocks = tree.blocks;
  const headings = blocks.filter((b) => b.kind === 'heading');
  const lists = blocks.filter((b) => b.kind === 'list');
  const items = lists.reduce((sum, b) => sum + b.items.length, 0);
  const ordered = lists.reduce((sum, b) => sum + (b.ordered ? b.items.length : 0), 0);
  const prose = blocks.filter((b) => b.kind === 'paragraph');
  const sentences = measures.measured;
  const n = Math.max(1, sentences.length);
  const share = (test: (text: string) => boolean) =>
    sentences.filter((s) => test(s.text)).length / n;
  // Amounts, dates and quantities all hold a digit: the long patterns run on those sentences only.
  const withDigit = sentences.filter((s) => /\d/u.test(s.text));
  const digitShare = (pattern: RegExp) => withDigit.filter((s) => pattern.test(s.text)).length / n;
  const title = blocks[0]?.kind === 'heading' ? blocks[0].text : '';
  const body = title ? headings.slice(1) : headings;
  const words = Math.max(1, measures.words);
  const proseWords = prose.reduce((sum, b) => sum + b.text.split(/\s+/).length, 0);
  const links = blocks.reduce((sum, b) => sum + b.links.length, 0);
  const allText = sentences.map((s) => s.text).join(' ');
  return {
    logHeadings: Math.log1p(body.length),
    logLists: Math.log1p(lists.length),
    orderedItemShare: items > 0 ? ordered / items : 0,
    quoteBlockShare: blocks.filter((b) => b.kind === 'quote').length / Math.max(1, blocks.length),
    shortBlockShare:
      blocks.filter((b) => b.kind === 'paragraph' && b.text.split(/\s+/).length < 12).length /
      Math.max(1, prose.length),
    linkRate: Math.min(1, (100 * links) / words / 5),
    priceSentenceShare: digitShare(PRICE),
    dateSentenceShare: digitShare(DATE),
    yearRate: Math.min(1, (100 * (allText.match(YEAR)?.length ?? 0)) / words),
    quoteSentenceShare: share((text) => QUOTE.test(text)),
    unitSentenceShare: digitShare(UNIT),
    numberedHeadingShare:
      body.filter((b) => NUMBERED.test(b.text)).length / Math.max(1, body.length),
    titleHasNumber: /\d/u.test(title) ? 1 : 0,
    titleComparison: COMPARISON.test(title) ? 1 : 0,
    questionSentenceShare: share((text) => text.trimEnd().endsWith('?')),
    meanParagraphWords: Math.log1p(proseWords / Math.max(1, prose.length)),
  };
}

/**
 * The group of the most likely genre, with the group's probability (its genres' summed). The
 * group is not the one of highest summed probability: a group of six genres would collect the
 * small probabilities of all six, and cross-validation read blog posts as guides that way.
 */
export function readGenreGroup(
  inputs: Record<GenreInput, number>,
  model: GenreModel = GENRE_MODEL,
): PageGenre {
  const x = model.inputs.map((name, j) => {
    const sd = model.sd[j] ?? 0;
    return sd > 0 ? ((inputs[name] ?? 0) - (model.mean[j] ?? 0)) / sd : 0;
  });
  const logits = model.genres.map(
    (_, k) =>
      (model.bias[k] ?? 0) +
      x.reduce((sum, value, j) => sum + value * (model.weights[k]?.[j] ?? 0), 0),
  );
  const top = Math.max(...logits);
  const exp = logits.map((logit) => Math.exp(logit - top));
  const total = exp.reduce((a, b) => a + b, 0);
  const group = model.groupOf[model.genres[logits.indexOf(top)] ?? ''] ?? 'guide';
  const probability = model.genres.reduce(
    (sum, genre, k) => sum + (model.groupOf[genre] === group ? (exp[k] ?? 0) / total : 0),
    0,
  );
  return { group, probability };
}

export function classifyGenre(tree: PageTree, measures: PageMeasures): PageGenre {
  return readGenreGroup({ ...measures.features, ...readFormInputs(tree, measures) });
}
