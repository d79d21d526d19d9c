import { describe, expect, it } from 'vitest';
import { readTitleStarts } from './read-title-starts.ts';

describe('readTitleStarts', () => {
  it('gives where each heading starts in the text as given, whatever its line ends', () => {
    for (const end of ['\n', '\r\n', '\r']) {
      const text = ['Intro line here.', '', '## Setup', '', 'Install it first.', ''].join(end);
      const starts = [...readTitleStarts(text)];
      expect(
        starts.map((at) => text.slice(at, at + 8)),
        JSON.stringify(end),
      ).toEqual(['## Setup']);
    }
  });
});
