import { describe, expect, it } from 'vitest';
import { applyEdits, defaultAcceptedIds } from './apply-edits.ts';
import { improveText } from './improve-text.ts';

const SECTION =
  'A heat pump moves heat from the outside air into a house and keeps running when the air is cold, which makes it a common choice for homes that leave a gas boiler behind.';

/** The "#" marks of a text's headings, in order. */
const levels = (text: string) => [...text.matchAll(/^(#{1,6}) /gm)].map((m) => m[1]?.length);
const levelEdits = (text: string) =>
  improveText(text).edits.filter((edit) => edit.kind === 'heading' && /^#+$/.test(edit.before));

describe('heading levels that follow the outline', () => {
  it('moves headings that skip a level up under their parent, keeping every parent', () => {
    const text = [
      '# Heat pumps',
      SECTION,
      '### Costs',
      SECTION,
      '#### Grants',
      SECTION,
      '### Noise',
      SECTION,
    ].join('\n\n');
    const edits = levelEdits(text);
    expect(edits.map((edit) => [edit.before, edit.after])).toEqual([
      ['###', '##'],
      ['####', '###'],
      ['###', '##'],
    ]);
    const rewrite = applyEdits(text, edits, defaultAcceptedIds(edits));
    expect(levels(rewrite)).toEqual([1, 2, 3, 2]);
    expect(levelEdits(rewrite)).toEqual([]);
  });

  it('keeps the levels of a text that uses one level for two ranks', () => {
    // "#####" under the title and under a "###" section: which rank the writer meant is unclear.
    const text = [
      '# Heat pumps',
      SECTION,
      '##### Costs',
      SECTION,
      '### Noise',
      SECTION,
      '##### Indoors',
      SECTION,
    ].join('\n\n');
    expect(levelEdits(text)).toEqual([]);
    expect(levelEdits(text.replace('### Noise', '##### Noise'))).toHaveLength(3);
  });
});
