import { describe, expect, it } from 'vitest';
import { fakeOpenAiPerFile } from '../../../tests/support/fake-openai-per-file.ts';
import { AppError } from '../../lib/app-error.ts';
import { AI_MESSAGES } from '../provider-errors.ts';
import { createOpenAiProvider } from './openai.ts';

/** The openai provider against a real HTTP server speaking the OpenAI protocol. */
const fake = fakeOpenAiPerFile();

const provider = (overrides: Partial<Parameters<typeof createOpenAiProvider>[0]> = {}) =>
  createOpenAiProvider({
    baseUrl: fake().baseUrl,
    apiKey: 'sk-test-123',
    model: 'test-model-1',
    timeoutMs: 5000,
    maxRetries: 2,
    ...overrides,
  });

const FACTORS = {
  contentClarity: 81,
  contextRichness: 72,
  semanticRelevance: 90,
  intentCoverage: 64,
};

async function expectAppError(promise: Promise<unknown>, message: string) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).message).toBe(message);
  return error as AppError;
}

describe('what reaches the provider', () => {
  it('sends the model, the key, the system prompt and the content', async () => {
    fake().script.push({ kind: 'text', content: 'Semantic Clarity: 80 (Good)' });
    const raw = await provider().analyze('My article text.', {
      systemPrompt: 'You are a strict grader.',
    });
    expect(raw).toBe('Semantic Clarity: 80 (Good)');
    expect(fake().requests).toHaveLength(1);
    const [request] = fake().requests;
    expect(request?.authorization).toBe('Bearer sk-test-123');
    expect(request?.body.model).toBe('test-model-1');
    expect(request?.body.messages).toEqual([
      { role: 'system', content: 'You are a strict grader.' },
      { role: 'user', content: 'My article text.' },
    ]);
  });

  it('asks for JSON when improving, with the format appended to the admin prompt', async () => {
    fake().script.push({
      kind: 'text',
      content: JSON.stringify({ improvedContent: '# Better', improvementFactors: FACTORS }),
    });
    const result = await provider().improve('Old text', { systemPrompt: 'Rewrite it.' });
    expect(result).toEqual({ improvedContent: '# Better', improvementFactors: FACTORS });
    const body = fake().requests[0]?.body;
    expect(body?.response_format).toEqual({ type: 'json_object' });
    expect(body?.messages[0]?.content.startsWith('Rewrite it.\n\n')).toBe(true);
    expect(body?.messages[0]?.content).toContain('"improvedContent"');
  });
});

describe('answers', () => {
  it('streams the improved text as it arrives, then validates the whole answer', async () => {
    const json = JSON.stringify({
      improvedContent: 'First paragraph.\n\nSecond "quoted" paragraph.',
      improvementFactors: FACTORS,
    });
    const pieces = json.match(/.{1,7}/gs) ?? [];
    fake().script.push({ kind: 'stream', chunks: pieces, delayMs: 2 });
    const deltas: string[] = [];
    const result = await provider().improve('Old', {
      systemPrompt: 'Rewrite.',
      onDelta: (text) => deltas.push(text),
    });
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join('')).toBe('First paragraph.\n\nSecond "quoted" paragraph.');
    expect(result.improvedContent).toBe('First paragraph.\n\nSecond "quoted" paragraph.');
    expect(fake().requests[0]?.body.stream).toBe(true);
  });

  it('accepts JSON wrapped in a Markdown code fence', async () => {
    fake().script.push({
      kind: 'text',
      content: '```json\n{"keywords":[{"keyword":"cold brew","llmScore":8.54}]}\n```',
    });
    expect(await provider().extractKeywords('text', {})).toEqual([
      { keyword: 'cold brew', llmScore: 8.5 },
    ]);
  });

  it('asks once more when the JSON is malformed, and uses the second answer', async () => {
    fake().script.push({ kind: 'text', content: '{"improvedContent": "unterminated' });
    fake().script.push({ kind: 'text', content: JSON.stringify({ improvedContent: 'Fixed.' }) });
    expect(await provider().improve('x', { systemPrompt: 'p' })).toEqual({
      improvedContent: 'Fixed.',
    });
    expect(fake().requests).toHaveLength(2);
  });

  it('reports a malformed answer after the second try, never showing it raw', async () => {
    fake().respond = () => ({ kind: 'text', content: '{"keywords": "not a list"}' });
    await expectAppError(provider().extractKeywords('x', {}), AI_MESSAGES.badFormat);
    expect(fake().requests).toHaveLength(2);
  });

  it('refuses scores out of range in the JSON', async () => {
    fake().respond = () => ({
      kind: 'text',
      content: JSON.stringify({
        improvedContent: 'x',
        improvementFactors: { ...FACTORS, contentClarity: 400 },
      }),
    });
    await expectAppError(provider().improve('x', { systemPrompt: 'p' }), AI_MESSAGES.badFormat);
  });

  it('reports an empty answer with the spec message', async () => {
    fake().script.push({ kind: 'text', content: '   ' });
    await expectAppError(provider().analyze('x', { systemPrompt: 'p' }), 'Empty response from AI.');
  });
});

describe('failures', () => {
  it('retries after a 429 and succeeds', async () => {
    fake().script.push({
      kind: 'status',
      status: 429,
      headers: { 'retry-after-ms': '50' },
      body: { error: { message: 'slow down', type: 'rate_limit' } },
    });
    fake().script.push({ kind: 'text', content: 'Recovered.' });
    expect(await provider().researchKeyword('coffee', { systemPrompt: 'p' })).toBe('Recovered.');
    expect(fake().requests).toHaveLength(2);
  });

  it('gives up on a lasting 500 after bounded retries, with a clear message', async () => {
    fake().respond = () => ({ kind: 'status', status: 500 });
    const error = await expectAppError(
      provider({ maxRetries: 2 }).analyze('x', { systemPrompt: 'p' }),
      AI_MESSAGES.unavailable,
    );
    expect(error.status).toBe(502);
    expect(fake().requests).toHaveLength(3);
  });

  it('maps a lasting 429 to "busy" with status 429', async () => {
    fake().respond = () => ({ kind: 'status', status: 429, headers: { 'retry-after-ms': '10' } });
    const error = await expectAppError(
      provider({ maxRetries: 1 }).analyze('x', { systemPrompt: 'p' }),
      AI_MESSAGES.rateLimited,
    );
    expect(error.status).toBe(429);
  });

  it('maps a refused key to a message that names no secret', async () => {
    fake().respond = () => ({
      kind: 'status',
      status: 401,
      body: { error: { message: 'Incorrect API key provided: sk-test-123' } },
    });
    const error = await expectAppError(
      provider().analyze('x', { systemPrompt: 'p' }),
      AI_MESSAGES.unauthorized,
    );
    expect(error.message).not.toContain('sk-test');
  });

  it('stops waiting after the time limit', async () => {
    fake().respond = () => ({ kind: 'hang' });
    const started = Date.now();
    await expectAppError(
      provider({ timeoutMs: 300, maxRetries: 0 }).analyze('x', { systemPrompt: 'p' }),
      AI_MESSAGES.timeout,
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });

  // AI_TIMEOUT_MS is one deadline for the whole call: the client's own timer stops at the
  // headers and restarts with each retry, so it alone bounds neither case below.
  it('stops waiting for a body that stalls after the headers', async () => {
    fake().respond = () => ({ kind: 'stall' });
    const started = Date.now();
    await expectAppError(
      provider({ timeoutMs: 400 }).analyze('stalled-body', { systemPrompt: 'p' }),
      AI_MESSAGES.timeout,
    );
    expect(Date.now() - started).toBeLessThan(2000);
    await expect
      .poll(() => fake().abandoned.some((r) => r.body.messages[1]?.content === 'stalled-body'))
      .toBe(true);
  });

  it('stops waiting for a stream that stalls mid-answer', async () => {
    fake().respond = () => ({
      kind: 'stream',
      chunks: ['{"improvedContent": "Half a', ' sentence'],
      stall: true,
    });
    const deltas: string[] = [];
    const started = Date.now();
    // 1.5 s, not less: on two cores shared with the browser tests, the first chunks took
    // longer than 400 ms to arrive now and then, and the stream ended before any was read.
    await expectAppError(
      provider({ timeoutMs: 1500 }).improve('stalled-stream', {
        systemPrompt: 'p',
        onDelta: (text) => deltas.push(text),
      }),
      AI_MESSAGES.timeout,
    );
    expect(Date.now() - started).toBeLessThan(4000);
    expect(deltas.join('')).toBe('Half a sentence');
    await expect
      .poll(() => fake().abandoned.some((r) => r.body.messages[1]?.content === 'stalled-stream'))
      .toBe(true);
  });

  it('keeps retries of an endpoint that never answers within the one limit', async () => {
    fake().respond = () => ({ kind: 'hang' });
    const started = Date.now();
    await expectAppError(
      provider({ timeoutMs: 500, maxRetries: 2 }).analyze('x', { systemPrompt: 'p' }),
      AI_MESSAGES.timeout,
    );
    // Three attempts of 500 ms with backoff between them would take over 2.5 s.
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('keeps a JSON retry within the same limit', async () => {
    // The first answer comes at 800 ms of a 2 s limit: room for a loaded machine to be late.
    fake().script.push({ kind: 'text', content: '{"keywords": "not a list"}', delayMs: 800 });
    fake().respond = () => ({ kind: 'hang' });
    const started = Date.now();
    await expectAppError(
      provider({ timeoutMs: 2000, maxRetries: 0 }).extractKeywords('x', {}),
      AI_MESSAGES.timeout,
    );
    expect(fake().requests).toHaveLength(2);
    // The second try would have had 2 s of its own: 2.8 s in all.
    expect(Date.now() - started).toBeLessThan(2600);
  });

  it('cancels the provider call when the caller aborts', async () => {
    fake().respond = () => ({ kind: 'hang' });
    const controller = new AbortController();
    const call = provider().analyze('cancel-me', { systemPrompt: 'p', signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 100));
    controller.abort();
    await expectAppError(call, AI_MESSAGES.cancelled);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      fake().abandoned.some((request) => request.body.messages[1]?.content === 'cancel-me'),
    ).toBe(true);
  });

  it('reports an unreachable endpoint', async () => {
    await expectAppError(
      provider({ baseUrl: 'http://127.0.0.1:9/v1', maxRetries: 0 }).analyze('x', {
        systemPrompt: 'p',
      }),
      AI_MESSAGES.unreachable,
    );
  });
});

/** Some local servers refuse JSON mode with a 400; the call is asked again without it. */
describe('an endpoint that refuses JSON mode', () => {
  const ANSWER = JSON.stringify({ improvedContent: '# Better', improvementFactors: FACTORS });

  it('improves, streamed, without JSON mode, and asks without it from then on', async () => {
    fake().refusedFormats.add('json_object');
    fake().respond = () => ({ kind: 'stream', chunks: [ANSWER.slice(0, 9), ANSWER.slice(9)] });
    const refusing = provider();
    const deltas: string[] = [];
    const first = await refusing.improve('Old', {
      systemPrompt: 'Rewrite.',
      onDelta: (text) => deltas.push(text),
    });
    expect(first.improvedContent).toBe('# Better');
    expect(deltas.join('')).toBe('# Better');
    expect(fake().requests.map((request) => request.body.response_format?.type)).toEqual([
      'json_object',
      undefined,
    ]);
    await refusing.improve('Old again', { systemPrompt: 'Rewrite.', onDelta: () => {} });
    expect(fake().requests).toHaveLength(3);
    expect(fake().requests[2]?.body.response_format).toBeUndefined();
  });

  it('extracts keywords from a fenced JSON answer without JSON mode', async () => {
    fake().refusedFormats.add('json_object');
    fake().respond = () => ({
      kind: 'text',
      content: '```json\n{"keywords":[{"keyword":"sourdough","llmScore":8.26}]}\n```',
    });
    const keywords = await provider().extractKeywords('About sourdough.', {});
    expect(keywords).toEqual([{ keyword: 'sourdough', llmScore: 8.3 }]);
    expect(fake().requests.at(-1)?.body.response_format).toBeUndefined();
  });

  it('still reports a 400 that is not about the format', async () => {
    fake().script.push({
      kind: 'status',
      status: 400,
      body: { error: { message: 'This model does not exist.', type: 'invalid_request_error' } },
    });
    const error = await provider({ maxRetries: 0 })
      .improve('Old', { systemPrompt: 'Rewrite.' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(fake().requests).toHaveLength(1);
  });
});
