import { buildDocument } from '../document/build-document.ts';
import type { Document } from '../document/types.ts';
import { buildCitationMap, type CitationMap } from '../passages/build-citation-map.ts';
import { testRetrieval } from '../passages/test-retrieval.ts';
import { readDocumentKind } from '../research/classify-kind.ts';
import { type EngineKnowledge, NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';

/** The citation map of a document, read with its kind as the analysis reads it. */
export function mapDocumentCitations(document: Document, knowledge: EngineKnowledge): CitationMap {
  return buildCitationMap(testRetrieval(document, knowledge), { kind: readDocumentKind(document) });
}

/**
 * The citation map of a text on its own, for an analysis whose scores another provider wrote:
 * the server shows it beside any AI's analysis, always computed by this engine. It reads the
 * document's kind as the analysis does, so both give the same map.
 */
export function mapCitations(text: string, knowledge: EngineKnowledge = NO_KNOWLEDGE): CitationMap {
  return mapDocumentCitations(buildDocument(typeof text === 'string' ? text : ''), knowledge);
}
