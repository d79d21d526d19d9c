import { describe, expect, it } from 'vitest';
import { applyEdits, defaultAcceptedIds } from './apply-edits.ts';
import { improveText } from './improve-text.ts';
import {
  PARAGRAPH_BREAK_REASON,
  pastedKindOf,
  proposePastedStructure,
} from './propose-pasted-structure.ts';
import { scanSource } from './scan-source.ts';

const propose = (text: string) => proposePastedStructure(text, scanSource(text));
const paragraphs = (text: string) =>
  scanSource(text).filter((block) => block.kind === 'paragraph').length;

// Paragraphs of a page copied from a browser: one per line, no blank line between them.
const COPIED = [
  'A passport is the key to international travel. Apply early, as processing takes weeks in the busy season.',
  'Many countries require six months of validity on entry. Some also ask for two blank pages for their stamps.',
  'Children’s passports are valid for five years. Adult passports are valid for ten years.',
].join('\n');

describe('paragraphs and bullets a pasted text shows', () => {
  it('puts a blank line between the paragraphs a browser’s copy left on single lines', () => {
    const { edits } = propose(COPIED);
    expect(edits.map((edit) => [edit.kind, edit.after])).toEqual([
      ['split', '\n\n'],
      ['split', '\n\n'],
    ]);
    expect(edits.every((edit) => edit.reason === PARAGRAPH_BREAK_REASON)).toBe(true);
    expect(paragraphs(COPIED)).toBe(1);
    const rewrite = applyEdits(
      COPIED,
      edits.map((edit, index) => ({
        ...edit,
        id: `e${index}`,
        passageTitle: '',
        before: COPIED.slice(edit.start, edit.end),
        isAcceptedByDefault: true,
      })),
      new Set(edits.map((_, index) => `e${index}`)),
    );
    expect(paragraphs(rewrite)).toBe(3);
  });

  it('leaves Markdown written a sentence per line, or wrapped at a width, as one paragraph', () => {
    const perSentence =
      'The handbook outlines the principles.\nYet it is the guidelines that give the specifics.\nMost people learn them in a week.';
    const wrapped =
      'Carbonara is a simple dish. The quality of your ingredients makes or breaks it. Use guanciale from\nthe butcher and organic eggs. Grate the cheese fresh, and keep the pan off the heat.';
    expect(propose(perSentence).edits).toEqual([]);
    expect(propose(wrapped).edits).toEqual([]);
    // The positive side: the same sentences, a paragraph to a line, are cut.
    expect(propose(COPIED).edits.length).toBeGreaterThan(0);
  });

  it('keeps a line that points back at the one before in its paragraph', () => {
    const text = [
      'We send swag to developers who contribute. Gifts go out every week from our warehouse.',
      'This includes: stickers, shirts and hoodies for every contributor.',
      'Our store opened in May. It ships to every country where our payment provider works.',
    ].join('\n');
    const breaks = propose(text).edits.map((edit) => text.slice(0, edit.start).split('\n').length);
    // Only the break before the third line: the second leans on the first.
    expect(breaks).toEqual([2]);
  });

  it('makes lines marked with a typographic bullet a Markdown list, word for word', () => {
    const text =
      'A basic account lets you make the transactions of daily life:\n\n  • Depositing money\n  • Withdrawing cash\n  • Sending and receiving payments (direct debits and card payments)\n';
    const { edits, blocks } = propose(text);
    expect(edits).toHaveLength(1);
    expect(edits[0]?.kind).toBe('list');
    expect(edits[0]?.after).toBe(
      '- Depositing money\n- Withdrawing cash\n- Sending and receiving payments (direct debits and card payments)',
    );
    expect(blocks.filter((block) => block.kind === 'list')).toHaveLength(1);
    // A line that only mentions a bullet in its text is not a list item.
    expect(propose('Use the • key on the pad to start a list of your own.\n').edits).toEqual([]);
  });

  it('keeps the lead line a browser’s copy runs into its bullets, and lists the bullets', () => {
    const text =
      'Before you travel, check that you have:\n• A passport valid for six more months\n• A visa where the country asks for one\n';
    const { edits, blocks } = propose(text);
    expect(edits.map((edit) => edit.after)).toEqual([
      '- A passport valid for six more months\n- A visa where the country asks for one',
    ]);
    expect(text.slice(0, edits[0]?.start)).toBe('Before you travel, check that you have:\n');
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'list']);
    // One bulleted line after a lead is a remark, not a list.
    expect(propose('Check that you have:\n• A passport\n').edits).toEqual([]);
  });

  it('sets out a fact box of “label: value” lines as a list', () => {
    const text = 'Company: City of Lyon\nLocation: Lyon, France\nIndustry: Government\n';
    const { edits } = propose(text);
    expect(edits.map((edit) => [edit.kind, edit.after])).toEqual([
      ['list', '- Company: City of Lyon\n- Location: Lyon, France\n- Industry: Government'],
    ]);
    expect(pastedKindOf({ ...(edits[0] as (typeof edits)[number]), before: text })).toBe(
      'label list',
    );
    // Two labels are a label and a remark; labelled sentences are prose.
    expect(propose('Company: City of Lyon\nLocation: Lyon, France\n').edits).toEqual([]);
    expect(
      propose('Note: the form closes at noon.\nTip: save it first.\nWarning: nothing is kept.\n')
        .edits,
    ).toEqual([]);
  });

  it('keeps a text’s CRLF line ends in the breaks and lists it writes', () => {
    const text = `${COPIED.replace(/\n/g, '\r\n')}\r\n\r\n  • A passport\r\n  • A visa\r\n`;
    const result = improveText(text);
    const written = result.edits.filter((edit) => edit.kind === 'split' || edit.kind === 'list');
    expect(written.map((edit) => edit.after)).toEqual([
      '\n\r\n',
      '\n\r\n',
      '- A passport\r\n- A visa',
    ]);
    expect(result.improvedContent.replace(/\r\n/g, '')).not.toContain('\n');
    expect(improveText(result.improvedContent).improvedContent).toBe(result.improvedContent);
  });

  it('is idempotent and faithful inside the improver', () => {
    const text = `# Travel documents\n\n${COPIED}\n\nYou need:\n  • A valid passport or identity card\n  • A visa where the country asks for one\n`;
    const result = improveText(text);
    const kinds = result.edits.map((edit) => edit.kind);
    expect(kinds.filter((kind) => kind === 'split')).toHaveLength(2);
    expect(kinds).toContain('list');
    expect(result.check.isFaithful).toBe(true);
    expect(improveText(result.improvedContent).improvedContent).toBe(result.improvedContent);
    expect(applyEdits(text, result.edits, defaultAcceptedIds(result.edits))).toBe(
      result.improvedContent,
    );
  });
});
