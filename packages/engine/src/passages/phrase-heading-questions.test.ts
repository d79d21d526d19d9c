import { describe, expect, it } from 'vitest';
import { phraseHeadingQuestion } from './phrase-questions.ts';

// Headings of gcc's README.Debian (Debian package cpp, gcc-defaults), asked as a reader would.
const ask = (heading: string) => phraseHeadingQuestion(heading, false)?.text ?? null;

describe('a heading asked as a question', () => {
  it('a heading that states something is asked whether it holds', () => {
    expect(ask('gcc/g++/... are not handled using alternatives')).toBe(
      'Are gcc/g++/... handled using alternatives?',
    );
  });

  it('a plural noun qualified by a phrase is asked about in the plural, in lower case', () => {
    expect(ask('Versions of GCC present in Debian Stretch')).toBe(
      'What are versions of GCC present in Debian Stretch?',
    );
  });

  it("a quality alone asks nothing: fast-check's README heads its selling points so", () => {
    for (const heading of ['Trusted', 'Powerful', 'Flexible', 'Fast'])
      expect(ask(heading)).toBeNull();
    // A name, or a quality that qualifies a noun, is still asked.
    expect(ask('Valgrind')).toBe('What is Valgrind?');
    expect(ask('Trusted sources')).toBe('What are trusted sources?');
  });

  it('a name alone stays singular, and a singular head stays singular', () => {
    expect(ask('Kubernetes')).toBe('What is Kubernetes?');
    expect(ask('Choice of compilers')).toBe('What is choice of compilers?');
  });

  it("a paper's or README's Abstract, Introduction or Feedback names a part, not a subject", () => {
    for (const heading of [
      'Abstract',
      'Introduction',
      'Feedback appreciated',
      'Background',
      'Maintainers of these packages',
      'Related Packages',
    ])
      expect(ask(heading)).toBeNull();
  });
});
