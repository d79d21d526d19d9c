import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../tests/support/api-client.ts';
import { startAppServer, type TestAppServer } from '../../tests/support/app-server.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../../tests/support/fake-openai.ts';
import { installHookDom } from '../../tests/support/hook-dom.ts';
import { type Mailbox, startMailbox } from '../../tests/support/mailbox.ts';
import { QueryProvider } from '../lib/query-provider.tsx';
import { useAnalyzer } from './analyzer/use-analyzer.ts';
import { useImprover } from './improvement/use-improver.ts';
import { useKeywordResearch } from './keywords/use-keyword-research.ts';

/*
 * The tools' hooks in a DOM, calling the real API (real server, real database) over a real
 * socket; the AI behind it is a real HTTP server speaking the OpenAI protocol, scripted per
 * test. The page's origin is the server's, so the hooks' relative /api calls reach it with
 * the session cookie, as in a browser.
 */
const PASSWORD = 'Violet-Harbour-Lantern-42';
const EMAIL = 'hooks@tools.test';
const ANALYSIS = [
  'Semantic Clarity: 80/100',
  'Structured Formatting: 70/100',
  'Authority & Trust Signals: 60/100',
  'Retrievability & Extractability: 75/100',
  'Topical Depth & Coverage: 65/100',
  'Alignment with Conversational Queries: 55/100',
  'Global Score: 68/100',
].join('\n');

let mailbox: Mailbox;
let fake: FakeOpenAi;
let server: TestAppServer;

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryProvider>{children}</QueryProvider>
);

let removeDom = async () => {};

beforeAll(async () => {
  mailbox = await startMailbox();
  fake = await startFakeOpenAi();
  server = await startAppServer({
    SMTP_URL: mailbox.smtpUrl,
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: 'sk-hooks',
    AI_MODEL: 'fake-model',
  });
  const api = new ApiClient(server.url);
  await api.postJson('/api/auth/sign-up', { name: 'Hook User', email: EMAIL, password: PASSWORD });
  const code = await mailbox.waitForCode(EMAIL);
  const verified = await api.postJson('/api/auth/verify', { email: EMAIL, code });
  expect(verified.body).toEqual({ status: 'complete' });
  removeDom = installHookDom(api);
}, 120_000);

afterAll(async () => {
  await removeDom();
  await server?.close();
  await fake?.close();
  await mailbox?.close();
});

afterEach(() => {
  cleanup();
  fake.script = [];
  fake.respond = () => ({ kind: 'text', content: 'Fine.' });
});

/** Waits until the fake AI has a caller that went away, counting from `before`. */
async function waitForAbandoned(before: number) {
  await waitFor(() => expect(fake.abandoned.length).toBeGreaterThan(before), { timeout: 10_000 });
}

describe('useAnalyzer', () => {
  const prompt = { isLoaded: true, isAvailable: true };

  it('reads the scores of a successful analysis', async () => {
    fake.script = [{ kind: 'text', content: ANALYSIS }];
    const { result } = renderHook(() => useAnalyzer(prompt), { wrapper });
    expect(result.current.status).toBe('idle');
    act(() => result.current.analyze('Cold brew is coffee steeped in cold water.'));
    await waitFor(() => expect(result.current.status).not.toBe('idle'));
    await waitFor(() => expect(result.current.status).toBe('analyzed'), { timeout: 15_000 });
    expect(result.current.error).toBeNull();
    expect(result.current.result?.factors.map((factor) => factor.score)).toEqual([
      80, 70, 60, 75, 65, 55,
    ]);
  });

  it("shows the server's message when the AI fails", async () => {
    fake.script = [{ kind: 'status', status: 401, body: { error: { message: 'bad key' } } }];
    const { result } = renderHook(() => useAnalyzer(prompt), { wrapper });
    act(() => result.current.analyze('Some text to analyze.'));
    await waitFor(() => expect(result.current.status).toBe('analyzed'), { timeout: 15_000 });
    expect(result.current.error).toMatch(/\S/);
    expect(result.current.error).not.toBe('Failed to analyze content');
    expect(result.current.result?.factors[0]?.name).toBe('Error');
  });

  it('cancels the call when the screen goes away', async () => {
    fake.script = [{ kind: 'hang' }];
    const before = fake.abandoned.length;
    const { result, unmount } = renderHook(() => useAnalyzer(prompt), { wrapper });
    act(() => result.current.analyze('A text whose analysis never ends.'));
    await waitFor(() => expect(fake.inFlight).toBeGreaterThan(0), { timeout: 10_000 });
    unmount();
    await waitForAbandoned(before);
  });

  it('does nothing for blank content', () => {
    const { result } = renderHook(() => useAnalyzer(prompt), { wrapper });
    act(() => result.current.analyze('   '));
    expect(result.current.status).toBe('idle');
  });
});

describe('useImprover', () => {
  it('streams the rewrite and ends with it and its keywords', async () => {
    fake.respond = (request) =>
      request.body.stream
        ? {
            kind: 'stream',
            chunks: ['{"improvedContent": "Cold brew ', 'is coffee steeped cold."}'],
          }
        : { kind: 'text', content: '{"keywords": [{"keyword": "cold brew", "llmScore": 9}]}' };
    const { result } = renderHook(() => useImprover(), { wrapper });
    act(() => result.current.improve('Cold brew is a coffee. It is steeped cold.'));
    await waitFor(() => expect(result.current.status).not.toBe('idle'));
    await waitFor(() => expect(result.current.status).toBe('improved'), { timeout: 15_000 });
    expect(result.current.error).toBeNull();
    expect(result.current.factors).not.toBeNull();
    await waitFor(() => expect(result.current.keywords.length).toBeGreaterThan(0), {
      timeout: 15_000,
    });
  });

  it('says why a blank text cannot be improved', async () => {
    const { result } = renderHook(() => useImprover(), { wrapper });
    act(() => result.current.improve('  '));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe('Please enter some content to improve.');
    expect(result.current.improvedContent).toBe('');
  });

  it('cancels the call when the screen goes away', async () => {
    fake.respond = () => ({ kind: 'hang' });
    const before = fake.abandoned.length;
    const { result, unmount } = renderHook(() => useImprover(), { wrapper });
    act(() => result.current.improve('A text whose rewrite never ends.'));
    await waitFor(() => expect(fake.inFlight).toBeGreaterThan(0), { timeout: 10_000 });
    unmount();
    await waitForAbandoned(before);
  });
});

describe('useKeywordResearch', () => {
  it('shows the research for a topic', async () => {
    fake.script = [{ kind: 'text', content: '## Search intent\nPeople compare brewing methods.' }];
    const { result } = renderHook(() => useKeywordResearch(), { wrapper });
    act(() => result.current.research('  cold brew  '));
    await waitFor(() => expect(result.current.status).toBe('done'), { timeout: 15_000 });
    expect(result.current.keyword).toBe('cold brew');
    expect(result.current.text).toContain('People compare brewing methods.');
  });

  it('shows the spec message in the results and the reason as the error', async () => {
    fake.script = [{ kind: 'status', status: 401, body: { error: { message: 'bad key' } } }];
    const { result } = renderHook(() => useKeywordResearch(), { wrapper });
    act(() => result.current.research('cold brew'));
    await waitFor(() => expect(result.current.status).toBe('failed'), { timeout: 15_000 });
    expect(result.current.text).toBe(
      'An error occurred while generating AI keywords. Please try again.',
    );
    expect(result.current.error).toMatch(/\S/);
  });

  it('cancels the call when the screen goes away', async () => {
    fake.script = [{ kind: 'hang' }];
    const before = fake.abandoned.length;
    const { result, unmount } = renderHook(() => useKeywordResearch(), { wrapper });
    act(() => result.current.research('a topic that never ends'));
    await waitFor(() => expect(fake.inFlight).toBeGreaterThan(0), { timeout: 10_000 });
    unmount();
    await waitForAbandoned(before);
  });
});
