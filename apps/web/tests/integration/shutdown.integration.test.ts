import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.ts';
import { type FakeOpenAi, openAiEnv, startFakeOpenAi } from '../support/fake-openai.ts';
import { startServer } from '../support/server.ts';

/**
 * Issue 37: the built server on SIGTERM stops accepting, lets AI calls in flight finish (the
 * grace covers AI_TIMEOUT_MS), ends any stream still open at the grace's end with a clean error
 * event, and exits 0. The LLM is a real HTTP server speaking the OpenAI protocol, answering slowly.
 */
const SECRET = 'shutdown-testing-secret-0123456789';
const ARTICLE =
  'Cold brew coffee is coffee steeped in cold water for 12 to 24 hours. It tastes smoother than hot coffee.';
const ANSWER = JSON.stringify({
  improvedContent: 'Cold brew steeps coffee in cold water for a whole day, and tastes smoother.',
  improvementFactors: {
    contentClarity: 80,
    contextRichness: 70,
    semanticRelevance: 75,
    intentCoverage: 65,
  },
});

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake?.close());

interface StreamEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Reads a response's events as they come; `firstDelta` resolves with the first delta. */
function readStream(response: Response) {
  let markFirstDelta: () => void = () => {};
  const firstDelta = new Promise<void>((resolve) => {
    markFirstDelta = resolve;
  });
  const events: StreamEvent[] = [];
  const done = (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    for await (const part of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffered += decoder.decode(part, { stream: true });
      const blocks = buffered.split('\n\n');
      buffered = blocks.pop() ?? '';
      for (const block of blocks.filter((entry) => entry.trim())) {
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
        events.push({ event, data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') });
        if (event === 'delta') markFirstDelta();
      }
    }
    return events;
  })();
  return { firstDelta, done };
}

async function startWithTester(env: Record<string, string>) {
  const server = await startServer({
    TESTING_SECRET: SECRET,
    ...openAiEnv(fake, 'sk-down'),
    ...env,
  });
  const tester = new ApiClient(server.url);
  expect((await tester.postJson('/api/testing', { secret: SECRET })).status).toBe(200);
  return { server, tester };
}

describe('shutdown with AI calls in flight', { timeout: 60_000 }, () => {
  it('stops accepting, lets a slow stream and a slow analysis finish, and exits 0', async () => {
    const { server, tester } = await startWithTester({ AI_TIMEOUT_MS: '20000' });
    fake.respond = (request) =>
      request.body.stream
        ? { kind: 'stream', chunks: ANSWER.match(/.{1,8}/gs) ?? [], delayMs: 150 }
        : { kind: 'text', content: 'Semantic Clarity: 70 (Good)', delayMs: 1500 };
    const streamed = await tester.post(
      '/api/functions/improve',
      { content: ARTICLE },
      { Accept: 'text/event-stream' },
    );
    const stream = readStream(streamed);
    const analysis = tester.post('/api/functions/analyze', { content: ARTICLE });
    await stream.firstDelta;
    const exit = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // No longer listening: a new connection is refused while the calls in flight go on.
    const refused = await fetch(`${server.url}/api/health`).catch((error: Error) => error);
    expect(refused).toBeInstanceOf(Error);
    const events = await stream.done;
    expect(events.at(-1)).toMatchObject({
      event: 'result',
      data: { improvedContent: JSON.parse(ANSWER).improvedContent },
    });
    expect(events.filter((entry) => entry.event === 'error')).toEqual([]);
    const analyzed = await analysis;
    expect(analyzed.status).toBe(200);
    expect((await analyzed.json()).rawAnalysis).toContain('Semantic Clarity');
    expect(await exit).toBe(0);
    expect(server.logs.some((line) => line.includes('shutdown complete'))).toBe(true);
  });

  it('ends a stream still open at the end of the grace with an error event, and exits 0', async () => {
    const { server, tester } = await startWithTester({ SHUTDOWN_GRACE_MS: '500' });
    fake.respond = () => ({ kind: 'stream', chunks: ANSWER.match(/.{1,8}/gs) ?? [], stall: true });
    const streamed = await tester.post(
      '/api/functions/improve',
      { content: ARTICLE },
      { Accept: 'text/event-stream' },
    );
    const stream = readStream(streamed);
    await stream.firstDelta;
    const started = performance.now();
    const code = await server.stop();
    expect(code).toBe(0);
    // Well before AI_TIMEOUT_MS (60 s): the grace of 0.5 s ended it.
    expect(performance.now() - started).toBeLessThan(15_000);
    const events = await stream.done;
    expect(events.filter((entry) => entry.event === 'delta').length).toBeGreaterThan(0);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { error: 'The server is restarting. Please try again in a moment.' },
    });
  });
});
