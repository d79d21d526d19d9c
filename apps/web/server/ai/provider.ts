import type { CitationMap, ImprovementFactors, KeywordItem } from '@citable/engine';

/**
 * One interface for the builtin engine and any OpenAI-compatible LLM (DESIGN.md 1): both give
 * the same shapes, so the screens cannot tell them apart.
 */
export interface CallOptions {
  systemPrompt: string;
  /** Aborted when the browser goes away or the time limit passes. */
  signal?: AbortSignal;
}

export interface ImproveResult {
  improvedContent: string;
  improvementFactors?: ImprovementFactors;
}

export interface AiProvider {
  readonly name: 'builtin' | 'openai';
  /** The raw analysis text that the spec's parser reads. */
  analyze(content: string, options: CallOptions): Promise<string>;
  /** `onDelta` receives the improved text as it is produced. */
  improve(
    content: string,
    options: CallOptions & { onDelta?: (text: string) => void },
  ): Promise<ImproveResult>;
  extractKeywords(
    content: string,
    options: Omit<CallOptions, 'systemPrompt'>,
  ): Promise<KeywordItem[]>;
  researchKeyword(keyword: string, options: CallOptions): Promise<string>;
  /**
   * The builtin engine's citation map of a text (DESIGN.md 4), shown beside any provider's
   * analysis. Only the builtin provider has it; see services/functions/map-citations.ts.
   */
  mapCitations?(content: string, options: Omit<CallOptions, 'systemPrompt'>): Promise<CitationMap>;
  /** Frees what the provider holds (the builtin engine's worker threads). */
  close?(): Promise<void>;
}
