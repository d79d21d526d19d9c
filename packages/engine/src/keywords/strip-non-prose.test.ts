import { describe, expect, it } from 'vitest';
import { stripNonProse } from './strip-non-prose.ts';

const words = (text: string) => stripNonProse(text).match(/[\p{L}\p{N}]+/gu) ?? [];

describe('stripNonProse', () => {
  it.each([
    ['a URL with a scheme', 'Read https://example.com/cold-brew?x=1 today', ['Read', 'today']],
    ['a www address', 'See www.coffee-blog.org/guide now', ['See', 'now']],
    ['a bare domain', 'Visit citable.io or example.com/page soon', ['Visit', 'or', 'soon']],
    ['an e-mail address', 'Write to barista@example.com please', ['Write', 'to', 'please']],
    ['a script URL', 'Click javascript:alert(1) here', ['Click', 'here']],
    ['inline code', 'Call `brewCoffee()` first', ['Call', 'first']],
    ['a stray script', 'Tea <script>alert("hi")</script> leaves', ['Tea', 'leaves']],
    ['a style element', 'Tea <style>.a{color:red}</style> leaves', ['Tea', 'leaves']],
    ['a tag with handlers', 'Tea <img src=x onerror=alert(1)> leaves', ['Tea', 'leaves']],
    ['a comment', 'Tea <!-- hidden note --> leaves', ['Tea', 'leaves']],
    ['an entity', 'Tea&nbsp;leaves &amp; more', ['Tea', 'leaves', 'more']],
  ])('removes %s', (_, text, expected) => {
    expect(words(text)).toEqual(expected);
  });

  it('keeps the visible text of Markdown links and drops images and badges', () => {
    expect(words('A [brewing guide](https://guide.example.net/x) and ![a kettle](k.png)')).toEqual([
      'A',
      'brewing',
      'guide',
      'and',
    ]);
  });

  it('removes fenced code blocks and keeps the paragraphs around them', () => {
    const text = 'First part.\n\n```js\nconst maker = new CoffeeMaker();\n```\n\nSecond part.';
    expect(words(text)).toEqual(['First', 'part', 'Second', 'part']);
    expect(stripNonProse(text)).toMatch(/First part\.\n\n[\s\S]*\n\nSecond part\./);
  });

  it('keeps the tags of pasted HTML for the document to read, and drops its scripts', () => {
    const html = '<h2>Cold brew</h2><p>Steep it <script>alert(1)</script>overnight.</p>';
    expect(stripNonProse(html)).toContain('<h2>Cold brew</h2>');
    expect(stripNonProse(html)).not.toContain('alert');
  });

  it('leaves ordinary prose alone, colons, dots and all', () => {
    const text = 'Our data: 40% of users (about 1.5 million) use Node.js, e.g. for tools.';
    expect(stripNonProse(text)).toBe(text);
  });
});
