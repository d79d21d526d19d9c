/**
 * Shape of the public site's written content (educational pages, plan pages, articles).
 * Content is data so that one set of components renders it on the server, and so that the
 * sitemap, llms.txt and JSON-LD are derived from the same source as the page itself.
 *
 * Inline text supports exactly two marks, rendered by `components/content/inline-text.tsx`:
 *   [link text](/internal-path or https://...)   and   **bold**
 * Nothing else is interpreted (no HTML, no other markdown).
 */
export type InlineText = string;

export interface ContentTable {
  caption: string;
  headers: string[];
  rows: InlineText[][];
}

export interface ContentSection {
  /** An h2. Question-shaped headings are welcome where the section answers a question. */
  heading: string;
  paragraphs?: InlineText[];
  /** Rendered after the paragraphs. */
  list?: InlineText[];
  orderedList?: InlineText[];
  table?: ContentTable;
  /** Optional paragraphs rendered after the list or table. */
  after?: InlineText[];
}

export interface FaqItem {
  question: string;
  /** Plain sentences; also used verbatim in FAQPage JSON-LD, so no marks here. */
  answer: string;
}

export interface ContentPage {
  /** The route, e.g. "/contextual-understanding". */
  path: string;
  /** The <title> without the brand suffix; at most 60 characters. */
  title: string;
  /** The meta description; 110 to 160 characters. */
  description: string;
  /** A short label above the h1, e.g. "How AI search works". */
  eyebrow: string;
  /** The page's single h1. */
  heading: string;
  /** The answer-first opening paragraph under the h1. */
  lead: InlineText;
  sections: ContentSection[];
  faq?: FaqItem[];
  /** ISO dates (YYYY-MM-DD) for Article JSON-LD and the sitemap. */
  datePublished: string;
  dateModified: string;
}
