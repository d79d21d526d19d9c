import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { francAll } from 'franc-min';
import model from 'wink-eng-lite-web-model';
import winkNLP from 'wink-nlp';
import { loadWordVectors } from '../semantic/load-word-vectors.server.ts';
import { Lexicon } from './lexicon.ts';
import type { TaggedWord, TopicKnowledge, TopicLanguage } from './topic-knowledge.ts';

const FRANC_CODES: Record<string, TopicLanguage> = {
  eng: 'en',
  deu: 'de',
  fra: 'fr',
  spa: 'es',
};

let loaded: TopicKnowledge | undefined;

/**
 * Reads the keyword research's knowledge once per thread: the WordNet index (about 9 MB,
 * built by tools/wordnet), wink-nlp's English model and the word vectors. Nothing is
 * downloaded; the files come with the engine package.
 */
export function loadTopicKnowledge(): TopicKnowledge {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const folder = path.join(
    path.dirname(require.resolve('@citable/engine/package.json')),
    'models/wordnet-3.1',
  );
  const lexicon = new Lexicon(
    readFileSync(path.join(folder, 'wordnet.bin')),
    readFileSync(path.join(folder, 'lemmas.txt'), 'utf8'),
  );
  const nlp = winkNLP(model, ['pos']);
  const { its } = nlp;
  loaded = {
    lexicon,
    vectors: loadWordVectors(),
    tag(text: string): TaggedWord[] {
      const tokens = nlp.readDoc(text).tokens();
      const words = tokens.out() as string[];
      const tags = tokens.out(its.pos) as string[];
      // wink's types give its.lemma another signature than out() takes; it works as documented.
      const lemmas = (tokens.out as (as: unknown) => string[])(its.lemma);
      return words.map((word, index) => ({
        text: word,
        pos: tags[index] ?? 'X',
        lemma: lemmas[index] ?? word,
      }));
    },
    languages(text: string) {
      const scores: Partial<Record<TopicLanguage, number>> = {};
      for (const [code, score] of francAll(text, {
        only: Object.keys(FRANC_CODES),
        minLength: 3,
      })) {
        const language = FRANC_CODES[code];
        if (language) scores[language] = score;
      }
      return scores;
    },
  };
  return loaded;
}
