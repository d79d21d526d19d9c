import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { splitPassages } from './split-passages.ts';
import type { Passage } from './types.ts';

const split = (text: string) => splitPassages(buildDocument(text));
const textOf = (passage: Passage | undefined) =>
  (passage?.sentences ?? []).map((sentence) => sentence.text).join(' ');
const kinds = (passages: Passage[]) => passages.map((passage) => passage.kind);

describe('splitPassages: what is not prose', () => {
  it('sets code fences apart and never reads them as prose', () => {
    const text =
      '# Install\n\nRun the installer with the default options on a clean machine.\n\n```sh\nnpm install --save widget\nwidget init\n```\n\nThe widget then starts on its own.\n';
    const passages = split(text);
    expect(kinds(passages)).toEqual(['prose', 'code', 'prose']);
    expect(
      passages
        .filter((p) => p.kind === 'prose')
        .map(textOf)
        .join(' '),
    ).not.toContain('npm');
  });

  it('recognises HTML comments, also across blank lines', () => {
    const text =
      '<!-- badges: generated, do not edit -->\n\nWidget turns raw data into charts.\n\n<!--\nTODO: rewrite\n\nthis section\n-->\n\nWidget runs in any browser.\n';
    const passages = split(text);
    expect(kinds(passages)).toEqual(['comment', 'prose', 'comment', 'comment', 'prose']);
    // The prose after a closed comment is prose again.
    expect(textOf(passages[4])).toBe('Widget runs in any browser.');
  });

  it('never reads a line inside a comment as a heading, in text without markdown headings', () => {
    // Plain text promotes a short title-like line over text to a heading; not in a comment.
    const text =
      '<!--\n\nInternal Notes\n\nRemember the changelog.\n-->\n\nWidget turns raw data into charts.\n\nUsage\n\nRun widget with a data file.\n';
    const document = buildDocument(text);
    expect(document.headings.map((heading) => heading.text)).toEqual(['Usage']);
    const passages = splitPassages(document);
    expect(kinds(passages)).toEqual(['comment', 'comment', 'comment', 'prose', 'prose']);
    expect(passages.at(-1)?.heading).toBe('Usage');
  });

  it('sets a menu of links apart: a language switcher answers no question', () => {
    // The shape of a real README's language row (links separated by bars, one plain name).
    const text =
      '[Deutsch](https://example.org/README.de.md) | English | [Español](https://example.org/README.es.md) | [日本語](https://example.org/README.ja.md)\n\n**Widget** is a charting library that turns raw data into charts anyone can read.\n\nSee the [guide](https://example.org/guide) and the [API](https://example.org/api) for the details of every option.\n';
    const passages = split(text);
    expect(kinds(passages)).toEqual(['navigation', 'prose']);
    // A sentence that points to two links in words of its own stays prose.
    expect(textOf(passages[1])).toContain('See the guide');
  });

  it('recognises YAML front matter at the start of the text', () => {
    const text =
      '---\ntitle: Widget guide\ndate: 2024-05-01\ntags: [charts, data]\n---\n\n# Widget guide\n\nWidget turns raw data into charts that anyone can read.\n';
    const passages = split(text);
    expect(passages[0]?.kind).toBe('front-matter');
    expect(passages.slice(1).map(textOf).join(' ')).not.toContain('2024-05-01');
    expect(passages.at(-1)?.heading).toBe('Widget guide');
  });

  it('reads one-line front matter as front matter, not as a heading over its closing ---', () => {
    // Documentation sites open pages so: "---", "title: ...", "---".
    const text =
      '---\ntitle: Using Fetchers\n---\n\n# Using Fetchers\n\nFetchers are useful for creating dynamic user interfaces.\n';
    const passages = split(text);
    expect(passages[0]?.kind).toBe('front-matter');
    const document = buildDocument(text);
    expect(document.headings.map((heading) => heading.text)).toEqual(['Using Fetchers']);
  });

  it('recognises reference-link definitions', () => {
    const text =
      'Widget reads [CSV files][csv] and [JSON][json] from disk.\n\n[csv]: https://example.com/csv "CSV"\n[json]: https://example.com/json\n';
    const passages = split(text);
    // The document reader takes the definitions out of the text (they resolve the reference
    // links), so no passage, prose or not, holds them.
    expect(kinds(passages)).toEqual(['prose']);
    expect(textOf(passages[0])).toBe('Widget reads CSV files and JSON from disk.');
    expect(passages.some((passage) => textOf(passage).includes('https://'))).toBe(false);
  });
});

describe('splitPassages: FAQs, lists and tables', () => {
  it('lets each "Q:" question lead its answer, without the marks', () => {
    const text =
      'Q: What is a widget?\nA: A widget is a small tool that turns raw data into charts.\n\nQ: Is it free?\nA: Yes, the widget is free for personal and commercial use under the MIT licence.\n';
    const passages = split(text);
    expect(passages.map((p) => [p.heading, p.isQuestionLed])).toEqual([
      ['What is a widget?', true],
      ['Is it free?', true],
    ]);
    expect(textOf(passages[0])).toBe('A widget is a small tool that turns raw data into charts.');
  });

  it('asks "Q:" questions that share one answer together, and keeps a question left unanswered', () => {
    const shared = split(
      'Q: Why does /etc/issue say "trixie/sid" on testing?\n\nQ: Why does it say "trixie/sid" on unstable?\n\nA: Testing and unstable share one base-files package, so one name must fit both.\n',
    );
    expect(shared.map((p) => p.heading)).toEqual([
      'Why does /etc/issue say "trixie/sid" on testing? Why does it say "trixie/sid" on unstable?',
    ]);
    expect(textOf(shared[0])).toMatch(/^Testing and unstable share/);
    const unanswered = split(
      '## Why is the sky blue?\n\n## Why is grass green?\n\nGrass holds chlorophyll, which reflects green light.\n',
    );
    expect(unanswered.map((p) => [p.heading, p.wordCount])).toEqual([
      ['Why is the sky blue?', 0],
      ['Why is grass green?', 7],
    ]);
  });

  it('reads numbered FAQs: in a list, and as "1.2." paragraphs', () => {
    const list = split(
      '1. How do I install it? Run the installer and follow the three steps it shows.\n2. How do I remove it? Delete the widget folder and its settings file.\n',
    );
    expect(list.map((p) => p.heading)).toEqual(['How do I install it?', 'How do I remove it?']);
    expect(textOf(list[1])).toBe('Delete the widget folder and its settings file.');
    const numbered = split(
      '1.1. Why does the widget need a licence key?\n\nThe licence key tells the widget which features your plan includes.\n\n1.2. Where is the log file?\n\nThe log file is in the widget folder, named widget.log.\n',
    );
    expect(numbered.map((p) => [p.heading, p.isQuestionLed])).toEqual([
      ['Why does the widget need a licence key?', true],
      ['Where is the log file?', true],
    ]);
  });

  it('keeps a list with the sentence that introduces it, and tables apart', () => {
    const text =
      '## What you need\n\nYou need three things:\n\n- a jar\n- a filter\n- coarse coffee\n\n| Size | Coffee |\n| --- | --- |\n| Small | 50 g |\n';
    const passages = split(text);
    expect(kinds(passages)).toEqual(['prose', 'table']);
    expect(textOf(passages[0])).toBe('You need three things: a jar a filter coarse coffee');
    expect(passages[1]?.heading).toBe('What you need');
  });

  it('cuts a long section at a paragraph break and keeps its heading', () => {
    const paragraph = 'Cold brew steeps coarse coffee in cold water for many hours. '.repeat(12);
    const passages = split(`## Cold brew\n\n${paragraph}\n\n${paragraph}\n\n${paragraph}\n`);
    // 120 words a paragraph: two do not fit in 200, so each is a passage of its own.
    expect(passages.length).toBe(3);
    expect(passages.every((p) => p.heading === 'Cold brew' && p.wordCount <= 200)).toBe(true);
  });

  it('keeps a question heading with nothing under it, but not a parent heading', () => {
    const passages = split(
      '# Widget\n\n## Why choose it?\n\n## How do I install it?\n\nRun the installer and follow the steps it shows.\n',
    );
    expect(passages.map((p) => [p.heading, p.wordCount])).toEqual([
      ['Why choose it?', 0],
      ['How do I install it?', 9],
    ]);
  });
});
