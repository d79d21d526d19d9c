import { describe, expect, it } from 'vitest';
import { checkRewrite } from './check-rewrite.ts';

const ORIGINAL = [
  '# Cold brew',
  '',
  'Cold brew steeps for 18 hours, as Jan Rosenow of the Specialty Coffee Association explains.',
  '',
  '```sh',
  'brew --steep 18h',
  '```',
  '',
  '| ratio | time |',
  '| --- | --- |',
  '| 1:8 | 18 h |',
  '',
  '[sca]: https://sca.coffee',
  '',
  '1. Grind',
  '   1. coarse',
  '2. Steep',
].join('\n');

describe('checkRewrite', () => {
  it('finds nothing wrong with the original itself', () => {
    expect(checkRewrite(ORIGINAL, ORIGINAL).isFaithful).toBe(true);
  });

  it('lists the numbers, names, code and structure a rewrite dropped or invented', () => {
    const rewrite = [
      '# Cold brew',
      '',
      'Cold brew steeps for 24 hours, as Tom Smith explains.',
      '',
      '```',
      'brew --steep 18h',
      '```',
      '',
      '- Grind',
      '- Steep',
    ].join('\n');
    const check = checkRewrite(ORIGINAL, rewrite);
    expect(check.isFaithful).toBe(false);
    expect(check.inventedNumbers).toContain('24');
    expect(check.droppedNumbers).toContain('1:8');
    expect(check.droppedNames).toEqual(expect.arrayContaining(['Jan', 'Rosenow', 'Specialty']));
    expect(check.inventedNames).toContain('Smith');
    expect(check.droppedCode).toEqual(['```sh']);
    expect(check.inventedCode).toEqual(['```']);
    expect(check.structureChanges.join('\n')).toMatch(/a table is missing/);
    expect(check.structureChanges.join('\n')).toMatch(/a link definition is missing/);
    expect(check.structureChanges.join('\n')).toMatch(
      /list items: 3 in the original, 2 in the rewrite/,
    );
  });

  it('counts “I” as no name, and a name beside it as one', () => {
    const original = 'Tarn copies your files to a server every night.';
    const asked = checkRewrite(
      original,
      `## How do I restore files, and what if I'm away?\n\n${original}`,
    );
    expect(asked.inventedNames).toEqual([]);
    expect(asked.isFaithful).toBe(true);
    const named = checkRewrite(original, `## Can I restore files with Borg?\n\n${original}`);
    expect(named.inventedNames).toEqual(['Borg']);
  });
});
