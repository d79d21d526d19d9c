import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../testing/corpus.server.ts';
import { asMarkdown } from './as-markdown.ts';
import { improveText } from './improve-text.ts';

// Copy as Markdown and as HTML (issue 32 item 6): text copied from a browser loses Markdown's
// marks; the copy gets them back from the document reader, and Markdown stays as written.
const BROWSER_COPY = [
  'The Remote Work Productivity Challenge',
  'Remote teams lose about 20% of their week to meetings, a 2024 survey of 1,200 managers found.',
  'Why it happens',
  'Most teams copy the office calendar into video calls. Nobody asks whether a meeting is needed.',
  '• Fewer meetings',
  '• Written updates',
  'Plan\tPrice\tSeats',
  'Starter\t$9\t5',
  'Team\t$29\t25',
  'Read the full report at https://example.org/report before you plan the next quarter.',
].join('\n');

const wordsOf = (text: string) => text.match(/[\p{L}\p{N}$%]+/gu)?.join(' ');

const train = loadCorpus().filter((page) => page.split === 'train');

describe('asMarkdown', () => {
  it('writes a browser copy’s headings, bullets and tab-separated table as Markdown', () => {
    const html = marked.parse(asMarkdown(BROWSER_COPY), { async: false, gfm: true });
    expect(html).toContain('<h2>The Remote Work Productivity Challenge</h2>');
    expect(html).toContain('<h2>Why it happens</h2>');
    expect(html).toMatch(/<ul>\s*<li>Fewer meetings<\/li>\s*<li>Written updates<\/li>/);
    expect(html).toMatch(/<table>[\s\S]*<th>Plan<\/th>[\s\S]*<td>\$29<\/td>/);
    expect(html).toContain('<a href="https://example.org/report">');
    // Nothing is lost: the words and figures of the copy, in order.
    expect(wordsOf(asMarkdown(BROWSER_COPY))).toBe(wordsOf(BROWSER_COPY));
  });

  it('reads the improver’s rewrite of a browser copy as the copy: its own edits make no Markdown', () => {
    const rewrite = improveText(BROWSER_COPY).improvedContent;
    const markdown = asMarkdown(rewrite, BROWSER_COPY);
    expect(markdown).toMatch(/^## The Remote Work Productivity Challenge$/m);
    expect(markdown).toMatch(/^## Why it happens$/m);
    expect(markdown).toMatch(/^- Written updates$/m);
    expect(markdown).toMatch(/^\| Team \| \$29 \| 25 \|$/m);
  });

  it.each(['markdown', 'plain'] as const)(
    'keeps every word of the %s training pages, and is idempotent',
    (format) => {
      const pages = train.filter((page) => page.format === format);
      expect(pages.length).toBeGreaterThan(10);
      for (const page of pages) {
        const markdown = asMarkdown(page.text);
        expect(asMarkdown(markdown), page.id).toBe(markdown);
        expect(wordsOf(markdown), page.id).toBe(wordsOf(page.text));
        // Markdown the writer wrote is kept byte for byte.
        if (format === 'markdown') expect(markdown, page.id).toBe(page.text);
      }
    },
  );

  it('adds headings to browser copies among the plain training pages', () => {
    const plain = train.filter((page) => page.format === 'plain');
    const withHeadings = plain.filter((page) => /^## /m.test(asMarkdown(page.text)));
    expect(withHeadings.length).toBeGreaterThan(plain.length / 3);
  });
});
