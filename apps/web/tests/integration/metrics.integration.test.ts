import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai.ts';

/**
 * Issue 37: GET /metrics in Prometheus's text format behind a token, read by a Prometheus text
 * parser; and the admission queue refusing past its bound with 503 and Retry-After at once.
 */
const TOKEN = 'metrics-token-0123456789';
const TESTING_SECRET = 'metrics-testing-secret-0123456789';
const ARTICLE =
  'Cold brew coffee is coffee steeped in cold water for 12 to 24 hours. It tastes smoother than hot coffee.';

interface Sample {
  labels?: Record<string, string>;
  value?: string;
}
interface Family {
  name: string;
  type: string;
  metrics: Sample[];
}

async function scrape(server: TestAppServer): Promise<Map<string, Family>> {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  const families = parsePrometheusTextFormat(await response.text()) as Family[];
  return new Map(families.map((family) => [family.name, family]));
}

/** The value of the sample whose labels include `labels`, or 0 when there is none. */
function sampleValue(family: Family | undefined, labels: Record<string, string>): number {
  const sample = family?.metrics.find((entry) =>
    Object.entries(labels).every(([name, value]) => entry.labels?.[name] === value),
  );
  return Number(sample?.value ?? 0);
}

async function tester(server: TestAppServer): Promise<ApiClient> {
  const api = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  const opened = await api.postJson('/api/testing', { secret: TESTING_SECRET });
  expect(opened.status).toBe(200);
  return api;
}

describe('GET /metrics on the builtin engine', () => {
  let server: TestAppServer;
  beforeAll(async () => {
    server = await startAppServer({
      METRICS_TOKEN: TOKEN,
      TESTING_SECRET,
      TRUST_PROXY: '127.0.0.1',
    });
  });
  afterAll(() => server?.close());

  it('refuses a scrape without the token or with a wrong one, and serves it with the token', async () => {
    const bare = await fetch(`${server.url}/metrics`);
    expect(bare.status).toBe(401);
    expect(await bare.text()).not.toContain('citable_');
    const wrong = await fetch(`${server.url}/metrics`, {
      headers: { Authorization: 'Bearer not-the-metrics-token' },
    });
    expect(wrong.status).toBe(401);
    expect((await scrape(server)).has('citable_http_requests_total')).toBe(true);
  });

  it('counts requests by route and status, AI calls by outcome, and engine CPU time', async () => {
    const api = await tester(server);
    const before = await scrape(server);
    expect((await api.post('/api/functions/analyze', { content: ARTICLE })).status).toBe(200);
    expect((await api.post('/api/functions/analyze', { content: '' })).status).toBe(400);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    const after = await scrape(server);

    const requests = after.get('citable_http_requests_total');
    expect(requests?.type).toBe('COUNTER');
    const route = { route: '/api/functions/analyze', method: 'POST' };
    const ok = { ...route, status: '200' };
    const bad = { ...route, status: '400' };
    const countedOk = before.get('citable_http_requests_total');
    expect(sampleValue(requests, ok) - sampleValue(countedOk, ok)).toBe(1);
    expect(sampleValue(requests, bad) - sampleValue(countedOk, bad)).toBe(1);
    expect(sampleValue(requests, { route: '/api/health', status: '200' })).toBeGreaterThanOrEqual(
      1,
    );
    // The route's pattern, never a raw path: no label carries a query or an id.
    expect(requests?.metrics.every((sample) => !sample.labels?.route?.includes('?'))).toBe(true);

    const latency = after.get('citable_http_request_duration_seconds');
    expect(latency?.type).toBe('HISTOGRAM');
    // The parser keeps a histogram's buckets but not its labels (that package's limitation).
    const first = latency?.metrics[0] as { buckets?: Record<string, string> } | undefined;
    const buckets = first?.buckets;
    expect(Number(buckets?.['+Inf'])).toBeGreaterThanOrEqual(1);

    const calls = { provider: 'builtin', tool: 'analyze', outcome: 'ok' };
    expect(
      sampleValue(after.get('citable_ai_calls_total'), calls) -
        sampleValue(before.get('citable_ai_calls_total'), calls),
    ).toBe(1);
    const engine = { task: 'analyze' };
    expect(
      sampleValue(after.get('citable_engine_cpu_seconds_total'), engine) -
        sampleValue(before.get('citable_engine_cpu_seconds_total'), engine),
    ).toBeGreaterThan(0);
    expect(sampleValue(after.get('citable_ai_queue_waiting'), {})).toBe(0);
    expect(sampleValue(after.get('process_resident_memory_bytes'), {})).toBeGreaterThan(0);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist', async () => {
    const server = await startAppServer({});
    try {
      const response = await fetch(`${server.url}/metrics`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('citable_');
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('the admission queue over HTTP', () => {
  let fake: FakeOpenAi;
  let server: TestAppServer;
  let release: () => void = () => {};
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startAppServer({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: 'sk-admission',
      AI_MODEL: 'fake-model',
      METRICS_TOKEN: TOKEN,
      TESTING_SECRET,
      TRUST_PROXY: '127.0.0.1',
      AI_MAX_CONCURRENT_CALLS: '1',
      AI_MAX_QUEUED_CALLS: '2',
    });
  });
  afterAll(async () => {
    release();
    await server?.close();
    await fake?.close();
  });

  it('refuses calls past the waiting bound at once with 503 and Retry-After, and serves the rest', async () => {
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    fake.respond = () => ({
      kind: 'text',
      content: 'Semantic Clarity: 70 (Good)',
      heldUntil: held,
    });
    const first = await tester(server);
    const second = await tester(server);
    // One call runs (held by the provider), one waits: the first caller's half of the places.
    const running = first.post('/api/functions/analyze', { content: ARTICLE });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const waiting = first.post('/api/functions/analyze', { content: ARTICLE });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const refused = await first.post('/api/functions/analyze', { content: ARTICLE });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({
      error: 'Citable is busy right now. Please try again in a moment.',
    });
    // Another caller still finds a place: one account's burst does not fill the queue.
    const other = second.post('/api/functions/analyze', { content: ARTICLE });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    expect((await running).status).toBe(200);
    expect((await waiting).status).toBe(200);
    expect((await other).status).toBe(200);
    const metrics = await scrape(server);
    expect(sampleValue(metrics.get('citable_ai_refusals_total'), { reason: 'queue_full' })).toBe(1);
    expect(
      sampleValue(metrics.get('citable_ai_calls_total'), {
        provider: 'openai',
        tool: 'analyze',
        outcome: 'ok',
      }),
    ).toBe(3);
  });
});
