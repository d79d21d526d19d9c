import { describe, expect, it } from 'vitest';
import { improveForTargets } from './improve-for-targets.ts';

const archive = (name: string) => `# ${name} archive

Old records move to the archive after a year, and you can export them as PDF files at any time.

${name} keeps every invoice you send in its archive. It keeps archived invoices for 7 years, which meets the record-keeping rules in most countries.
`;

function subjectEdits(text: string, question: string) {
  const result = improveForTargets(text, [question]);
  const ids = new Set(result.targets.flatMap((target) => target.editIds));
  return {
    result,
    edits: result.edits.filter((edit) => ids.has(edit.id) && edit.kind === 'pronoun'),
  };
}

describe('the subject named in the sentence that answers a target', () => {
  it('replaces an opening "It" with the subject the target asks about and the text names before it', () => {
    for (const name of ['Invoza', 'Kassa Cloud', 'Kasso']) {
      const { edits, result } = subjectEdits(
        archive(name),
        `How long does ${name} keep archived invoices?`,
      );
      expect(
        edits.map((edit) => [edit.before, edit.after]),
        name,
      ).toEqual([['It', name]]);
      expect(result.improvedContent).toContain(`${name} keeps archived invoices for 7 years`);
      expect(result.check.inventedNames).toEqual([]);
    }
  });

  it('leaves the pronoun when the target does not name that subject', () => {
    const { edits, result } = subjectEdits(
      archive('Invoza'),
      'How long are archived invoices kept?',
    );
    expect(result.targets[0]?.before.verdict).not.toBe('not-answered');
    expect(edits).toEqual([]);
  });
});
