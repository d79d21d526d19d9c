import { describe, expect, it } from 'vitest';
import { buildDocument } from './build-document.ts';
import { looksLikeHtml } from './looks-like-html.ts';

const MARKDOWN_WITH_HTML = `# Using fetch in JavaScript

The fetch API requests resources over the network.<br>It returns a promise.

## Basic request

\`\`\`js
document.querySelector('#out').innerHTML = '<div class="item">' + name + '</div>';
\`\`\`

Use \`<p>\` for paragraphs.

## Options compared

| Option | Default |
| --- | --- |
| method | GET |

## Error handling

- Check the status.
  - A 404 still resolves.
- Wrap calls in try/catch.
`;

describe('looksLikeHtml', () => {
  it('reads pages and fragments as HTML', () => {
    expect(looksLikeHtml('<!DOCTYPE html><title>x</title>Text')).toBe(true);
    expect(looksLikeHtml('<p>One.</p>\n<p>Two.</p>')).toBe(true);
    expect(looksLikeHtml('<meta charset="utf-8"><b id="docs-internal-guid-1">x</b>')).toBe(true);
    expect(looksLikeHtml('<p>A paragraph\nwrapped over\nseveral lines\nof text.</p>')).toBe(true);
  });

  it('reads markdown holding a tag, or HTML in code, as markdown', () => {
    expect(looksLikeHtml(MARKDOWN_WITH_HTML)).toBe(false);
    expect(looksLikeHtml('Text with <b>bold</b> words.')).toBe(false);
    expect(looksLikeHtml('```html\n<p>a</p>\n<p>b</p>\n```')).toBe(false);
    expect(looksLikeHtml('`<div>` and `<p>`')).toBe(false);
  });

  it('reads a README that opens and closes with HTML blocks as markdown', () => {
    // A README's usual shape: a centred logo and menu, markdown, a sponsors block.
    const readme = [
      '<div align="center">',
      '  <img src="./logo.svg" />',
      '</div>',
      '',
      '<div align="center">',
      '  <h3>Headless ORM for NodeJS</h3>',
      '  <a href="https://orm.drizzle.team">Website</a> •',
      '  <a href="https://x.com/drizzleorm">Twitter</a>',
      '</div>',
      '',
      "### What's Drizzle?",
      'Drizzle is a TypeScript ORM that is [lightweight](https://bundlephobia.com/package/drizzle-orm).',
      'It supports PostgreSQL, MySQL and SQLite.',
      '',
      '### Ecosystem',
      'Drizzle comes with [Drizzle Kit](https://orm.drizzle.team/kit-docs/overview) for migrations.',
      '',
      '<p align="center">',
      '<a href="https://drizzle.team"><img src="https://api.drizzle.team/sponsors.svg"/></a>',
      '</p>',
    ].join('\n');
    expect(looksLikeHtml(readme)).toBe(false);
    const document = buildDocument(readme);
    expect(document.headings.map((heading) => heading.text)).toEqual(
      expect.arrayContaining(["What's Drizzle?", 'Ecosystem']),
    );
    expect(document.sentences.map((sentence) => sentence.text)).toContain(
      'It supports PostgreSQL, MySQL and SQLite.',
    );
  });

  it('keeps the headings, table, list and lines of markdown with a <br>', () => {
    const document = buildDocument(MARKDOWN_WITH_HTML);
    expect(document.source).toBe('markdown');
    expect(document.headings.map((heading) => heading.text)).toEqual([
      'Using fetch in JavaScript',
      'Basic request',
      'Options compared',
      'Error handling',
    ]);
    expect(document.blocks.filter((block) => block.kind === 'table')).toHaveLength(1);
    expect(document.blocks.filter((block) => block.kind === 'list')).toHaveLength(1);
    expect(document.sentences.map((sentence) => sentence.text)).toContain('It returns a promise.');
  });
});
