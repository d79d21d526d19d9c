import { describe, expect, it } from 'vitest';
import { parseBlocks } from '../document/parse-blocks.ts';
import { dropGenerated } from './drop-generated.ts';
import { IMPROVER_FIXED_TEXT } from './fixed-text.ts';

const headingsLeft = (markdown: string) =>
  dropGenerated(parseBlocks(markdown)).flatMap((block) =>
    block.kind === 'heading' ? [block.text] : [],
  );

const BODY = '## Brewing\n\nCold brew is coffee steeped in cold water. It takes 12 hours.';

describe('dropGenerated', () => {
  it('drops a summary, FAQ and claims list that only repeat the text', () => {
    const improved = [
      '## Summary\n\nCold brew is coffee steeped in cold water.',
      BODY,
      '## Frequently asked questions\n\n### What is cold brew?\n\nCold brew is coffee steeped in cold water.\n\n### Is it slow?\n\nIt takes 12 hours.',
      `## Claims to verify\n\n${IMPROVER_FIXED_TEXT.claimsIntro}\n\n- It takes 12 hours.`,
    ].join('\n\n');
    expect(headingsLeft(improved)).toEqual(['Brewing']);
  });

  it('keeps a user’s own summary that says something new', () => {
    const text = `## Summary\n\nCold brew is smooth and keeps for two weeks.\n\n${BODY}`;
    expect(headingsLeft(text)).toEqual(['Summary', 'Brewing']);
  });

  it('keeps a page of the user’s own questions and answers', () => {
    const page =
      '# Frequently Asked Questions\n\n## What is your return policy?\nYou can return any item within 30 days.\n\n## Do you ship internationally?\nYes. We ship to 42 countries.';
    expect(dropGenerated(parseBlocks(page))).toEqual(parseBlocks(page));
  });

  it('keeps an FAQ section in the improver’s shape whose answers are said nowhere else', () => {
    const text = `${BODY}\n\n## Frequently asked questions\n\n### What is the return policy?\n\nYou can return any item within 30 days.\n\n### Can I pay by card?\n\nYes, we take all major cards.`;
    expect(headingsLeft(text)).toEqual([
      'Brewing',
      'Frequently asked questions',
      'What is the return policy?',
      'Can I pay by card?',
    ]);
  });

  it('keeps a "Claims to verify" section the user wrote', () => {
    const text = `${BODY}\n\n## Claims to verify\n\nOur editors checked these claims with the roaster.`;
    expect(headingsLeft(text)).toContain('Claims to verify');
  });

  it('never lets a summary and an FAQ vouch for each other', () => {
    const text =
      '## Summary\n\nDecaf keeps a little caffeine.\n\n## Frequently asked questions\n\n### Is decaf free of caffeine?\n\nDecaf keeps a little caffeine.\n\n### What is cold brew?\n\nCold brew is coffee steeped in cold water.\n\n' +
      BODY;
    const kept = dropGenerated(parseBlocks(text));
    const words = kept.map((block) => ('text' in block ? block.text : '')).join(' ');
    expect(words).toContain('Decaf keeps a little caffeine.');
  });
});
