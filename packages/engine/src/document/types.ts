// The document model every measurement reads (STYLE.md convention 7: document -> research).

import type { SetApart } from './raw-block.ts';

/** Text with its inline markdown removed, and where links and citation marks were. */
export interface InlineText {
  text: string;
  /** Offsets into `text` where a link starts. */
  links: Link[];
  /** Offsets into `text` where a citation mark ("[1]", "[^2]") stood. */
  citations: number[];
}

export interface Link {
  text: string;
  url: string;
  offset: number;
  /**
   * Set by buildDocument: the link can cite a source. It leaves the page (http, https) from
   * inside a statement; menu items, bare address lists, anchors and relative links cannot.
   */
  cites?: boolean;
}

export type Block =
  | { kind: 'heading'; level: number; text: string; implicit: boolean }
  /** `setApart`: a comment or front matter, kept as text but not read as prose. */
  | { kind: 'paragraph'; content: InlineText; setApart?: SetApart }
  /** `definitions`: a definition list, each item a term and what is said of it (a manual's options). */
  | { kind: 'list'; ordered: boolean; items: InlineText[]; start?: number; definitions?: true }
  | { kind: 'quote'; content: InlineText }
  | { kind: 'table'; rows: string[][] }
  /** `unclosed`: the fence was never closed, so the block runs to the end of the text. */
  | { kind: 'code'; text: string; unclosed?: boolean };

export type PassageKind = 'paragraph' | 'list-item' | 'quote' | 'table';

export interface Sentence {
  text: string;
  /** Lowercased word tokens. */
  words: string[];
  /** Carries a link that can cite a source (Link.cites), not a menu item or an anchor. */
  hasLink: boolean;
  /** Belongs to a passage made of links alone (a menu, a row of language links). */
  isMenu?: boolean;
  hasCitation: boolean;
  kind: PassageKind;
  /** 1-based number of the paragraph it belongs to, or 0 outside paragraphs. */
  paragraph: number;
  section: number;
  /** Index of the passage (paragraph, list item, quote, table) it belongs to. */
  passage: number;
}

export interface Paragraph {
  number: number;
  section: number;
  text: string;
  sentences: Sentence[];
  wordCount: number;
  hasSource: boolean;
}

export interface Heading {
  text: string;
  level: number;
  implicit: boolean;
  section: number;
}

export interface Section {
  index: number;
  /** Null for the text before the first heading. */
  heading: Heading | null;
  wordCount: number;
  /** Words of its definition lists, which a reader scans by their terms as by subheadings. */
  definitionWords: number;
  /**
   * The first sentence of each numbered entry title: an ordered list of one short item with
   * its text below it, as a plain-text FAQ numbers its entries ("1. symlinked directory
   * completion behavior"). A reader scans such entries as subheadings.
   */
  entryTitles: Sentence[];
  sentences: Sentence[];
  blockKinds: Block['kind'][];
}

export interface Document {
  source: 'markdown' | 'html';
  blocks: Block[];
  sentences: Sentence[];
  paragraphs: Paragraph[];
  headings: Heading[];
  sections: Section[];
  links: Link[];
  citationMarks: number;
  /** Words of prose: paragraphs, lists, quotes and tables; code is left out. */
  wordCount: number;
  /** The editor's count of the whole input (rules/word-count.ts), which messages quote. */
  editorWordCount: number;
}
