// Test helper: hand-made research objects, so each assessment can be tested on the exact
// measurements it reads (STYLE.md convention 7). Not exported from the package.
import { buildDocument } from '../document/build-document.ts';
import { tokenize } from '../document/tokenize.ts';
import type { Sentence } from '../document/types.ts';
import { researchDocument } from '../research/research-document.ts';
import type { Research } from '../research/types.ts';
import type { QualityGate } from './quality-gates.ts';

type Overrides = {
  [K in keyof Research]?: K extends 'wordCount' | 'document' ? Research[K] : Partial<Research[K]>;
};

export const PERFECT_GATE: QualityGate = { factor: 1, stuffing: 0, issues: [] };

export function createSentence(text: string, overrides: Partial<Sentence> = {}): Sentence {
  return {
    text,
    words: tokenize(text),
    hasLink: false,
    hasCitation: false,
    kind: 'paragraph',
    paragraph: 1,
    section: 0,
    passage: 0,
    ...overrides,
  };
}

/** Research of an empty document with the given measurements laid over it. */
export function createResearch(overrides: Overrides = {}): Research {
  const base = researchDocument(buildDocument(''));
  const research = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(overrides)) {
    const current = research[key];
    research[key] =
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      typeof current === 'object'
        ? { ...(current as object), ...value }
        : value;
  }
  return research as unknown as Research;
}
