import { buildDocument } from '../document/build-document.ts';
import { type EngineKnowledge, NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';
import { buildCitationMap, type CitationMap } from './build-citation-map.ts';
import { testRetrieval } from './test-retrieval.ts';

/**
 * The citation map of a text on its own, for an analysis whose scores another provider wrote:
 * the server shows it beside any AI's analysis, always computed by this engine.
 */
export function mapCitations(text: string, knowledge: EngineKnowledge = NO_KNOWLEDGE): CitationMap {
  const source = typeof text === 'string' ? text : '';
  return buildCitationMap(testRetrieval(buildDocument(source), knowledge));
}
