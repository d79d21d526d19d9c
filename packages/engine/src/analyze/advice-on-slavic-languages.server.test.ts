import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document.ts';
import { advice, fixture, knowledge } from './real-document-advice.server.ts';

// Biome's README in Russian, Ukrainian and Polish was read as English whose words hold no
// linking words ("the text reads as a list of words", 4% of them), and scored 6 to 8 of 100
// where the English README scores 61.
const overall = (file: string) => analyzeDocument(fixture(file), knowledge).overallScore;

describe.each([
  ['biome-readme-ru.md', 'Russian'],
  ['biome-readme-uk.md', 'Ukrainian'],
  ['biome-readme-pl.md', 'Polish'],
])('%s', (file, language) => {
  it(`is read as ${language}, not as a list of words`, () => {
    const lines = advice(fixture(file));
    expect(lines).not.toMatch(/list of words|Write full sentences/);
    expect(lines).toContain(`The text appears to be in ${language} rather than English`);
  });

  it('scores within 5 points of the English README', () => {
    expect(Math.abs(overall(file) - overall('biome-readme-en.md'))).toBeLessThanOrEqual(5);
  });

  it('is not asked to rewrite its installation section as a question', () => {
    expect(advice(fixture(file))).not.toMatch(
      /headings such as ‘(?:Установка|Встановлення|Instalacja)’/,
    );
  });

  it('is not asked to rewrite "More about Biome" or its sponsors as a question', () => {
    // "Больше о Biome" was proposed as the heading to rewrite: a list of links asks nothing,
    // and neither does "Спонсорство и финансирование проекта" nor "Platynowi Sponsorzy".
    expect(advice(fixture(file))).not.toMatch(
      /headings such as ‘(?:Больше о|Більше про|Więcej o|Спонсорство|Platynowi Sponsorzy)/,
    );
  });
});
