// User-facing messages of spec §5 "AI response parsing" and §8 "Analyzer", word for word.

export const EMPTY_RESPONSE_MESSAGE = 'Empty response from AI.';
export const NO_SCORES_MESSAGE = 'Could not extract any scoring data from AI response';
export const PARSER_ERROR_PREFIX = 'Parser error:';
export const PARSE_ERROR_FACTOR = 'Parse Error';
export const RESPONSE_FORMAT_ISSUE_TITLE = 'Response Format Issue';
export const RESPONSE_FORMAT_ISSUE_DESCRIPTION =
  'The AI response could not be parsed. Please try analyzing again or check the system prompt configuration.';
export const ERROR_FACTOR = 'Error';
export const CONFIGURATION_REQUIRED_TITLE = 'Configuration Required';
export const NO_PROMPT_MESSAGE =
  'No authoritarian system prompt configured. Please configure your prompt in the Direct Prompt Editor.';
export const ANALYZE_FAILED_MESSAGE = 'Failed to analyze content';
export const NO_DATA_MESSAGE = 'No data returned from analysis.';

/** "Parser failure: 'Parser error:' followed by the message" (spec §8 "Analyzer"). */
export function formatParserError(message: string): string {
  return `${PARSER_ERROR_PREFIX} ${message}`;
}
