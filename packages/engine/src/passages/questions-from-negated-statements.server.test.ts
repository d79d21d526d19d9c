import { describe, expect, it } from 'vitest';
import { fixture } from '../analyze/real-document-advice.server.ts';
import { phraseYesNoQuestion } from './phrase-questions.ts';

/** The sentence of a real text that opens with these words, on one line. */
function sentenceOf(file: string, opening: string): string {
  const text = fixture(file).replace(/\s+/g, ' ');
  const start = text.indexOf(opening);
  const end = text.indexOf('. ', start);
  return text.slice(start, end + 1);
}

describe('questions asked of statements in real texts', () => {
  it('does not ask "May…?" of a "may not" of chance (pgrep(1))', () => {
    // "Threads may not have the same process name…" was asked "May Threads have the same
    // process name?": a permission the manual never speaks of, and a name made of "threads".
    const sentence = sentenceOf('manual-pgrep.txt', 'Threads may not');
    expect(sentence).toMatch(/^Threads may not have the same process name/);
    expect(phraseYesNoQuestion(sentence)).toBeNull();
  });

  it('writes a plural common noun that opens a sentence in lower case (vim’s README.Debian)', () => {
    const sentence = sentenceOf('vim-readme-debian.txt', 'Modelines have');
    expect(phraseYesNoQuestion(sentence)?.text).toBe(
      'Have modelines been a source of security/resource vulnerabilities?',
    );
  });
});
