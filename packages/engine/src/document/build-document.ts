import { countWords } from '../rules/word-count.ts';
import { looksLikeHtml } from './looks-like-html.ts';
import { parseBlocks } from './parse-blocks.ts';
import type { RawBlock } from './raw-block.ts';
import { reduceHtml } from './reduce-html.ts';
import { splitSentences } from './split-sentences.ts';
import { stripInline as stripInlineText } from './strip-inline.ts';
import { tokenize } from './tokenize.ts';
import type { Block, Document, InlineText, PassageKind, Section, Sentence } from './types.ts';

function toBlock(raw: RawBlock, definitions: ReadonlyMap<string, string>): Block {
  const stripInline = (text: string) => stripInlineText(text, definitions);
  switch (raw.kind) {
    case 'paragraph':
      return {
        kind: 'paragraph',
        content: stripInline(raw.text),
        ...(raw.setApart ? { setApart: raw.setApart } : {}),
      };
    case 'quote':
      return { kind: 'quote', content: stripInline(raw.text) };
    case 'list':
      return {
        kind: 'list',
        ordered: raw.ordered,
        items: raw.items.map((item) => stripInline(item)),
        ...(raw.start === undefined ? {} : { start: raw.start }),
        ...(raw.definitions ? { definitions: true as const } : {}),
      };
    case 'heading':
      return { ...raw, text: stripInline(raw.text).text };
    case 'table':
      return {
        kind: 'table',
        rows: raw.rows.map((row) => row.map((cell) => stripInline(cell).text)),
      };
    default:
      return raw;
  }
}

interface Builder {
  document: Document;
  section: Section;
  passage: number;
}

/** Answers "is there an offset in [start, end]?" for ascending ranges, in one pass overall. */
function createRangeProbe(offsets: readonly number[]): (start: number, end: number) => boolean {
  let next = 0;
  return (start, end) => {
    while (next < offsets.length && (offsets[next] as number) < start) next++;
    return next < offsets.length && (offsets[next] as number) <= end;
  };
}

/** Words of a passage outside its link texts: a link alone, or a row of links, is a menu. */
export const MIN_WORDS_AROUND_LINKS = 4;
const EXTERNAL = /^(?:https?:\/\/|www\.)/i;

/** Marks the links that can cite a source (Link.cites); true when the passage is a menu. */
function markCitingLinks(content: InlineText): boolean {
  if (content.links.length === 0) return false;
  let outside = content.text;
  for (const link of content.links) outside = outside.replace(link.text, ' ');
  const isStatement = tokenize(outside).length >= MIN_WORDS_AROUND_LINKS;
  for (const link of content.links) link.cites = isStatement && EXTERNAL.test(link.url);
  return !isStatement;
}

/** Every link is a bare web address written as itself ("https://..."), and nothing else is. */
function isAddressList(content: InlineText): boolean {
  return (
    content.links.length > 0 &&
    content.links.every((link) => link.text === link.url && EXTERNAL.test(link.url))
  );
}

function addPassage(
  builder: Builder,
  content: InlineText,
  kind: PassageKind,
  paragraph: number,
): Sentence[] {
  const sentences: Sentence[] = [];
  const isMenu = markCitingLinks(content);
  const hasLinkIn = createRangeProbe(
    content.links.filter((link) => link.cites).map((link) => link.offset),
  );
  const hasCitationIn = createRangeProbe(content.citations);
  // "For a background summary, see:" followed by a block of addresses: the addresses are that
  // sentence's sources, as a reference list is; the list itself stays a menu that states
  // nothing. A row of labelled links stays a menu with no sources.
  const introduction = builder.document.sentences.at(-1);
  if (isMenu && introduction?.text.trimEnd().endsWith(':') && isAddressList(content)) {
    for (const link of content.links) link.cites = true;
    introduction.hasLink = true;
  }
  for (const span of splitSentences(content.text)) {
    const text = content.text.slice(span.start, span.end);
    const sentence: Sentence = {
      text,
      words: tokenize(text),
      hasLink: hasLinkIn(span.start, span.end),
      hasCitation: hasCitationIn(span.start, span.end),
      kind,
      paragraph,
      section: builder.section.index,
      passage: builder.passage,
      ...(isMenu ? { isMenu } : {}),
    };
    if (sentence.words.length === 0) continue;
    sentences.push(sentence);
    builder.document.sentences.push(sentence);
    builder.section.sentences.push(sentence);
    builder.section.wordCount += sentence.words.length;
    builder.document.wordCount += sentence.words.length;
  }
  builder.document.links.push(...content.links);
  builder.document.citationMarks += content.citations.length;
  builder.passage++;
  return sentences;
}

/** Words from which a one-item numbered list is a step or an entry of its own, not a title. */
const ENTRY_TITLE_WORDS = 15;

function addBlock(builder: Builder, block: Block): void {
  const { document } = builder;
  if (block.kind === 'heading') {
    const section: Section = {
      index: document.sections.length,
      heading: null,
      wordCount: 0,
      definitionWords: 0,
      entryTitles: [],
      sentences: [],
      blockKinds: [],
    };
    section.heading = {
      text: block.text,
      level: block.level,
      implicit: block.implicit,
      section: section.index,
    };
    document.headings.push(section.heading);
    document.sections.push(section);
    builder.section = section;
    return;
  }
  builder.section.blockKinds.push(block.kind);
  if (block.kind === 'paragraph') {
    const number = document.paragraphs.length + 1;
    const sentences = addPassage(builder, block.content, 'paragraph', number);
    if (sentences.length === 0) return;
    document.paragraphs.push({
      number,
      section: builder.section.index,
      text: block.content.text,
      sentences,
      wordCount: sentences.reduce((sum, sentence) => sum + sentence.words.length, 0),
      hasSource:
        block.content.links.some((link) => link.cites) || block.content.citations.length > 0,
    });
  } else if (block.kind === 'quote') addPassage(builder, block.content, 'quote', 0);
  else if (block.kind === 'list')
    for (const item of block.items) {
      const sentences = addPassage(builder, item, 'list-item', 0);
      if (block.definitions)
        builder.section.definitionWords += sentences.reduce((sum, s) => sum + s.words.length, 0);
      const words = sentences.reduce((sum, s) => sum + s.words.length, 0);
      if (block.ordered && block.items.length === 1 && words <= ENTRY_TITLE_WORDS && sentences[0])
        builder.section.entryTitles.push(sentences[0]);
    }
  else if (block.kind === 'table') {
    for (const row of block.rows)
      addPassage(builder, { text: row.join(', '), links: [], citations: [] }, 'table', 0);
  }
}

/** Reads text, markdown or HTML into the document model all measurements share. */
export function buildDocument(input: string): Document {
  const isHtml = looksLikeHtml(input);
  const definitions = new Map<string, string>();
  const blocks = parseBlocks(isHtml ? reduceHtml(input) : input, definitions).map((raw) =>
    toBlock(raw, definitions),
  );
  const intro: Section = {
    index: 0,
    heading: null,
    wordCount: 0,
    definitionWords: 0,
    entryTitles: [],
    sentences: [],
    blockKinds: [],
  };
  const document: Document = {
    source: isHtml ? 'html' : 'markdown',
    blocks,
    sentences: [],
    paragraphs: [],
    headings: [],
    sections: [intro],
    links: [],
    citationMarks: 0,
    wordCount: 0,
    editorWordCount: countWords(input),
  };
  const builder: Builder = { document, section: intro, passage: 0 };
  for (const block of blocks) addBlock(builder, block);
  return document;
}
