import type { AnalysisEvidence } from '@citable/engine';
import type {
  CitationMap,
  ImprovementFactors,
  KeywordItem,
  TargetImprovement,
} from '@citable/schemas';

/**
 * One interface for the builtin engine and any OpenAI-compatible LLM (DESIGN.md 1): both give
 * the same shapes, so the screens cannot tell them apart.
 */
export interface CallOptions {
  systemPrompt: string;
  /** Aborted when the browser goes away or the time limit passes. */
  signal?: AbortSignal;
  /** Who asks (the account, or the testers of one address): the admission queue's turns. */
  caller?: string;
}

export interface ImproveResult {
  improvedContent: string;
  improvementFactors?: ImprovementFactors;
  /** Issue 36: each target before and after, when the provider measured them itself. */
  targets?: TargetImprovement[];
}

/** Issue 32: the accepted edits' factors; with target questions, each target before and after. */
export interface RescoredImprovement {
  factors: ImprovementFactors;
  targets?: TargetImprovement[];
}

/** Issue 36: the writer's target questions, given to improve and to its rescoring. */
export interface TargetOptions {
  targetQuestions?: readonly string[];
}

export interface AiProvider {
  readonly name: 'builtin' | 'openai';
  /** The raw analysis text that the spec's parser reads. */
  analyze(content: string, options: CallOptions): Promise<string>;
  /** `onDelta` receives the improved text as it is produced. */
  improve(
    content: string,
    options: CallOptions & TargetOptions & { onDelta?: (text: string) => void },
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
  /**
   * Where the findings of this provider's analysis of the text point (issue 13): the builtin
   * engine knows; for any other provider the server anchors only what the answer quotes
   * (services/functions/find-evidence.ts).
   */
  findEvidence?(
    content: string,
    options: Omit<CallOptions, 'systemPrompt'>,
  ): Promise<AnalysisEvidence>;
  /**
   * Issue 32: the factors of the original with the accepted edits of the builtin improver's
   * proposal, measured with the same knowledge as its improve call, and with target questions
   * each target's report on the original and on the text with those edits (issue 36); null
   * when an id is not one of the edits it proposes for this text. Only the builtin provider proposes edits; see
   * services/functions/rescore-improvement.ts.
   */
  rescoreImprovement?(
    content: string,
    acceptedEditIds: readonly string[],
    options: Omit<CallOptions, 'systemPrompt'> &
      TargetOptions & {
        /**
         * Called before the edits are proposed anew, when this text's improve call is not at
         * hand (another instance served it, or it is no longer stored): that work is charged
         * like the improve call it repeats.
         */
        beforeImproving: () => Promise<void>;
      },
  ): Promise<RescoredImprovement | null>;
  /**
   * Whether this provider keeps the answer for this text (the builtin engine's results of
   * identical texts): such a call costs nothing and skips the admission queue (issue 37).
   */
  isAnswered?(tool: 'analyze' | 'improve' | 'keywords', content: string): boolean;
  /**
   * Refuses at once (503 with Retry-After) when the admission queue is full, so a route can
   * refuse before it reads the body or the database (concurrency-cap.ts).
   */
  assertAdmissible?(): void;
  /** Frees what the provider holds (the builtin engine's worker threads). */
  close?(): Promise<void>;
}
