import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const markdown = new Marked({ gfm: true, async: false });

/**
 * Only the elements Markdown itself produces, with only the attributes they need (spec 5:
 * rendered markdown is sanitised). DOMPurify needs a DOM, which the server does not have;
 * sanitize-html is the allow-list sanitiser made for Node. Raw HTML in the markdown survives
 * only where it is one of these elements; scripts, styles, forms, frames, event handlers and
 * javascript: or data: links never do.
 */
const POLICY: sanitizeHtml.IOptions = {
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
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow' },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', decoding: 'async', alt: attribs.alt ?? '' },
    }),
  },
};

/** A page's markdown as HTML that is safe to send to any visitor. */
export function renderPageMarkdown(source: string): string {
  return sanitizeHtml(markdown.parse(source) as string, POLICY);
}
