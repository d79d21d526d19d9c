import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { measureReadability } from '../research/measure-readability.ts';
import { assessDocument } from './assess-document.ts';
import { advice, fixture, knowledge } from './real-document-advice.server.ts';

/**
 * A README's own sentences, three at a time run into one with a comma, so that the long-sentence
 * advice has something to say about real Chinese or Japanese.
 */
function runTogether(file: string): string {
  const sentences = buildDocument(fixture(file))
    .sentences.filter((sentence) => sentence.kind === 'paragraph' && sentence.words.length > 8)
    .map((sentence) => sentence.text.replace(/[。.!！]$/, ''));
  const paragraphs: string[] = [];
  for (let i = 0; i + 2 < sentences.length; i += 3) {
    paragraphs.push(`${sentences.slice(i, i + 3).join('、')}。`);
  }
  return paragraphs.join('\n\n');
}

describe('the length of a Chinese or Japanese sentence, as the writer reads it', () => {
  for (const file of ['biome-readme-ja.md', 'biome-readme-zh-cn.md']) {
    it(`states the count the rule judged, in words named as English ones, for ${file}`, () => {
      const text = runTogether(file);
      const readability = measureReadability(buildDocument(text));
      const longest = [...readability.longSentences].sort(
        (a, b) => b.words.length - a.words.length,
      )[0]!;
      const fix = advice(text)
        .split('\n')
        .find((line) => line.startsWith('Shorten long sentences'));
      expect(fix).toBeDefined();
      // The judged count: the segmenter's words over the words it counts per English word.
      const judged = Math.round(longest.words.length / (readability.wordScale ?? 1));
      expect(judged).toBeLessThan(longest.words.length);
      expect(fix).toContain(`(about ${judged} words as English would count them;`);
      expect(fix).toMatch(/\d+ characters\)/);
      expect(fix).toMatch(/average [\d.]+ words \(as English would count them\)/);
    });
  }

  it('says nothing of English counting in English', () => {
    expect(advice(fixture('biome-readme-en.md'))).not.toMatch(/as English would count/);
  });
});

/** The definition lists of a text, each as its "term: description" items. */
function definitionLists(text: string): string[][] {
  return buildDocument(text)
    .blocks.filter((block) => block.kind === 'list' && block.definitions)
    .map((block) => (block.kind === 'list' ? block.items.map((item) => item.text) : []));
}

describe('sections of names with descriptions in a manual page, in any language', () => {
  it('reads the environment variables of dpkg-name(1) in German as a list, not prose', () => {
    const text = fixture('manual-dpkg-name-de.txt');
    const document = buildDocument(text);
    const lists = definitionLists(text);
    const environment = lists.find((items) => items[0]?.startsWith('DPKG_COLORS:'));
    expect(environment).toHaveLength(2);
    expect(environment?.[1]).toMatch(/^DPKG_NLS: Falls dies gesetzt ist/);
    // A variable's name is no heading, and its description no paragraph of prose.
    expect(document.headings.map((heading) => heading.text)).not.toContain('DPKG_NLS');
    expect(document.paragraphs.some((p) => /DPKG_COLORS|Falls dies gesetzt/.test(p.text))).toBe(
      false,
    );
    // The examples: each command with what it does.
    const examples = lists.find((items) => items[0]?.startsWith('dpkg-name bar-foo.deb:'));
    expect(examples).toHaveLength(4);
  });

  it('reads the terms set in the tag column of free(1) in German, however wide', () => {
    const lists = definitionLists(fixture('manual-free-de.txt'));
    const items = lists.flat();
    // "frei   Ungenutzter Speicher": the description on the term's line, after spaces.
    expect(items).toContain('frei: Ungenutzter Speicher (MemFree und SwapFree in /proc/meminfo)');
    // "--tebi zeigt ...": a term as wide as the column leaves a single space.
    expect(items).toContain('--tebi: zeigt die Speichergröße in Tebibyte an.');
    expect(items.some((item) => item.startsWith('gesamt: zeigt den insgesamt'))).toBe(true);
    const options = lists.find((list) => list[0]?.startsWith('-b, --bytes:'));
    expect(options?.at(-1)).toMatch(/^-V, --version:/);
  });

  it('does not cut a sentence after a list at its first word', () => {
    const paragraphs = buildDocument(fixture('manual-free-de.txt')).paragraphs.map((p) => p.text);
    expect(paragraphs.some((p) => p.startsWith('Der Wert der Spalte gemns.'))).toBe(true);
  });

  it('reads options stacked over one description, and a subsection title above a list', () => {
    const text = fixture('manual-xz-fr.txt');
    const items = definitionLists(text).flat();
    expect(
      items.some((item) => item.startsWith('--lzma1[=options], --lzma2[=options]: Ajouter')),
    ).toBe(true);
    const document = buildDocument(text);
    expect(document.headings.map((heading) => heading.text)).toContain('Autres options');
    expect(items.some((item) => item.startsWith('-q, --quiet: Supprimer'))).toBe(true);
  });

  it('does not read justified prose after a list as a table row (cp(1))', () => {
    const text = fixture('manual-cp.txt');
    expect(
      definitionLists(text)
        .flat()
        .some((item) => item.startsWith('As')),
    ).toBe(false);
    expect(
      buildDocument(text).paragraphs.some((p) => /^As +a +special +case, cp makes/.test(p.text)),
    ).toBe(true);
  });

  it('reads a table of columns before each description as one list (ps(1) in German)', () => {
    const text = fixture('manual-ps-de.txt');
    const items = definitionLists(text).flat();
    expect(items.some((item) => item.startsWith('%cpu %CPU: CPU-Nutzung des Prozesses'))).toBe(
      true,
    );
    expect(items.some((item) => item.startsWith('args BEFEHL: Befehl mit allen'))).toBe(true);
    expect(advice(text)).not.toMatch(/run under ‘CODE HEADER BESCHREIBUNG’/);
  });

  it('does not ask for a heading every 300 words of a manual’s definition lists', () => {
    const said = advice(fixture('manual-ssh.txt'));
    expect(said).not.toMatch(/Add descriptive headings/);
    expect(said).not.toMatch(/Headings are insufficient/);
  });
});

describe('apropos(1) in Spanish: a manual page, sectioned as manual pages are', () => {
  const text = fixture('manual-apropos-es.txt');

  it('is a reference page, not asked to add sections on related questions', () => {
    expect(assessDocument(text, knowledge).research.substance.kind).toBe('reference');
    expect(advice(text)).not.toMatch(/Cover more subtopics/);
  });
});
