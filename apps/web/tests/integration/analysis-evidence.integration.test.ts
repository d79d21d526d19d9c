import { readFileSync } from 'node:fs';
import { attachEvidence, parseAnalysis } from '@citable/engine';
import { AnalysisEvidence } from '@citable/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai.ts';

/**
 * Issue 13, point 6: the analyze call answers with where its findings point in the submitted
 * text, for the builtin engine and for an OpenAI-compatible LLM (anchored only where it quotes).
 * The text is man-db's FAQ from Debian, which no one here wrote.
 */
const SECRET = 'evidence-secret-0123456789';
const TEXT = readFileSync(
  new URL('../../../../bench/validity/corpus/faq-man-db.txt', import.meta.url),
  'utf8',
);
const QUOTED = 'The original goal of man-db was, as indicated by the name, to add database caching';

async function analyzeAsTester(url: string) {
  const tester = new ApiClient(url);
  expect((await tester.postJson('/api/testing', { secret: SECRET })).status).toBe(200);
  const response = await tester.postJson('/api/functions/analyze', { content: TEXT });
  expect(response.status).toBe(200);
  const body = response.body as { rawAnalysis: string; evidence: unknown };
  return { raw: body.rawAnalysis, evidence: AnalysisEvidence.parse(body.evidence) };
}

describe('the evidence of an analysis', () => {
  let fake: FakeOpenAi;
  let builtin: TestAppServer;
  let llm: TestAppServer;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    fake.respond = () => ({
      kind: 'text',
      content: [
        'Semantic Clarity: 70 (Good)',
        'Key Insights:',
        `The answer “${QUOTED}” is direct and quotable.`,
        'The text “man-db is a banana library” is not in the text, so it points nowhere.',
        'Improvement Suggestions:',
        '- Add dates: say when each answer was last checked.',
      ].join('\n'),
    });
    [builtin, llm] = await Promise.all([
      startAppServer({ TESTING_SECRET: SECRET }),
      startAppServer({
        TESTING_SECRET: SECRET,
        AI_PROVIDER: 'openai',
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_API_KEY: 'sk-evidence',
        AI_MODEL: 'fake-model',
      }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await builtin?.close();
    await llm?.close();
    await fake?.close();
  });

  it('carries the builtin engine’s anchors, which land on the findings the parser reads', async () => {
    const { raw, evidence } = await analyzeAsTester(builtin.url);
    const result = attachEvidence(parseAnalysis(raw), evidence);
    const anchored = [...result.insights, ...result.improvements].filter((item) => item.anchor);
    expect(anchored.length).toBe(evidence.insights.length + evidence.improvements.length);
    expect(anchored.length).toBeGreaterThan(0);
    for (const { anchor } of anchored) {
      expect(anchor?.passage.end).toBeLessThanOrEqual(TEXT.length);
      expect(TEXT.slice(anchor?.passage.start, anchor?.passage.end).trim()).not.toBe('');
    }
    // Paragraph 1 of the findings' words is the FAQ's first paragraph as typed.
    const first = evidence.paragraphs[0];
    expect(first && TEXT.slice(first.start, first.end)).toMatch(/^\S/);
    // The engine's own anchors name their paragraph and cover whole sentences, beyond the
    // eight words a finding quotes (a quotation alone would point at those words only).
    const own = anchored.filter((item) => item.anchor?.paragraph);
    expect(own.length).toBeGreaterThan(0);
    for (const { anchor } of own) {
      const sentence = anchor?.sentence ?? anchor?.passage;
      expect(TEXT.slice(sentence?.start, sentence?.end)).toMatch(/[.?!:)]$/);
    }
  });

  it('anchors an LLM’s finding only where it quotes the text word for word', async () => {
    const { raw, evidence } = await analyzeAsTester(llm.url);
    const result = attachEvidence(parseAnalysis(raw), evidence);
    const [quoting, inventing] = result.insights;
    const sentence = quoting?.anchor?.sentence;
    // The FAQ wraps its lines; the quotation runs on one.
    expect(sentence && TEXT.slice(sentence.start, sentence.end).replace(/\s+/g, ' ')).toBe(QUOTED);
    expect(inventing?.anchor).toBeUndefined();
    expect(result.improvements[0]?.anchor).toBeUndefined();
    expect(evidence.paragraphs.filter(Boolean).length).toBeGreaterThan(5);
  });
});
