import { describe, expect, it } from 'vitest';
import { fixture } from '../analyze/real-document-advice.server.ts';
import { improveText } from './improve-text.ts';
import { scanSource } from './scan-source.ts';

// pino's help page puts an anchor over each heading ('<a id="reopening"></a>' then
// '## Reopening log files'). Read as one HTML block, the heading went unseen, and the improver
// proposed "## Log rotation" right under "## Reopening log files".
describe('an HTML anchor on the line over a heading', () => {
  it('leaves the heading a heading', () => {
    const blocks = scanSource('<a id="rotate"></a>\n## Log rotation\n\nUse a separate tool.\n');
    expect(blocks.map((block) => block.kind)).toEqual(['html', 'heading', 'paragraph']);
    expect(blocks[1]?.text).toBe('Log rotation');
  });

  it('proposes no heading where the writer already wrote one', () => {
    const text = fixture('pino-help.md');
    const headingEdits = improveText(text).edits.filter((edit) => edit.kind === 'heading');
    const underAHeading = headingEdits.filter((edit) =>
      /^#{1,6} .*\n\n$/.test(
        text
          .slice(0, edit.start)
          .split(/\n(?=#)/)
          .at(-1) ?? '',
      ),
    );
    expect(underAHeading).toEqual([]);
    expect(headingEdits).toEqual([]);
  });
});
