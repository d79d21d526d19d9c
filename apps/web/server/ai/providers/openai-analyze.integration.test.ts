import { AnalysisParseError, CRITERIA, parseAnalysis } from '@citable/engine';
import { describe, expect, it } from 'vitest';
import { ANSWER_STYLES } from '../../../../../packages/engine/src/fixtures/answer-styles/index.ts';
import { fakeOpenAiPerFile } from '../../../tests/support/fake-openai-per-file.ts';
import { AppError } from '../../lib/app-error.ts';
import { AI_MESSAGES } from '../provider-errors.ts';
import { createOpenAiProvider } from './openai.ts';

/**
 * The openai provider's analyze against a real HTTP server speaking the OpenAI protocol: it asks
 * for structured output, falls back to JSON mode and then to text when the endpoint refuses,
 * and every answer style real models write reaches the spec §5 parser readable.
 */
const fake = fakeOpenAiPerFile();

const provider = () =>
  createOpenAiProvider({
    baseUrl: fake().baseUrl,
    apiKey: 'sk-test-123',
    model: 'test-model-1',
    timeoutMs: 5000,
    maxRetries: 0,
  });

const SIX_SCORES_JSON = JSON.stringify({
  criteria: CRITERIA.map((name, index) => ({ name, score: 60 + index * 5, rating: 'Good' })),
  keyInsights: ['The opening is clear and answers the question.'],
  improvementSuggestions: [
    { title: 'Cite sources', description: 'Link the study behind the figure.', priority: 'high' },
  ],
});

describe('how an analysis is asked for', () => {
  it('asks for structured output with the schema, the admin prompt unchanged', async () => {
    fake().script.push({ kind: 'text', content: SIX_SCORES_JSON });
    const raw = await provider().analyze('My article.', { systemPrompt: 'Grade it.' });
    expect(raw).toBe(SIX_SCORES_JSON);
    expect(fake().requests).toHaveLength(1);
    const body = fake().requests[0]?.body;
    expect(body?.response_format?.type).toBe('json_schema');
    expect(body?.response_format?.json_schema?.name).toBe('content_analysis');
    expect(JSON.stringify(body?.response_format?.json_schema?.schema)).toContain(CRITERIA[5]);
    expect(body?.messages).toEqual([
      { role: 'system', content: 'Grade it.' },
      { role: 'user', content: 'My article.' },
    ]);
    const result = parseAnalysis(raw);
    expect(result.factors.map((factor) => factor.score)).toEqual([60, 65, 70, 75, 80, 85]);
    expect(result.improvements).toEqual([
      { severity: 'high', title: 'Cite sources', description: 'Link the study behind the figure.' },
    ]);
  });

  it('falls back to JSON mode, with the shape in the prompt, when schemas are refused', async () => {
    fake().refusedFormats.add('json_schema');
    fake().respond = () => ({ kind: 'text', content: SIX_SCORES_JSON });
    const analyzer = provider();
    expect(await analyzer.analyze('Text.', { systemPrompt: 'Grade it.' })).toBe(SIX_SCORES_JSON);
    expect(fake().requests.map((request) => request.body.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
    ]);
    const system = fake().requests[1]?.body.messages[0]?.content ?? '';
    expect(system.startsWith('Grade it.\n\n')).toBe(true);
    expect(system).toContain('JSON');
    expect(system).toContain('"improvementSuggestions"');
    // The refusal is remembered: the next call goes straight to JSON mode.
    await analyzer.analyze('Text.', { systemPrompt: 'Grade it.' });
    expect(fake().requests.at(-1)?.body.response_format?.type).toBe('json_object');
    expect(fake().requests).toHaveLength(3);
  });

  it('falls back to plain text with the admin prompt alone when every JSON mode is refused', async () => {
    fake().refusedFormats.add('json_schema');
    fake().refusedFormats.add('json_object');
    fake().respond = () => ({ kind: 'text', content: 'Semantic Clarity: 80 (Very Good)' });
    const analyzer = provider();
    expect(await analyzer.analyze('Text.', { systemPrompt: 'Grade it.' })).toBe(
      'Semantic Clarity: 80 (Very Good)',
    );
    const last = fake().requests.at(-1)?.body;
    expect(last?.response_format).toBeUndefined();
    expect(last?.messages[0]).toEqual({ role: 'system', content: 'Grade it.' });
    expect(fake().requests).toHaveLength(3);
    await analyzer.analyze('Text.', { systemPrompt: 'Grade it.' });
    expect(fake().requests).toHaveLength(4);
    expect(fake().requests.at(-1)?.body.response_format).toBeUndefined();
  });

  it('asks again in plain text when a JSON mode answers something the parser cannot read', async () => {
    fake().script.push({ kind: 'text', content: '{"verdict": "The text is fine."}' });
    fake().script.push({ kind: 'text', content: 'Semantic Clarity: 72 (Good)' });
    expect(await provider().analyze('Text.', { systemPrompt: 'Grade it.' })).toBe(
      'Semantic Clarity: 72 (Good)',
    );
    expect(fake().requests.map((request) => request.body.response_format?.type)).toEqual([
      'json_schema',
      undefined,
    ]);
  });

  it('keeps a readable text answer given in a JSON mode, without asking again', async () => {
    fake().script.push({ kind: 'text', content: 'Semantic Clarity: 72 (Good)' });
    await provider().analyze('Text.', { systemPrompt: 'Grade it.' });
    expect(fake().requests).toHaveLength(1);
  });

  it('does not fall back on a 400 that is not about the format', async () => {
    fake().respond = () => ({
      kind: 'status',
      status: 400,
      body: { error: { message: "This model's maximum context length is 8192 tokens." } },
    });
    const error = await provider()
      .analyze('Text.', { systemPrompt: 'Grade it.' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(AI_MESSAGES.unavailable);
    expect(fake().requests).toHaveLength(1);
  });
});

/** Reads an answer as the Analyzer screen does, into what the answer style expects. */
function expectRead(raw: string, style: (typeof ANSWER_STYLES)[number]) {
  if (style.expected.error) {
    expect(() => parseAnalysis(raw)).toThrow(new AnalysisParseError(style.expected.error));
    return;
  }
  const result = parseAnalysis(raw);
  expect(result.factors.map((factor) => [factor.name, factor.score])).toEqual(
    style.expected.factors,
  );
  expect(result.overallScore).toBe(style.expected.overall);
  expect(result.missingCriteria).toEqual(style.expected.missing);
}

describe.each(ANSWER_STYLES.map((style) => [style.id, style] as const))(
  'the answer style %s',
  (_id, style) => {
    it('is read from an endpoint that only speaks plain text', async () => {
      fake().refusedFormats.add('json_schema');
      fake().refusedFormats.add('json_object');
      fake().respond = () => ({ kind: 'text', content: style.raw });
      const raw = await provider().analyze('Text.', { systemPrompt: 'Grade it.' });
      expect(fake().requests.at(-1)?.body.response_format).toBeUndefined();
      expectRead(raw, style);
    });

    it('is read from an endpoint that takes structured output', async () => {
      fake().respond = () => ({ kind: 'text', content: style.raw });
      const raw = await provider().analyze('Text.', { systemPrompt: 'Grade it.' });
      expect(fake().requests[0]?.body.response_format?.type).toBe('json_schema');
      // Only an answer the parser cannot read is asked for once more, as text.
      expect(fake().requests).toHaveLength(style.expected.error ? 2 : 1);
      expectRead(raw, style);
    });
  },
);
