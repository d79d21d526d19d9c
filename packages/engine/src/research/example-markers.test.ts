import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { measureVocabulary } from './measure-vocabulary.ts';

const examplesIn = (text: string) => measureVocabulary(buildDocument(text)).exampleMarkers;

// git's README.Debian brings in its examples with "e.g.:" and "Here's an example for an apache
// virtual server", and was told "the text gives 0 examples".
describe('the words that bring in an example', () => {
  it.each([
    ['Symlinks to the subdirectories are just fine, e.g.: a link per repository.', 1],
    ['Use a short name (e.g. foo) for each repository.', 1],
    ["Here's an example for an apache virtual server.", 1],
    ['Here’s an example for an apache virtual server.', 1],
    ['The following example starts the daemon.', 1],
    ['Repositories such as foo and bar, for example, are served.', 2],
  ])('%s', (text, count) => {
    expect(examplesIn(text)).toBe(count);
  });

  it('an example named without bringing one in counts none', () => {
    expect(examplesIn('The git.example.org server answers on port 9418 of eg.local.')).toBe(0);
  });
});
