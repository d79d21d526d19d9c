import type { Document } from '../document/types.ts';
import { testRetrieval } from '../passages/test-retrieval.ts';
import { type EngineKnowledge, NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';
import { measureConversation } from './measure-conversation.ts';
import { measureParagraphs } from './measure-paragraphs.ts';
import { measureReadability } from './measure-readability.ts';
import { measureRetrieval } from './measure-retrieval.ts';
import { measureSources } from './measure-sources.ts';
import { measureStructure } from './measure-structure.ts';
import { measureSubstance } from './measure-substance.ts';
import { measureVocabulary } from './measure-vocabulary.ts';
import type { Research } from './types.ts';

// Measured once per document and shared by every assessment (STYLE.md convention 7).
const cache = new WeakMap<Document, { knowledge: EngineKnowledge; research: Research }>();

/**
 * Every measurement of the document. `knowledge` carries the word vectors the semantic
 * retriever needs (see EngineKnowledge).
 */
export function researchDocument(
  document: Document,
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
): Research {
  const cached = cache.get(document);
  if (cached && cached.knowledge === knowledge) return cached.research;
  const research: Research = {
    document,
    wordCount: document.wordCount,
    readability: measureReadability(document),
    paragraphs: measureParagraphs(document),
    structure: measureStructure(document),
    sources: measureSources(document),
    retrieval: measureRetrieval(document),
    vocabulary: measureVocabulary(document),
    conversation: measureConversation(document),
    substance: measureSubstance(document),
    passages: testRetrieval(document, knowledge),
  };
  cache.set(document, { knowledge, research });
  return research;
}
