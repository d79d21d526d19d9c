import { describe, expect, it } from 'vitest';
import { LANGUAGE_PACKS } from '../languages/packs.ts';
import { findSentenceFacts } from './find-figures.ts';
import { segmentWords } from './segment-text.ts';

const facts = (sentence: string, code: 'en' | 'de' | 'fr' | 'es' = 'en') =>
  findSentenceFacts(
    sentence,
    segmentWords(sentence, code),
    LANGUAGE_PACKS[code],
    new Set(['the', 'der', 'le', 'el']),
  );

describe('findSentenceFacts', () => {
  it.each([
    ['Mix 100 g of flour with 75 ml of water.', 'en'],
    ['Proof the dough at 20–30 °C for three hours.', 'en'],
    ['The Pro plan costs $499 a year.', 'en'],
    ['Das Ticket kostet 29,40 € und gilt drei Stunden.', 'de'],
    ['Le prix a augmenté de 12 % en 2024.', 'fr'],
    ['El vuelo dura 11 horas y cuesta 640 euros.', 'es'],
  ] as const)('finds the figures in "%s"', (sentence, code) => {
    expect(facts(sentence, code).figures).toBeGreaterThan(0);
  });

  it('does not read a version number or a sentence without figures as a figure', () => {
    expect(facts('Install v2.3.1 from the release page.').figures).toBe(0);
    expect(facts('Remote work is great for everyone.').figures).toBe(0);
    expect(facts('Prices rose 3.2% in March.').figures).toBeGreaterThan(0);
  });

  it('finds named things inside a sentence', () => {
    expect(
      facts('Prices rose, according to the Bureau of Labor Statistics.').names,
    ).toBeGreaterThan(0);
    expect(facts("Selon l'Insee, les prix montent.", 'fr').names).toBeGreaterThan(0);
    expect(facts('Die Deutsche Bahn fährt ab Berlin.', 'de').names).toBeGreaterThan(0);
    expect(facts('Das Ticket gilt heute.', 'de').names).toBe(0);
  });
});
