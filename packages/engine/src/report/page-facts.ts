import type { PageBlock, PageTree } from '../document/read-page.ts';
import type { LanguageCode, LanguagePack } from '../languages/language-pack.ts';
import { LANGUAGE_PACKS } from '../languages/packs.ts';
import { classifyGenre, type PageGenre } from '../measure/classify-genre.ts';
import type { MeasuredSentence, PageMeasures } from '../measure/measure-page.ts';
import type { TextAnchor } from '../types.ts';

// What the report may say about a page: counts read from its measurements, never from a rule
// about one document. Every number a finding prints comes from here, so a finding that says a
// thing is missing and one that praises it read the same counts.

export interface PageFacts {
  tree: PageTree;
  measures: PageMeasures;
  /** The page's genre group, read from its form (measure/classify-genre.ts). */
  genre: PageGenre;
  pack: LanguagePack | null;
  sentences: readonly MeasuredSentence[];
  /** Sentences that state a figure, an amount, a date or a name. */
  factSentences: readonly MeasuredSentence[];
  /** Sentences with none of those and no link: general statements. */
  generalSentences: readonly MeasuredSentence[];
  /** Sentences giving a figure without a link or a named source in the same sentence. */
  unsourcedFigures: readonly MeasuredSentence[];
  lists: number;
  tables: number;
  codeBlocks: number;
  /** Headings after the title, and those that are questions. */
  headings: readonly PageBlock[];
  questionHeadings: readonly PageBlock[];
  /** The outside sites the page's named links point to (measure-page.ts, linkedSitesOf). */
  linkedSites: readonly string[];
  /** Filler, hedge and hype words found, most frequent first, lower-cased. */
  fillerWords: readonly string[];
  fillerCount: number;
  /** Prose paragraphs in reading order: "paragraph N" in a finding is the Nth of these. */
  paragraphs: readonly number[];
}

export function readPageFacts(tree: PageTree, measures: PageMeasures): PageFacts {
  const blocks = tree.blocks;
  const sentences = measures.measured;
  // The language the measures were read in: a language with a pack goes by its own code, any
  // other by franc's three-letter one, so the lookup finds no pack for it.
  const pack = LANGUAGE_PACKS[measures.language as LanguageCode] ?? null;
  const titleIsFirst = blocks[0]?.kind === 'heading';
  const headings = blocks.filter((b, i) => b.kind === 'heading' && !(titleIsFirst && i === 0));
  const attribution = pack ? [...pack.attributionCues, ...pack.reportingVerbs] : [];
  const fillerCounts = new Map<string, number>();
  if (pack) {
    const lexicon = new Set([...pack.fillers, ...pack.hype].filter((w) => !w.includes(' ')));
    for (const s of sentences)
      for (const word of s.words) {
        const lower = word.toLowerCase();
        if (lexicon.has(lower)) fillerCounts.set(lower, (fillerCounts.get(lower) ?? 0) + 1);
      }
  }
  return {
    tree,
    measures,
    genre: classifyGenre(tree, measures),
    pack,
    sentences,
    factSentences: sentences.filter((s) => s.figures + s.names > 0 && !s.isUnsourcedClaim),
    generalSentences: sentences.filter((s) => s.figures + s.names === 0 && !s.hasLink),
    unsourcedFigures: sentences.filter((s) => {
      if (s.figures === 0 || s.hasLink) return false;
      const lower = s.text.toLowerCase();
      return !attribution.some((cue) => lower.includes(cue));
    }),
    lists: blocks.filter((b) => b.kind === 'list').length,
    tables: blocks.filter((b) => b.kind === 'table').length,
    codeBlocks: blocks.filter((b) => b.kind === 'code').length,
    headings,
    questionHeadings: headings.filter((b) => b.text.trim().endsWith('?')),
    linkedSites: measures.linkedSites,
    fillerWords: [...fillerCounts.entries()].sort((a, b) => b[1] - a[1]).map(([word]) => word),
    fillerCount: [...fillerCounts.values()].reduce((a, b) => a + b, 0),
    paragraphs: blocks.flatMap((b, i) => (b.kind === 'paragraph' || b.kind === 'list' ? [i] : [])),
  };
}

/**
 * Where a sentence stands in the submitted text. Offsets are only given when the text was read
 * as given (Markdown or plain text): pasted HTML is reduced first, and its offsets would point
 * elsewhere.
 */
export function anchorOf(facts: PageFacts, sentence: MeasuredSentence): TextAnchor | undefined {
  const { tree } = facts;
  if (tree.source === 'html') return undefined;
  const block = tree.blocks[sentence.block];
  if (!block) return undefined;
  const passage = { start: block.start, end: block.end };
  const paragraph = facts.paragraphs.indexOf(sentence.block) + 1 || undefined;
  const source = tree.text.slice(block.start, block.end);
  const head = sentence.text.slice(0, 24);
  const at = head ? source.indexOf(head) : -1;
  if (at < 0) return { passage, paragraph };
  const end = source.indexOf(sentence.text.slice(-12), at);
  return {
    passage,
    paragraph,
    sentence: {
      start: block.start + at,
      end: end < 0 ? block.end : block.start + end + Math.min(12, sentence.text.length),
    },
  };
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
