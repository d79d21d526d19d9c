import { describe, expect, it } from 'vitest';
import {
  phraseDefinitionQuestionIn,
  phraseHeadingQuestionIn,
  readsAsEnglish,
} from './phrase-questions-in-language.ts';

const ask = (language: string, heading: string, isQuestionLed = false) =>
  phraseHeadingQuestionIn(language, heading, isQuestionLed)?.text ?? null;

describe('phraseHeadingQuestionIn', () => {
  it('keeps a heading that is a question, with the language’s own mark', () => {
    expect(ask('French', 'Comment installer xz')).toBe('Comment installer xz ?');
    expect(ask('German', 'Wie funktioniert die Kompression')).toBe(
      'Wie funktioniert die Kompression?',
    );
    expect(ask('Spanish', '¿Qué es Biome?')).toBe('¿Qué es Biome?');
  });

  it('asks what a name is, in the language', () => {
    expect(ask('German', 'LZMA2')).toBe('Was ist LZMA2?');
    expect(ask('Russian', 'LZMA2')).toBe('Что такое LZMA2?');
    expect(ask('French', 'LZMA2')).toBe("Qu'est-ce que LZMA2 ?");
    expect(ask('French', 'iOS')).toBe("Qu'est-ce qu'iOS ?");
    expect(ask('Spanish', 'Node.js')).toBe('¿Qué es Node.js?');
  });

  it('leaves unasked a phrase it cannot phrase, and a section named by convention', () => {
    expect(ask('French', "Mode d'opération")).toBeNull();
    // A German plural needs no article: "Andere Optionen" is asked (see the real-text test).
    expect(ask('German', 'Andere Optionen')).toBe('Was sind andere Optionen?');
    expect(ask('French', 'NOM')).toBeNull();
    expect(ask('Japanese', 'XZ')).toBeNull();
  });
});

describe('readsAsEnglish', () => {
  it('tells an English sentence of a French manual from a French one', () => {
    expect(readsAsEnglish(['xz', 'is', 'a', 'general-purpose', 'tool'], 'French')).toBe(true);
    expect(readsAsEnglish(['xz', 'compresse', 'chaque', 'fichier', 'de', 'la'], 'French')).toBe(
      false,
    );
  });
});

describe('phraseDefinitionQuestionIn', () => {
  const define = (language: string, sentence: string) =>
    phraseDefinitionQuestionIn(language, sentence)?.text ?? null;

  it('asks what a name that a sentence defines is', () => {
    expect(define('French', 'Biome est un outil de formatage rapide pour JavaScript.')).toBe(
      "Qu'est-ce que Biome ?",
    );
    expect(define('Portuguese', 'Biome é uma ferramenta de alto desempenho.')).toBe(
      'O que é Biome?',
    );
  });

  it('leaves a pronoun or an article opening the sentence unasked', () => {
    expect(define('French', 'Il est un outil rapide.')).toBeNull();
    expect(define('German', 'Das Programm ist ein Werkzeug.')).toBeNull();
  });
});
