import { CitationMap } from '@citable/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/**
 * The analyze call answers with the builtin engine's citation map beside rawAnalysis, for the
 * builtin engine in its worker threads (the built product) and for an OpenAI-compatible LLM.
 */
const SECRET = 'citation-map-secret-0123456789';
const TEXT = `## How long does cold brew keep in the fridge?

Cold brew concentrate keeps for up to two weeks in a sealed glass bottle in the fridge, while diluted cold brew is best within three days.

## Who invented the printing press?

A burr grinder crushes coffee beans between two ridged plates, which gives grounds of one even size for a balanced cup.
`;

async function analyzeAsTester(url: string) {
  const tester = new ApiClient(url);
  expect((await tester.postJson('/api/testing', { secret: SECRET })).status).toBe(200);
  return tester.postJson('/api/functions/analyze', { content: TEXT });
}

function expectMapOfText(body: unknown) {
  const map = CitationMap.parse((body as { citationMap: unknown }).citationMap);
  expect(map.hasSemantic).toBe(true);
  const keeps = map.entries.find((entry) => entry.question.startsWith('How long does cold brew'));
  expect(keeps).toMatchObject({ status: 'cited', keywordRank: 1, passage: { number: 1 } });
  expect(keeps?.quote).toMatch(/^Cold brew concentrate keeps for up to two weeks/);
  // The question heading over a paragraph about something else is not answered.
  const press = map.entries.find((entry) => entry.question === 'Who invented the printing press?');
  expect(press?.status).toBe('not-found');
  expect(press?.advice).toMatch(/hardly uses the question’s words/);
}

describe('the citation map of an analysis', () => {
  let built: RunningServer;
  let fake: FakeOpenAi;
  let llm: TestAppServer;
  beforeAll(async () => {
    [built, fake] = await Promise.all([startServer({ TESTING_SECRET: SECRET }), startFakeOpenAi()]);
    fake.respond = () => ({ kind: 'text', content: 'Semantic Clarity: 70 (Good)' });
    llm = await startAppServer({
      TESTING_SECRET: SECRET,
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: 'sk-citations',
      AI_MODEL: 'fake-model',
    });
    // Two servers start here, one of them the built product with its first database.
  }, 180_000);
  afterAll(async () => {
    await built?.stop();
    await llm?.close();
    await fake?.close();
  });

  it('comes from the builtin engine in its worker threads, word vectors loaded', async () => {
    const response = await analyzeAsTester(built.url);
    expect(response.status).toBe(200);
    expect(response.body.rawAnalysis).toMatch(/Retrievability & Extractability: \d+/);
    expectMapOfText(response.body);
  });

  it('comes beside an LLM’s analysis too, computed by the builtin engine', async () => {
    const response = await analyzeAsTester(llm.url);
    expect(response.status).toBe(200);
    expect(response.body.rawAnalysis).toBe('Semantic Clarity: 70 (Good)');
    expectMapOfText(response.body);
  });
});
