import { ANALYZE_FAILED_MESSAGE, NO_DATA_MESSAGE, NO_PROMPT_MESSAGE } from '@citable/engine';

/**
 * The spec's messages for the AI tools (spec 4 and 8), written once: the server sends them,
 * the browser shows them and the tests pin them, all through these names. The analyzer's
 * own messages (spec 5 "AI response parsing") live with its parser in the engine.
 */
export const TOOL_MESSAGES = {
  /** Spec 4 "Analyzer": the prompt query has not answered yet. */
  promptNotLoaded: 'System prompt not loaded yet. Please wait or refresh the page.',
  /** Spec 4 and 7: no prompt to send (analyzer in the browser, keyword research on the server). */
  promptEmpty: 'No system prompt available. Please refresh the page or configure your prompt.',
  /** Spec 7: the analyzer prompt is missing on the server. */
  noAnalyzerPrompt: NO_PROMPT_MESSAGE,
  /** Spec 4 "Improver": the improvement prompt is missing. */
  improvementPromptMissing:
    'System prompt not configured. Please set up the Content Improvement prompt in the Direct Prompt Editor.',
  analyzeBlank: 'Please enter some content to analyze.',
  improveBlank: 'Please enter some content to improve.',
  extractKeywordsBlank: 'Please enter some content to extract keywords from.',
  keywordBlank: 'Please enter a keyword or topic.',
  noAnalysisData: NO_DATA_MESSAGE,
  analyzeFailed: ANALYZE_FAILED_MESSAGE,
  improveFailed: 'Failed to improve content',
  improveGenericFailure: 'An error occurred while improving your content. Please try again.',
  researchFailed: 'Failed to generate AI keywords',
  /** Spec 4 "Keyword research": shown in the results area when the research failed. */
  researchFailedDisplay: 'An error occurred while generating AI keywords. Please try again.',
  /** Spec 8: an answer the browser cannot read. */
  unexpectedFormat: 'Unexpected response format from server.',
} as const;

/** Spec 8: no answer came back at all (offline, server down). */
export const NETWORK_FAILURE = 'Could not reach the server. Please check your connection.';
