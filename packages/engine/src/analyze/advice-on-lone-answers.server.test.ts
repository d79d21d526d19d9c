import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document.ts';
import { advice, fixture, knowledge } from './real-document-advice.server.ts';

// One answer of a real FAQ pasted alone, its question left out: the way a writer checks the
// answer they are drafting. It states facts ("zlib doesn't support encryption") rather than
// defining a term or naming what a thing does, and used to be asked no question at all, so
// its Retrievability was 0 and its evidence read "0 of 0 questions".
const RETRIEVABILITY = 'Retrievability & Extractability';

describe.each([
  ['zlib-faq-answer-encryption.txt', 'Does zlib support encryption?'],
  ['zlib-faq-answer-deflate64.txt', 'Has PKWare decided to keep that format proprietary?'],
  // "Yes. It has been tested on 64-bit machines": the verdict says "it" was asked about.
  ['zlib-faq-answer-64-bit.txt', 'Has it been tested on 64-bit machines?'],
])('%s, pasted alone', (file, question) => {
  const text = fixture(file);
  const analysis = analyzeDocument(text, knowledge);

  it('is asked the yes/no question its statement settles', () => {
    expect(analysis.citationMap.entries.map((entry) => entry.question)).toContain(question);
  });

  it('gets a Retrievability score from that question, with no "0 of 0" evidence', () => {
    const criterion = analysis.criteria.find((item) => item.name === RETRIEVABILITY);
    expect(criterion?.score).toBeGreaterThan(0);
    expect(criterion?.evidence.join('\n')).not.toMatch(/\b0 of 0\b/);
    expect(advice(text)).not.toMatch(/Retrieval targets are missing/);
  });
});

describe('a short answer about one thing names it often', () => {
  it('zlib\'s 39-word answer on encryption is not told it stuffs "encryption"', () => {
    expect(advice(fixture('zlib-faq-answer-encryption.txt'))).not.toMatch(/keyword stuffing/);
  });

  it('a short text that repeats its keyword in every phrase still is', () => {
    const stuffed = [
      'Cheap flights are here: find cheap flights to Rome, cheap flights to Paris and cheap flights to Oslo.',
      'Our cheap flights beat other cheap flights, so book cheap flights with the cheap flights experts.',
      'Cheap flights for families, cheap flights for students and cheap flights for everyone else wait for you.',
    ].join(' ');
    expect(advice(stuffed)).toMatch(/keyword stuffing/);
  });
});

describe('a lone answer is asked for one question heading, not two', () => {
  it("zlib's answer on Deflate64 is told to head itself with its question", () => {
    const lines = advice(fixture('zlib-faq-answer-deflate64.txt'));
    expect(lines).toMatch(/Head the text with the question it answers/);
    expect(lines).not.toMatch(/headings phrased as the questions the text answers/);
  });
});
