import type { Document } from '../document/types.ts';
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
const cache = new WeakMap<Document, Research>();

export function researchDocument(document: Document): Research {
  const cached = cache.get(document);
  if (cached) return cached;
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
  };
  cache.set(document, research);
  return research;
}
