import { describe, expect, it } from 'vitest';
import { improveText } from './improve-text.ts';

// Each edit kind on a small text made for the purpose; the real-document tests are the
// *.server.test.ts files beside this one.
const GUIDE = [
  '## What is a heat pump?',
  '',
  'In this guide we will look at heat pumps. A heat pump is a device that moves heat from outside air into a house, even when the air is cold.',
  '',
  'Heat pumps are electric machines that run on a small compressor and a refrigerant loop.',
  '',
  'They need a garden unit, an indoor unit and a hot water tank.',
  '',
  'A heat pump uses less energy than a gas boiler and lasts for many years when it is serviced once a year by an installer who knows the model and its refrigerant.',
].join('\n');

describe('improveText edit kinds', () => {
  const result = improveText(GUIDE);
  const byKind = (kind: string) => result.edits.filter((edit) => edit.kind === kind);

  it('puts the answer before the preamble, word for word', () => {
    const [edit] = byKind('answer-first');
    expect(edit?.after).toBe(
      'A heat pump is a device that moves heat from outside air into a house, even when the air is cold. In this guide we will look at heat pumps.',
    );
  });

  it('makes parallel items a list, naming the subject instead of "They" in the same edit', () => {
    const [edit] = byKind('list');
    expect(edit?.before).toBe('They need a garden unit, an indoor unit and a hot water tank.');
    expect(edit?.after).toBe(
      'Heat pumps need:\n\n- a garden unit\n- an indoor unit\n- a hot water tank',
    );
    expect(edit?.reason).toMatch(/names “Heat pumps” instead of “They”/);
    expect(byKind('pronoun')).toEqual([]);
  });

  it('changes nothing when run on its own result', () => {
    expect(improveText(result.improvedContent).improvedContent).toBe(result.improvedContent);
  });

  it('gives every edit a reason and a passage title', () => {
    for (const edit of result.edits) {
      expect(edit.reason.length).toBeGreaterThan(20);
      expect(edit.passageTitle).not.toBe('');
    }
  });
});
