import type { Lexicon } from '../research-topic/lexicon.ts';
import type { AreSynonyms } from './propose-wording.ts';

/** Two words are synonyms when one WordNet synset holds both as they are written. */
export function synonymsOf(lexicon: Lexicon): AreSynonyms {
  return (a, b) => {
    const theirs = new Set(lexicon.senses(b).map((sense) => sense.synset));
    return lexicon.senses(a).some(
      (sense) =>
        theirs.has(sense.synset) &&
        lexicon
          .members(sense.synset)
          .map((member) => member.toLowerCase())
          .includes(a) &&
        lexicon
          .members(sense.synset)
          .map((member) => member.toLowerCase())
          .includes(b),
    );
  };
}
