import { describe, expect, it } from 'vitest';
import {
  EMPTY_RESPONSE_MESSAGE,
  formatParserError,
  NO_PROMPT_MESSAGE,
  NO_SCORES_MESSAGE,
} from '../messages.ts';
import {
  CONFIGURE_PROMPT_ADVICE,
  createAnalysisErrorResult,
  createParseFallbackResult,
  parseAnalysisSafely,
  TRY_AGAIN_ADVICE,
} from './fallback-results.ts';

describe('createParseFallbackResult (spec §8 "Parse fallback result")', () => {
  it('scores 0 with one "Parse Error" factor, the message and "Response Format Issue"', () => {
    expect(createParseFallbackResult(NO_SCORES_MESSAGE)).toEqual({
      overallScore: 0,
      factors: [{ name: 'Parse Error', score: 0, maxScore: 100 }],
      insights: [{ type: 'negative', text: 'Could not extract any scoring data from AI response' }],
      improvements: [
        {
          severity: 'high',
          title: 'Response Format Issue',
          description:
            'The AI response could not be parsed. Please try analyzing again or check the system prompt configuration.',
        },
      ],
    });
  });
});

describe('createAnalysisErrorResult (spec §8 "Analyzer")', () => {
  it('scores 0 with one "Error" factor and the message as a negative insight', () => {
    const result = createAnalysisErrorResult('Failed to analyze content');
    expect(result.overallScore).toBe(0);
    expect(result.factors).toEqual([{ name: 'Error', score: 0, maxScore: 100 }]);
    expect(result.insights).toEqual([{ type: 'negative', text: 'Failed to analyze content' }]);
    expect(result.improvements).toHaveLength(1);
    expect(result.improvements[0]?.severity).toBe('high');
    expect(result.improvements[0]?.title).toBe('Configuration Required');
  });

  it('advises configuring the prompt when the message mentions a prompt', () => {
    const result = createAnalysisErrorResult(NO_PROMPT_MESSAGE);
    expect(result.improvements[0]?.description).toBe(CONFIGURE_PROMPT_ADVICE);
    expect(CONFIGURE_PROMPT_ADVICE).toMatch(/Direct Prompt Editor/);
  });

  it('advises trying again and checking the connection otherwise', () => {
    const result = createAnalysisErrorResult('Network request failed');
    expect(result.improvements[0]?.description).toBe(TRY_AGAIN_ADVICE);
    expect(TRY_AGAIN_ADVICE).toMatch(/try .*again/i);
    expect(TRY_AGAIN_ADVICE).toMatch(/internet connection/);
  });

  it('falls back to the spec message when the error has no text', () => {
    expect(createAnalysisErrorResult('  ').insights[0]?.text).toBe('Failed to analyze content');
  });
});

describe('parseAnalysisSafely', () => {
  it('returns the parsed result when parsing works', () => {
    expect(parseAnalysisSafely('Clarity: 70').overallScore).toBe(70);
  });

  it('returns the fallback result with the parser message on failure', () => {
    expect(parseAnalysisSafely('')).toEqual(createParseFallbackResult(EMPTY_RESPONSE_MESSAGE));
    expect(parseAnalysisSafely('no scores here')).toEqual(
      createParseFallbackResult(NO_SCORES_MESSAGE),
    );
  });
});

describe('formatParserError (spec §8)', () => {
  it('prefixes the message with "Parser error:"', () => {
    expect(formatParserError('Empty response from AI.')).toBe(
      'Parser error: Empty response from AI.',
    );
  });
});
