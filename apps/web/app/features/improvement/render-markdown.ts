import DOMPurify, { type Config } from 'dompurify';
import { marked } from 'marked';

// Writing a browser copy back as Markdown reads it with marked's lexer: it loads with the
// renderer, not with the screen (issue 35).
export { asMarkdown } from '@citable/engine';

/**
 * Only the elements Markdown itself produces, with only the attributes they need. The text
 * comes from a paste or an LLM: DOMPurify's defaults drop scripts but keep <style>, <form>,
 * <input>, style and class attributes, and the page allows inline styles, so one pasted
 * <style> or class="fixed inset-0" could restyle or cover the whole app.
 */
const MARKDOWN_ONLY: Config = {
  ALLOWED_TAGS: (
    'h1 h2 h3 h4 h5 h6 p br hr strong em del code pre blockquote ul ol li a img ' +
    'table thead tbody tr th td'
  ).split(' '),
  ALLOWED_ATTR: ['href', 'title', 'alt', 'src', 'start', 'align'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** Markdown as HTML that is safe to put into the page (browser only: DOMPurify needs a DOM). */
export function renderMarkdown(markdown: string): string {
  return DOMPurify.sanitize(marked.parse(markdown, { async: false, gfm: true }), MARKDOWN_ONLY);
}
