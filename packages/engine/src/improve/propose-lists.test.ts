import { describe, expect, it } from 'vitest';
import { applyEdits } from './apply-edits.ts';
import { improveText } from './improve-text.ts';

const PARAGRAPH =
  'Moving a team online changes how it plans its week. A remote team needs three habits: written updates before noon, one weekly call with an agenda, and a named owner for each decision. Teams that keep them report fewer meetings and faster decisions over the following quarter, and new members find their way around sooner.';

describe('lists from an enumerating sentence inside a paragraph', () => {
  it('sets out the items as a list and keeps the sentences around it word for word', () => {
    const result = improveText(PARAGRAPH);
    const list = result.edits.find((edit) => edit.kind === 'list');
    expect(list?.after).toBe(
      '\n\nA remote team needs three habits:\n\n- written updates before noon\n- one weekly call with an agenda\n- a named owner for each decision\n\n',
    );
    const rewrite = applyEdits(PARAGRAPH, result.edits, [list?.id ?? '']);
    expect(rewrite.startsWith('Moving a team online changes how it plans its week.\n\n')).toBe(
      true,
    );
    expect(
      rewrite.endsWith(
        '\n\nTeams that keep them report fewer meetings and faster decisions over the following quarter, and new members find their way around sooner.',
      ),
    ).toBe(true);
  });

  it('leaves a list of single words as the sentence it is', () => {
    const text = PARAGRAPH.replace(
      'written updates before noon, one weekly call with an agenda, and a named owner for each decision',
      'notes, calls, and owners',
    );
    expect(improveText(text).edits.filter((edit) => edit.kind === 'list')).toEqual([]);
  });

  it('leaves an example inside a sentence ("such as") as written: a list needs a colon', () => {
    const text = PARAGRAPH.replace('needs three habits:', 'needs habits such as');
    expect(improveText(text).edits.filter((edit) => edit.kind === 'list')).toEqual([]);
    expect(improveText(PARAGRAPH).edits.filter((edit) => edit.kind === 'list')).toHaveLength(1);
  });
});
