import { describe, expect, it } from 'vitest';
import { advice, fixture } from '../analyze/real-document-advice.server.ts';
import { buildDocument } from '../document/build-document.ts';
import { testRetrieval } from './test-retrieval.ts';

/** Every question the retrieval test asks of a text. */
function questionsOf(text: string): { text: string; source: string }[] {
  return testRetrieval(buildDocument(text)).tests.flatMap((test) =>
    test.questions.map((tested) => tested.question),
  );
}

describe('a noun-phrase heading asked in its own language', () => {
  const headingQuestions = (file: string) =>
    questionsOf(fixture(file))
      .filter((question) => question.source === 'heading')
      .map((question) => question.text);

  it('French: the head noun gives the article, a plural asks "Que sont…" (xz(1) in French)', () => {
    // These headings asked nothing, where "Compatibility of LZMA Utils" asks what it is.
    const asked = headingQuestions('manual-xz-fr.txt');
    expect(asked).toContain("Qu'est-ce que la compatibilité des utilitaires LZMA ?");
    expect(asked).toContain('Que sont les autres options ?');
    // "Mode d'opération": "mode" gives no article by its ending, so it is still not asked.
    expect(asked.join(' ')).not.toMatch(/mode d'opération/i);
  });

  it('German: a plural asks "Was sind…", an opening adjective loses its capital (xz(1) in German)', () => {
    const asked = headingQuestions('manual-xz-de.txt');
    expect(asked).toContain('Was sind andere Optionen?');
    expect(asked).toContain('Was sind Voreinstellungsstufen zur Kompression?');
  });
});

describe('the questions asked of a manual page in another language', () => {
  it('asks no English question of a French heading (xz(1) in French)', () => {
    const asked = questionsOf(fixture('manual-xz-fr.txt'));
    const fromHeadings = asked.filter((question) => question.source === 'heading');
    // It was asked "What is mode d'opération?" and "What are autres options?".
    expect(fromHeadings.map((question) => question.text)).not.toContainEqual(
      expect.stringMatching(/^What (?:is|are) /),
    );
    // The paragraphs the translation left in English are still asked in English.
    expect(asked.map((question) => question.text)).toContain('What is xz?');
  });

  it('asks no English question of a German heading (xz(1) in German)', () => {
    const asked = questionsOf(fixture('manual-xz-de.txt')).map((question) => question.text);
    // It was asked "What is Aktionsattribute?" and "What is Andere Optionen?".
    expect(asked).not.toContainEqual(expect.stringMatching(/^What (?:is|are) /));
  });
});

describe('the footer of a manual page in German', () => {
  it('keeps its date whole, "1. Dezember 2022" (xz(1) in German)', () => {
    const sentences = buildDocument(fixture('manual-xz-de.txt')).sentences.map((s) => s.text);
    expect(sentences).toContain('Tukaani 1. Dezember 2022 XZ(1)');
    expect(sentences).not.toContain('Tukaani 1.');
  });
});

describe('a definition in the text’s own language', () => {
  it.each([
    ['biome-readme-fr.md', "Qu'est-ce que Biome ?"],
    ['biome-readme-es.md', '¿Qué es Biome?'],
  ])('%s is asked what its subject is, as its reader asks', (file, question) => {
    const asked = questionsOf(fixture(file));
    // The English README is asked "What is Biome?"; its translations were asked nothing.
    expect(asked).toContainEqual({ ...asked[0], text: question, source: 'definition' });
  });

  it('asks nothing of a subject that opens on an article (xz(1) in German)', () => {
    const asked = questionsOf(fixture('manual-xz-de.txt'))
      .filter((question) => question.source !== 'heading')
      .map((question) => question.text);
    expect(asked.every((question) => /^Was ist (?:LZMA\d)\?$/.test(question))).toBe(true);
  });
});

describe('the sections of a manual page in Italian', () => {
  it('are read as a manual’s sections, not headings to rephrase (man(1) in Italian)', () => {
    const text = fixture('manual-man-it.txt');
    // It was told to rewrite 'NOME' as a question, and to source its list of sections.
    expect(advice(text)).not.toMatch(/headings such as ‘NOME’|Source the claims/);
    expect(questionsOf(text).map((question) => question.text)).not.toContain("Che cos'è NOME?");
  });
});

describe('the vocabulary of a text in another language', () => {
  it.each(['biome-readme-fr.md', 'biome-readme-ja.md'])(
    '%s is not asked for more of it, as its notice says vocabulary is left neutral',
    (file) => {
      expect(advice(fixture(file))).not.toMatch(/Use more of the topic’s vocabulary/);
    },
  );
});

describe("a manual page's NAME line asks what its command is", () => {
  it('dpkg-name(1) in German: "BEZEICHNUNG  dpkg-name - Debian-Pakete … umbenennen"', () => {
    // The page was asked nothing at all.
    expect(questionsOf(fixture('manual-dpkg-name-de.txt')).map((q) => q.text)).toContain(
      'Was ist dpkg-name?',
    );
  });

  it('ls(1): "NAME  ls - list directory contents"', () => {
    expect(questionsOf(fixture('manual-ls.txt')).map((q) => q.text)).toContain('What is ls?');
  });
});
