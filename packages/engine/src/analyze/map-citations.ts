import { buildDocument } from '../document/build-document.ts';
import { buildCitationMap, type CitationMap } from '../passages/build-citation-map.ts';
import { testRetrieval } from '../passages/test-retrieval.ts';
import { measureSubstance } from '../research/measure-substance.ts';
import { type EngineKnowledge, NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';

/**
 * The citation map of a text on its own, for an analysis whose scores another provider wrote:
 * the server shows it beside any AI's analysis, always computed by this engine. It reads the
 * document's kind as the analysis does, so both give the same map.
 */
export function mapCitations(text: string, knowledge: EngineKnowledge = NO_KNOWLEDGE): CitationMap {
  const document = buildDocument(typeof text === 'string' ? text : '');
  return buildCitationMap(testRetrieval(document, knowledge), {
    kind: measureSubstance(document).kind,
  });
}
