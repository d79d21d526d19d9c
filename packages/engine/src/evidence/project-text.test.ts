import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeEntities } from '../document/decode-entities.ts';
import { keysOf, projectText } from './project-text.ts';

// projectText and keysOf read ASCII by character codes, for speed. The reading they must keep
// is the plain one, a regular expression per character, written out here once more.
const ALNUM = /[\p{L}\p{N}]/u;
const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/giy;

function keysByCharacter(text: string): string {
  let keys = '';
  for (const char of text) if (ALNUM.test(char)) keys += char.toLowerCase();
  return keys;
}

/** projectText without its hidden markup: every character visited, each by the expression. */
function projectByCharacter(text: string, from: number, to: number) {
  const keys: string[] = [];
  const offsets: number[] = [];
  const ends: number[] = [];
  const push = (chars: string, start: number, end: number) => {
    for (const char of chars) {
      if (!ALNUM.test(char)) continue;
      for (const lower of char.toLowerCase()) {
        keys.push(lower);
        offsets.push(start);
        ends.push(end);
      }
    }
  };
  let index = from;
  while (index < to) {
    const code = text.codePointAt(index) as number;
    const width = code > 0xffff ? 2 : 1;
    if (text[index] === '&') {
      ENTITY.lastIndex = index;
      const entity = ENTITY.exec(text);
      if (entity) {
        push(decodeEntities(entity[0]), index, index + entity[0].length);
        index += entity[0].length;
        continue;
      }
    }
    push(String.fromCodePoint(code), index, index + width);
    index += width;
  }
  return { keys: keys.join(''), offsets, ends };
}

const REAL = new URL('../fixtures/real/', import.meta.url);
const realTexts = readdirSync(REAL)
  .filter((file) => file !== 'SOURCES.md')
  .map((file) => [file, readFileSync(new URL(file, REAL), 'utf8')] as const);

describe('projectText and keysOf', () => {
  it.each(realTexts)('read %s as the per-character reading does', (_file, text) => {
    expect(keysOf(text)).toBe(keysByCharacter(text));
    // Plain text has no markup to hide, so the projection is the whole text's.
    if (!/[<[&]/.test(text)) {
      const projection = projectText(text);
      const expected = projectByCharacter(text, 0, text.length);
      expect(projection.keys).toBe(expected.keys);
      expect([...projection.offsets]).toEqual(expected.offsets);
      expect([...projection.ends]).toEqual(expected.ends);
    }
  });

  it('read capitals, digits, entities and letters outside ASCII alike', () => {
    const text = 'Ünïcode İstanbul ΣΊΣΥΦΟΣ 𝐀𝐁 &eacute;t&#233; &amp; Zlib 1.2.13, ÆSIR.';
    const expected = projectByCharacter(text, 0, text.length);
    const projection = projectText(text);
    expect(projection.keys).toBe(expected.keys);
    expect([...projection.offsets]).toEqual(expected.offsets);
    expect([...projection.ends]).toEqual(expected.ends);
    expect(keysOf(text)).toBe(keysByCharacter(text));
  });
});
