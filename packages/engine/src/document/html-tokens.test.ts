import { describe, expect, it } from 'vitest';
import { matchCloseTags, tokenizeHtml } from './html-tokens.ts';

describe('tokenizeHtml', () => {
  it('reads tags, text, and skips comments and declarations', () => {
    expect(tokenizeHtml('<!DOCTYPE html><p class="a">Hi <!-- note -->there</P>')).toEqual([
      { kind: 'open', name: 'p', attributes: ' class="a"', selfClosing: false },
      { kind: 'text', text: 'Hi there' },
      { kind: 'close', name: 'p' },
    ]);
  });

  it('keeps a "<" that opens no tag as text', () => {
    expect(tokenizeHtml('a < b <3 <p>x')).toEqual([
      { kind: 'text', text: 'a < b <3 ' },
      { kind: 'open', name: 'p', attributes: '', selfClosing: false },
      { kind: 'text', text: 'x' },
    ]);
  });

  it('reads script and style content as raw text up to their end tag', () => {
    const tokens = tokenizeHtml('<script>if (a < b) x = "<p>";</script><p>y</p>');
    expect(tokens[1]).toEqual({ kind: 'text', text: 'if (a < b) x = "<p>";' });
    expect(tokens[2]).toEqual({ kind: 'close', name: 'script' });
    expect(tokens.at(-2)).toEqual({ kind: 'text', text: 'y' });
  });

  it('reads an unclosed comment or script to the end', () => {
    expect(tokenizeHtml('a<!-- b <p>c')).toEqual([{ kind: 'text', text: 'a' }]);
    expect(tokenizeHtml('<style>p{}').map((token) => token.kind)).toEqual([
      'open',
      'text',
      'close',
    ]);
  });

  it('stays linear on tags that never close', () => {
    const started = performance.now();
    const tokens = tokenizeHtml(`x${'<a '.repeat(40_000)}`);
    expect(tokens).toEqual([{ kind: 'text', text: 'x' }]);
    expect(tokenizeHtml('<!--'.repeat(20_000))).toEqual([]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('matches end tags to their start tags, tolerating stray ones', () => {
    const tokens = tokenizeHtml('<div><div>a</div></span></div><p>');
    // The stray </span> is no end tag of the text: the outer <div> closes at the last </div>.
    expect(tokens.map((token) => token.kind)).toEqual([
      'open',
      'open',
      'text',
      'close',
      'close',
      'open',
    ]);
    expect([...matchCloseTags(tokens)]).toEqual([4, 3, -1, -1, -1, -1]);
  });
});
