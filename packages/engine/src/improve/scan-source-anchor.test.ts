import { describe, expect, it } from 'vitest';
import { scanSource } from './scan-source.ts';

// Help pages put an anchor over a heading ('<a id="rotate"></a>' then '## Log rotation'). Read
// as one HTML block, the heading went unseen. That no heading is proposed over a heading is a
// property of every corpus page (improve-corpus.server.test.ts).
describe('an HTML anchor on the line over a heading', () => {
  it('leaves the heading a heading', () => {
    const blocks = scanSource('<a id="rotate"></a>\n## Log rotation\n\nUse a separate tool.\n');
    expect(blocks.map((block) => block.kind)).toEqual(['html', 'heading', 'paragraph']);
    expect(blocks[1]?.text).toBe('Log rotation');
  });
});
