import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../../document/build-document.ts';
import { researchDocument } from '../../research/research-document.ts';
import { NO_KNOWLEDGE } from '../../semantic/engine-knowledge.ts';
import { loadTestKnowledge } from '../../semantic/test-knowledge.server.ts';
import { NEUTRAL_SCORE } from '../signal.ts';
import { PERFECT_GATE } from '../test-research.ts';
import { assessRetrievability } from './assess-retrievability.ts';

const knowledge = loadTestKnowledge();
const assess = (text: string, given = knowledge) =>
  assessRetrievability(researchDocument(buildDocument(text), given), PERFECT_GATE);
const signal = (text: string, id: string) => assess(text).signals.find((s) => s.id === id);

// Bodies on three subjects; each answers its own question in a sentence that names it.
const KETTLE =
  'An electric kettle boils one litre of water in about three minutes, because its heating element sits directly in the water.';
const GRINDER =
  'A burr grinder crushes coffee beans between two ridged plates, which gives grounds of one even size for a balanced cup.';
const TEAPOT =
  'A clay teapot keeps green tea warm for longer than glass, since the thick walls hold the heat of the water.';

const ANSWERED = `## How fast does an electric kettle boil water?\n\n${KETTLE}\n\n## How does a burr grinder work?\n\n${GRINDER}\n\n## Why use a clay teapot for green tea?\n\n${TEAPOT}\n`;
const UNANSWERED = `## How do I reset my router password?\n\n${KETTLE}\n\n## What is the capital of Peru?\n\n${GRINDER}\n\n## When was the printing press invented?\n\n${TEAPOT}\n`;
const NO_HEADINGS = `${KETTLE}\n\n${GRINDER}\n\n${TEAPOT}\n`;

describe('assessRetrievability, from the retrieval test', () => {
  it('credits question headings only when the passage below answers them', () => {
    const answered = assess(ANSWERED).score;
    const unanswered = assess(UNANSWERED).score;
    expect(answered).toBeGreaterThan(unanswered + 15);
    // Unanswered question headings add nothing over the same bodies without them.
    expect(unanswered).toBeLessThanOrEqual(assess(NO_HEADINGS).score);
  });

  it('names the passage and the question it fails', () => {
    const found = signal(UNANSWERED, 'found-by-keyword');
    // The body under the question shares none of its words: no rank is quoted, since a rank
    // among passages that all score nothing means nothing.
    expect(found?.problem).toMatch(
      /the body of passage 1 under ‘How do I reset my router…’ holds none of the words of ‘How do I reset my router password’/,
    );
    expect(found?.fix?.detail).toContain('so answer it there in the question’s terms');
    expect(found?.fix?.detail).not.toMatch(/it ranks/);
  });

  it('says how many of the question’s words the body holds when it holds some', () => {
    // procps' FAQ answers "Why don't I see SMP (per-CPU) stats in top?" with "Per-CPU stats
    // are disabled by default...": 2 of its 5 key words, too few to match, but not none.
    const faq = readFileSync(
      new URL('../../fixtures/real/procps-faq.txt', import.meta.url),
      'utf8',
    );
    const found = signal(faq, 'found-by-keyword');
    expect(found?.problem).toMatch(
      /the body of passage 2 under ‘Why don’t I see SMP \(per-CPU\)…’ holds only 2 of the 5 key words of ‘Why don’t I see SMP \(per-CPU\) stats in top’/,
    );
    expect(found?.problem).not.toMatch(/holds none of the words/);
    expect(found?.fix?.detail).toContain('holds only 2 of the 5 key words of');
  });

  it('counts quotable answers: self-contained sentences that name their subject', () => {
    const leaning = ANSWERED.replace(KETTLE, 'Yes, it does. It is fast.').replace(
      GRINDER,
      'This is why it works so well for most people who try it at home every day.',
    );
    expect(signal(ANSWERED, 'quotable-answers')?.score).toBeGreaterThan(
      signal(leaning, 'quotable-answers')?.score ?? 1,
    );
    expect(signal(leaning, 'quotable-answers')?.problem).toMatch(
      /Quotable answers are missing: \d+ of \d+ questions/,
    );
  });

  it('leaves retrieval by meaning neutral without word vectors', () => {
    const meaning = assess(ANSWERED, NO_KNOWLEDGE).signals.find((s) => s.id === 'found-by-meaning');
    // A signal that cannot be tested sits at the neutral half score (signal.ts).
    expect(meaning?.score).toBe(NEUTRAL_SCORE);
    expect(meaning?.evidence).toMatch(/No word vectors were given/);
    expect(signal(ANSWERED, 'found-by-meaning')?.weight).toBeGreaterThan(0);
  });

  it('gives a text with nothing to ask about no credit, and says why with a count', () => {
    const result = assess('It works. You can try it. That is all there is to it, really, for now.');
    expect(result.score).toBe(0);
    expect(result.signals[0]?.problem).toMatch(/none of 1 passage names a subject/);
  });
});
