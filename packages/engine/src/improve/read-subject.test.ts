import { describe, expect, it } from 'vitest';
import { isSameHeading } from './edit-draft.ts';
import { readDefinedSubject, readSentenceSubject } from './read-subject.ts';

// Sentences from Debian's FAQ files and npm READMEs that once gave wrong headings.
describe('subjects a heading may name', () => {
  it('reads a clean subject', () => {
    const sentence = 'Multi-threaded mode is used when the file is large.';
    expect(readSentenceSubject(sentence, `${sentence} Multi-threaded mode needs memory.`)).toBe(
      'Multi-threaded mode',
    );
  });

  it('never opens a subject with a subordinator, nor joins two phrases across an article', () => {
    const since =
      'Since multi-threaded compression is done by splitting the data into blocks, compression is worse.';
    expect(readSentenceSubject(since, `${since} compression compression`)).toBeNull();
    expect(readDefinedSubject('b the RE is a basic RE.')).toBeNull();
    expect(readDefinedSubject('There is a night bus.')).toBeNull();
  });

  it('counts a plural or a possessive as the same heading', () => {
    expect(isSameHeading('Shadow roots', 'Shadow root')).toBe(true);
    expect(isSameHeading("Kernel's name cache", 'Kernel name cache')).toBe(true);
    expect(isSameHeading('Shadow root', 'Closed shadow root')).toBe(false);
    expect(isSameHeading('Process', 'Process')).toBe(true);
    expect(isSameHeading('Class', 'Clas')).toBe(false);
  });
});
