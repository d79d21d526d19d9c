import { Agent, get as httpGet, request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai.ts';
import { type FuzzBody, fuzzBody, STACK_TRACE } from '../support/fuzz-bodies.ts';
import { CHEAP_PASSWORDS, type RunningServer, startServer } from '../support/server.ts';

/**
 * Issue 8, finding 6: a 10 KB body nested 5,000 deep answered 500 on every JSON endpoint.
 * Here every endpoint that reads a JSON body gets at least 1,000 hostile bodies on the built
 * server: not one answer may be a 5xx or show a stack trace. FUZZ_SEED replays a run.
 */
const BODIES_PER_ENDPOINT = Number(process.env.FUZZ_BODIES ?? 1000);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
/** Requests in flight at once: enough to keep the server busy, few enough for 2 cores. */
const IN_FLIGHT = 12;
const ADMIN_EMAIL = 'admin@fuzz.test';
/** The server's body limit (app.ts). */
const MAX_BODY_BYTES = 4 * 1024 * 1024;
// Not among the fuzz texts: no body may guess it and delete or change the account.
const PASSWORD = 'Fuzz-Admin-Quartz-Meadow-77';

interface Endpoint {
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  /** Sent with the admin's session, so the body reaches the parser behind the guard. */
  isSignedIn: boolean;
}

const ENDPOINTS: Endpoint[] = [
  ...[
    'sign-up',
    'verify',
    'resend-code',
    'sign-in',
    'forgot-password',
    'reset-password',
    'sign-out',
  ].map((name) => ({ method: 'POST' as const, path: `/api/auth/${name}`, isSignedIn: false })),
  { method: 'POST', path: '/api/testing', isSignedIn: false },
  { method: 'PATCH', path: '/api/account/name', isSignedIn: true },
  ...['password', 'delete', 'sync-profile', 'bootstrap-admin'].map((name) => ({
    method: 'POST' as const,
    path: `/api/account/${name}`,
    isSignedIn: true,
  })),
  ...['analyze', 'improve', 'extract-keywords', 'geo-keywords'].map((name) => ({
    method: 'POST' as const,
    path: `/api/functions/${name}`,
    isSignedIn: true,
  })),
  ...['analyzer', 'improvement', 'keywords'].map((kind) => ({
    method: 'PUT' as const,
    path: `/api/prompts/${kind}`,
    isSignedIn: true,
  })),
];

interface Failure {
  endpoint: string;
  kind: string;
  status: number;
  body: string;
}

let fake: FakeOpenAi;
let server: RunningServer;
let adminCookie = '';
let transportRetries = 0;

/** Signs the admin up and in; without SMTP_URL the code is in the server's log. */
async function signInAdmin(): Promise<string> {
  const api = new ApiClient(server.url);
  const signUp = await api.postJson('/api/auth/sign-up', {
    name: 'Fuzz Admin',
    email: ADMIN_EMAIL,
    password: PASSWORD,
  });
  expect(signUp.status).toBe(200);
  let code: string | undefined;
  for (let waited = 0; !code && waited < 30_000; waited += 100) {
    const line = server.logs.find(
      (entry) => entry.includes(ADMIN_EMAIL) && /\b\d{6}\b/.test(entry),
    );
    code = line ? /\b(\d{6})\b/.exec(line)?.[1] : undefined;
    if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!code) throw new Error(`no verification code for ${ADMIN_EMAIL} in the server log`);
  expect((await api.postJson('/api/auth/verify', { email: ADMIN_EMAIL, code })).status).toBe(200);
  const session = await (await api.get('/api/auth/session')).json();
  expect(session.isAdmin).toBe(true);
  return api.cookieHeader;
}

/** A transport error, with how much the socket had received from the server before it. */
interface SocketError extends Error {
  bytesRead: number;
}

/**
 * Node's http client over kept-alive connections rather than fetch: this suite (server included)
 * used about a fifth more CPU through fetch's web streams, on the two cores the browser tests
 * share with this suite.
 */
const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
/**
 * A server that answers before it has read the whole body (413, 401) closes the connection
 * while the rest is still being written: the request has its answer, and the late EPIPE lands
 * on a socket no request is listening to any more. It says nothing about the server.
 */
const quietSockets = new WeakSet<object>();
function ignoreLateSocketErrors(socket: NodeJS.EventEmitter) {
  if (quietSockets.has(socket)) return;
  quietSockets.add(socket);
  socket.on('error', () => {});
}
function post(
  endpoint: Endpoint,
  headers: Record<string, string>,
  payload: string | Uint8Array,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${server.url}${endpoint.path}`,
      { method: endpoint.method, headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('socket', ignoreLateSocketErrors);
    request.on('error', (error) =>
      reject(Object.assign(error, { bytesRead: request.socket?.bytesRead ?? 0 })),
    );
    request.end(payload);
  });
}

async function send(endpoint: Endpoint, body: FuzzBody): Promise<Failure | undefined> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    Origin: server.url,
  };
  if (endpoint.isSignedIn) headers.Cookie = adminCookie;
  const payload = body.build();
  const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength;
  const failure = (status: number, text: string): Failure => ({
    endpoint: `${endpoint.method} ${endpoint.path}`,
    kind: body.kind,
    status,
    body: text.slice(0, 300),
  });
  // A kept-alive connection can be closed under a request that was about to reuse it: by the
  // server draining an unread body (it gives up after 500 ms on a busy machine) or by its idle
  // timeout. That is the transport, not an answer: such a request is sent again on a new
  // connection, and only a request that never gets an answer counts as a failure.
  let lastError: unknown;
  for (let attempt = 0; attempt < 5; attempt++) {
    let status: number;
    let text: string;
    try {
      ({ status, text } = await post(endpoint, headers, payload));
    } catch (error) {
      // Past the limit the server answers 413 without reading the rest and closes the
      // connection (Connection: close): a client still sending may see that before the answer.
      if (size > MAX_BODY_BYTES) return undefined;
      // The same happens below the limit when a guard answers (401, 403) before reading the
      // body: the socket had received the server's answer (or, reused, an earlier one), and a
      // crash would still fail the health check that ends this test.
      if ((error as SocketError).bytesRead > 0) return undefined;
      lastError = error;
      transportRetries++;
      continue;
    }
    if (status >= 500 || STACK_TRACE.test(text)) return failure(status, text);
    if (size > MAX_BODY_BYTES && status !== 413) return failure(status, text);
    return undefined;
  }
  return failure(0, `no answer: ${lastError}`);
}

/** Sends every body, IN_FLIGHT at a time, over kept-alive connections. */
async function sendAll(endpoint: Endpoint, bodies: FuzzBody[]) {
  const failures: Failure[] = [];
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++] as FuzzBody;
      const failure = await send(endpoint, body);
      if (failure) failures.push(failure);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return failures;
}

/**
 * The health check on a connection of its own: fetch may reuse a pooled socket that the
 * server's body guard closed after answering early, and that lost request says nothing about
 * whether the server still serves.
 */
function healthStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

beforeAll(async () => {
  console.info(`JSON fuzz: ${BODIES_PER_ENDPOINT} bodies per endpoint, FUZZ_SEED=${SEED}`);
  fake = await startFakeOpenAi();
  // One answer that satisfies every tool: analysis text, or JSON for improve and keywords.
  fake.respond = (request) =>
    request.body.response_format?.type === 'json_object'
      ? {
          kind: 'text',
          content: JSON.stringify({
            improvedContent: 'Cold brew is steeped cold.',
            keywords: [{ keyword: 'cold brew', llmScore: 8 }],
          }),
        }
      : { kind: 'text', content: 'Semantic Clarity: 70 (Good)' };
  server = await startServer({
    // Bodies that reach a password check hash at the test run's cost.
    ...CHEAP_PASSWORDS,
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_API_KEY: 'sk-fuzz',
    AI_MODEL: 'fake-model',
    ADMIN_EMAIL,
    TESTING_SECRET: 'fuzz-testing-secret-0123456789',
    LOG_LEVEL: 'info',
  });
  adminCookie = await signInAdmin();
}, 180_000);

afterAll(async () => {
  console.info(`JSON fuzz: ${transportRetries} requests sent again after a closed connection`);
  agent.destroy();
  await server?.stop();
  await fake?.close();
});

describe('hostile JSON bodies on every JSON endpoint', () => {
  it.each(
    ENDPOINTS.map(
      (endpoint, index) => [`${endpoint.method} ${endpoint.path}`, endpoint, index] as const,
    ),
  )(
    '%s: no 5xx, no stack trace',
    async (_name, endpoint, index) => {
      const bodies = fc.sample(fuzzBody, { numRuns: BODIES_PER_ENDPOINT, seed: SEED + index });
      expect(bodies).toHaveLength(BODIES_PER_ENDPOINT);
      const failures = await sendAll(endpoint, bodies);
      if (failures.length) console.error(JSON.stringify(failures.slice(0, 5), null, 2));
      expect(failures).toEqual([]);
      // Still the same process, still serving.
      expect(server.process.exitCode).toBeNull();
      expect(await healthStatus(`${server.url}/api/health`)).toBe(200);
    },
    300_000,
  );

  it("refuses the finding's own body (10 KB, 5,000 deep) with 400 and a clear message", async () => {
    const response = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: `{"email":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'The request body is nested too deeply (at most 32 levels).',
    });
  });
});
