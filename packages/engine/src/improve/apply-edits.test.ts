import { describe, expect, it } from 'vitest';
import { applyChosenEdits, applyEdits } from './apply-edits.ts';
import type { ImproveEdit } from './edit-types.ts';

const edit = (id: string, start: number, end: number, after: string): ImproveEdit => ({
  id,
  kind: 'heading',
  passage: 0,
  passageTitle: '',
  reason: '',
  start,
  end,
  before: '',
  after,
  isAcceptedByDefault: true,
});

describe('applyEdits', () => {
  const text = 'It rains. Snow falls.';
  const edits = [
    edit('a', 0, 2, 'Rain'),
    edit('b', 9, 10, '\n\n'),
    edit('c', 10, 10, '## Snow\n\n'),
  ];

  it('applies only the accepted edits, at their offsets in the original', () => {
    expect(applyEdits(text, edits, ['a'])).toBe('Rain rains. Snow falls.');
    expect(applyEdits(text, edits, ['b', 'c'])).toBe('It rains.\n\n## Snow\n\nSnow falls.');
    expect(applyEdits(text, edits, [])).toBe(text);
  });

  it('skips an edit that overlaps one already applied', () => {
    expect(applyEdits(text, [...edits, edit('d', 1, 5, 'x')], ['a', 'd'])).toBe(
      'Rain rains. Snow falls.',
    );
  });

  it('applies a chosen set of proposed edits, and refuses a set naming an edit not proposed', () => {
    expect(applyChosenEdits(text, edits, ['a', 'c'])).toBe('Rain rains. ## Snow\n\nSnow falls.');
    expect(applyChosenEdits(text, edits, [])).toBe(text);
    expect(applyChosenEdits(text, edits, ['a', 'z'])).toBeNull();
  });
});
