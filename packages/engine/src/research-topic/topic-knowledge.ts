import type { WordVectors } from '../semantic/word-vectors.ts';
import type { Lexicon } from './lexicon.ts';

/** One word of a topic as the part-of-speech tagger reads it. */
export interface TaggedWord {
  text: string;
  /** Universal POS tag: NOUN, PROPN, VERB, ADJ, ADP, PART, ADV, DET, NUM, CCONJ, PRON, AUX... */
  pos: string;
  lemma: string;
}

/** The languages whose topics get patterns of their own. */
export type TopicLanguage = 'en' | 'de' | 'fr' | 'es';

/**
 * What the keyword research knows, loaded once per thread by load-topic-knowledge.server.ts:
 * WordNet 3.1 (senses, categories, relations), the GloVe word vectors, a part-of-speech
 * tagger and lemmatizer (wink-nlp's English model), and a language guesser (franc-min).
 */
export interface TopicKnowledge {
  lexicon: Lexicon;
  vectors: WordVectors;
  tag(text: string): TaggedWord[];
  /** How much the text reads as each language, 0 to 1 (franc's scores). */
  languages(text: string): Partial<Record<TopicLanguage, number>>;
}
