import { describe, expect, it } from 'vitest';
import { analyzeTargets } from './analyze-targets.ts';
import { improveForTargets } from './improve-for-targets.ts';

// The answering paragraph is chosen by the question's terms weighed by their rarity on the
// page, and a target two passages answer alike gets no edit (decision 013).

const FAQ = `Tarn is a backup tool for laptops. Tarn copies your files to a server every night, and Tarn keeps each copy on the server for a while.

Tarn encrypts every copy on your laptop before it leaves, with a key that never leaves the laptop. Tarn uses AES-256 in GCM mode for the encryption of copies.

Tarn restores a file from any copy. Tarn lists the copies of the file, and you pick the night you want back.
`;

describe('the paragraph that answers a target', () => {
  it('is the one holding the question’s rare words, not one holding only the page’s common ones', () => {
    // "Tarn" and "copy" are on every paragraph; "encryption" on one.
    const [report] = analyzeTargets(FAQ, ['Why does Tarn use GCM encryption for copies?']);
    expect(report?.verdict).not.toBe('not-answered');
    expect(report?.answer?.quote).toMatch(/^Tarn (?:encrypts|uses AES-256)/);
    // Two of its three words are on every paragraph, but not the one that says what it asks:
    // counted alike, two of three would have passed.
    const [other] = analyzeTargets(FAQ, ['Why is each Tarn copy slow?']);
    expect(other?.verdict).toBe('not-answered');
    expect(other?.answer).toBeNull();
  });

  it('gets no edit when another passage answers it as well, and its note says why', () => {
    const twice = `## Plans

Kasso keeps archived invoices for 7 years on the Studio plan.

## Archive

Kasso keeps archived invoices for 10 years on the Agency plan.
`;
    const question = 'How long does Kasso keep archived invoices?';
    const result = improveForTargets(twice, [question]);
    const [target] = result.targets;
    expect(target?.before.verdict).toBe('answered-first');
    expect(target?.before.note).toMatch(/answers it too and holds its words about as well/);
    expect(target?.editIds).toEqual([]);
    expect(result.improvedContent).not.toContain(question);
    // One answer alone: the same question gets its heading.
    const once = twice.replace('Kasso keeps archived invoices for 10 years', 'Agency members');
    const single = improveForTargets(once, [question]);
    expect(single.targets[0]?.before.note).not.toMatch(/as well/);
    expect(single.targets[0]?.editIds.length).toBeGreaterThan(0);
  });

  it('asks the sentence that asks, not the scene a long question sets before it', () => {
    const answer =
      'No. It restores files only from the copies that Tarn still keeps on the server.';
    const scene = 'My laptop broke in March and I bought a new one with a bigger disk.';
    // Of all thirteen terms the answer holds three; of the asking sentence's five, three.
    const [asked] = analyzeTargets(answer, [`${scene} Can Tarn restore files from last year?`]);
    expect(asked?.verdict).toBe('answered-first');
    // The same scene before a question the answer does not speak of.
    const [other] = analyzeTargets(answer, [`${scene} Does Tarn encrypt the disk?`]);
    expect(other?.verdict).toBe('not-answered');
  });

  it('takes an open question’s answer that leans on “No.”, but not one word of the page alone', () => {
    const answer =
      'No. It restores files only from the copies that Tarn still keeps on the server.';
    // No sentence here quotes well alone ("No." is short, "It…" leans on it), yet it answers.
    const [restore] = analyzeTargets(answer, ['Can Tarn restore copies?']);
    expect(restore?.verdict).toBe('answered-first');
    expect(restore?.answer?.quote).toMatch(/^It restores files/);
    // Half the terms, but only the page's subject: "slow" is nowhere on the page.
    const [slow] = analyzeTargets(answer, ['Is Tarn slow?']);
    expect(slow?.verdict).toBe('not-answered');
    // An answer may leave the page's subject unsaid when another paragraph names it.
    const plans = `Tarn is a backup tool for laptops.\n\nThe Home plan costs $5 per month.\n`;
    const [cost] = analyzeTargets(plans, ['How much does Tarn cost?']);
    expect(cost?.verdict).not.toBe('not-answered');
    expect(cost?.answer?.quote).toMatch(/\$5/);
  });

  it('takes no sentence that quotes the question as its answer', () => {
    const question = 'Does Tarn restore deleted folders?';
    const pointing = `Nightly copies stay on the server for thirty days. See the answer to the "${question}" question in the manual.`;
    expect(analyzeTargets(pointing, [question])[0]?.verdict).toBe('not-answered');
    const answering = pointing.replace(
      /See the answer.*$/,
      'Tarn restores deleted folders with every file they held.',
    );
    expect(analyzeTargets(answering, [question])[0]?.verdict).toBe('answered-first');
  });
});
