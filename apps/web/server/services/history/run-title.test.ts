import { describe, expect, it } from 'vitest';
import { documentKeyOf, titleOfText } from './run-title.ts';

describe('titleOfText', () => {
  it('takes the first heading, of Markdown or HTML', () => {
    expect(titleOfText('Intro line\n\n## How long does cold brew keep? ##\n\nText')).toBe(
      'How long does cold brew keep?',
    );
    expect(titleOfText('<p>x</p><h2 class="t">Cold <em>brew</em></h2>')).toBe('Cold brew');
  });

  it('falls back to the first line, shortened, or Untitled', () => {
    expect(titleOfText('\n\n  Plain   first line \nsecond')).toBe('Plain first line');
    const long = titleOfText('word '.repeat(100));
    expect(long).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
    expect(titleOfText('   \n ')).toBe('Untitled');
  });
});

describe('documentKeyOf', () => {
  it('groups titles that differ only in case, spacing and punctuation', () => {
    expect(documentKeyOf('Cold Brew: A Guide!')).toBe(documentKeyOf('cold brew   a guide'));
    expect(documentKeyOf('Cold brew')).not.toBe(documentKeyOf('Iced coffee'));
  });
});
