import { describe, expect, it } from 'vitest';
import { baseOfGerund } from './base-of-gerund.ts';

// Gerunds as they open the headings of package READMEs: regular, doubled and e-dropping stems.
describe('the verb a gerund heading opens on', () => {
  it.each([
    ['Consuming', 'consume'],
    ['Generating', 'generate'],
    ['Writing', 'write'],
    ['Running', 'run'],
    ['Suppressing', 'suppress'],
    ['Handling', 'handle'],
    ['Configuring', 'configure'],
    ['Using', 'use'],
    ['Adding', 'add'],
    ['Caching', 'cache'],
    ['Inspecting', 'inspect'],
    ['Working', 'work'],
  ])('%s → %s', (gerund, base) => {
    expect(baseOfGerund(gerund)).toBe(base);
  });

  it('a noun ending in "-ing" with no vowel before it is no gerund', () => {
    for (const noun of ['String', 'Thing', 'Spring']) expect(baseOfGerund(noun)).toBeNull();
  });
});
