import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import { limitHtmlNesting } from './limit-html-nesting.ts';

/**
 * How deep quotes and lists may nest (a list counts two levels: the list and its item). Real
 * pages stay far below; deeper markers are kept as plain text inside the deepest block, so
 * nothing the admin wrote disappears and no input can recurse without bound (issue 31).
 */
export const MAX_BLOCK_NESTING = 24;

/**
 * How deep elements may nest in the HTML the sanitiser reads: blocks, then emphasis and raw
 * HTML inside them. Beyond it tags are left out and their text kept (see limit-html-nesting).
 */
export const MAX_HTML_NESTING = 48;

/**
 * markdown-it rather than marked: its parsers are linear on the inputs that made marked
 * quadratic (emphasis runs such as `*a _` repeated: 1.2 s for 16,000 characters) or overflow
 * the stack (6,000 nested `>`), and its project keeps a suite of such pathological inputs.
 * `bench/pages/render-markdown.mjs` prints the figures. GFM tables and strikethrough are on
 * by default; linkify turns bare URLs into links as GFM does; raw HTML is let through to the
 * sanitiser below, which keeps only the allowed elements.
 */
const markdown = new MarkdownIt({ html: true, linkify: true, maxNesting: MAX_BLOCK_NESTING + 8 });

const tokenizeBlocks = markdown.block.tokenize.bind(markdown.block);
markdown.block.tokenize = (state, startLine, endLine) => {
  if (state.level < MAX_BLOCK_NESTING) {
    tokenizeBlocks(state, startLine, endLine);
    return;
  }
  // Past the bound, the rest of this block is one paragraph of its own text (markdown-it
  // would drop it), with the deeper markers as written.
  const line = state.skipEmptyLines(startLine);
  if (line >= endLine) return;
  const open = state.push('paragraph_open', 'p', 1);
  open.map = [line, endLine];
  const inline = state.push('inline', '', 0);
  inline.content = state.getLines(line, endLine, state.blkIndent, false).trim();
  inline.map = [line, endLine];
  inline.children = [];
  state.push('paragraph_close', 'p', -1);
  state.line = endLine;
};

const REL = 'noopener noreferrer nofollow';
/** An image URL with a scheme or a host: it would be fetched from another site. */
const isExternal = (src: string) => /^[a-z][a-z0-9+.-]*:|^\/\//i.test(src.trim());
const ALIGN = /text-align\s*:\s*(left|right|center)/i;

/** th and td carry their alignment as the align attribute: inline styles are not allowed. */
const alignCell = (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
  const align = ALIGN.exec(attribs.style ?? '')?.[1]?.toLowerCase();
  return { tagName, attribs: align ? { align } : {} };
};

/**
 * Only the elements Markdown itself produces, with only the attributes they need (spec 5:
 * rendered markdown is sanitised). DOMPurify needs a DOM, which the server does not have;
 * sanitize-html is the allow-list sanitiser made for Node. Raw HTML in the markdown survives
 * only where it is one of these elements; scripts, styles, forms, frames, event handlers and
 * javascript: or data: links never do.
 */
function policy(externalImages: string[]): sanitizeHtml.IOptions {
  return {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'hr',
      'strong',
      'em',
      's',
      'del',
      'code',
      'pre',
      'blockquote',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'title', 'loading', 'decoding'],
      ol: ['start'],
      th: ['align'],
      td: ['align'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      // Links carry rel attributes: no window.opener for the target, no referrer leak, and no
      // endorsement passed to sites the page points at.
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: REL } }),
      img: (tagName, attribs): sanitizeHtml.Tag => {
        const src = attribs.src ?? '';
        if (src && isExternal(src) && !/^(javascript|data|vbscript):/i.test(src.trim())) {
          // The page's CSP lets images come from this site only (docs/decisions/001): an image
          // elsewhere becomes a link to it, so a visitor gets its description and the way to
          // open it instead of a broken image, and their browser contacts no other site.
          externalImages.push(src);
          const label = attribs.alt?.trim() || attribs.title?.trim() || src;
          return {
            tagName: 'a',
            attribs: { href: src, rel: REL },
            text: `Image: ${label}`,
          };
        }
        return {
          tagName,
          attribs: { ...attribs, loading: 'lazy', decoding: 'async', alt: attribs.alt ?? '' },
        };
      },
      th: alignCell,
      td: alignCell,
    },
  };
}

export interface RenderedMarkdown {
  /** Sanitised HTML, safe to send to any visitor. */
  html: string;
  /** Images on other sites, shown as links to them (the editor says so). */
  externalImages: string[];
}

/** A page's markdown as HTML that is safe to send to any visitor. */
export function renderMarkdown(source: string): RenderedMarkdown {
  const externalImages: string[] = [];
  const rendered = limitHtmlNesting(markdown.render(source), MAX_HTML_NESTING);
  const html = sanitizeHtml(rendered, policy(externalImages));
  return { html, externalImages };
}

export function renderPageMarkdown(source: string): string {
  return renderMarkdown(source).html;
}

/**
 * Raised whenever the renderer's output for the same markdown changes (library, options or
 * allow-list): pages stored with an older version are rendered again at start.
 */
export const RENDERER_VERSION = 1;
