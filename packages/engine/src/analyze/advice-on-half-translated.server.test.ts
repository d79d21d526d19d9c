import { describe, expect, it } from 'vitest';
import { assessDocument } from './assess-document.ts';
import { advice, fixture, knowledge } from './real-document-advice.server.ts';

const language = (file: string) =>
  assessDocument(fixture(file), knowledge).research.vocabulary.language;

describe('a manual page half translated into German', () => {
  // passwd(1) in German sets German and English paragraphs in turn (16% English function
  // words, 15% German): read as English, its German sentences got a Flesch score of 48 and
  // "Use plainer words".
  it('is read as German, so its English wording rules stay neutral (passwd(1))', () => {
    expect(language('manual-passwd-de.txt').name).toBe('German');
    expect(advice(fixture('manual-passwd-de.txt'))).not.toMatch(
      /Use plainer words|Flesch reading ease/,
    );
  });

  it('is still read as English where only its section names are German (chage(1))', () => {
    expect(language('manual-chage-de.txt').isEnglish).toBe(true);
  });
});
