import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { limitHtmlNesting } from './limit-html-nesting.ts';

/** The deepest stack htmlparser2's own parser (the sanitiser's) builds for this HTML. */
function parserDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  const parser = new Parser({
    onopentag() {
      depth += 1;
      deepest = Math.max(deepest, depth);
    },
    onclosetag() {
      depth -= 1;
    },
  });
  parser.write(html);
  parser.end();
  return deepest;
}

describe('limitHtmlNesting', () => {
  it('leaves HTML within the bound as it is, byte for byte', () => {
    const html =
      '<h2 id="x">T</h2>\n<ul>\n<li><em>a</em> <strong>b</strong><br>c</li>\n</ul>\n<p>1 &lt; 2 <img src="/a.png" alt="a > b"></p><script>if (a<b) "<em>"</script>';
    expect(limitHtmlNesting(html, 3)).toBe(html);
  });

  it('drops the tags past the bound and keeps their text', () => {
    expect(limitHtmlNesting('<p><em><strong><s>deep</s></strong></em> after</p>', 2)).toBe(
      '<p><em>deep</em> after</p>',
    );
    const deep = `${'<blockquote>'.repeat(5000)}words${'</blockquote>'.repeat(5000)}`;
    const limited = limitHtmlNesting(deep, 10);
    expect(limited).toBe(`${'<blockquote>'.repeat(10)}words${'</blockquote>'.repeat(10)}`);
  });

  it("bounds the sanitiser's parser on unclosed, stray and mismatched tags", () => {
    const cases = [
      '<em>'.repeat(3000),
      '<em></x>'.repeat(3000),
      '<em></ strong >'.repeat(3000),
      `${'<div><span>'.repeat(1500)}${'</div>'.repeat(1500)}`,
      `${'<EM >'.repeat(3000)}${'</em\t>'.repeat(10)}`,
      '<em/>'.repeat(3000),
    ];
    for (const html of cases) {
      expect(parserDepth(html), html.slice(0, 30)).toBeGreaterThan(20);
      expect(parserDepth(limitHtmlNesting(html, 20)), html.slice(0, 30)).toBeLessThanOrEqual(20);
    }
  });

  it('ignores tags inside comments and raw-text elements, as the parser does', () => {
    const html = `<!-- ${'<em>'.repeat(50)} --><textarea>${'<em>'.repeat(50)}</textarea><p>ok</p>`;
    expect(limitHtmlNesting(html, 3)).toBe(html);
  });
});
