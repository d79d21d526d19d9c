import SwaggerParser from '@apidevtools/swagger-parser';
import { ApiKeysResponse, CreatedApiKeyResponse, HistoryList, RunFindings } from '@citable/schemas';
import { eq } from 'drizzle-orm';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, betaUsers } from '../../server/db/schema.ts';
import { PUBLIC_ROUTES } from '../../server/routes/openapi.ts';
import { signUpAndVerify } from '../support/accounts.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';

/** Issue 34: personal API keys and the versioned public API with its OpenAPI document. */
const ARTICLE = `# Storing cold brew

Cold brew concentrate keeps for up to 14 days in the fridge in a sealed glass jar, according to the Specialty Coffee Association.`;
const KEY_REQUIRED = 'Send a valid API key: Authorization: Bearer <key>.';

let mailbox: Mailbox;
let server: TestAppServer;

async function member(): Promise<{ api: ApiClient; id: string }> {
  const api = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  await signUpAndVerify(api, mailbox, { name: 'Key Owner', email: uniqueEmail('key') });
  const id = (await (await api.get('/api/auth/session')).json()).user.id as string;
  return { api, id };
}

async function makeKey(api: ApiClient, name = 'CI build') {
  const answer = await api.post('/api/account/api-keys', { name });
  expect(answer.status).toBe(200);
  return CreatedApiKeyResponse.parse(await answer.json());
}

/** A caller that only has a key: no cookies, no Origin, as a script or a CI job is. */
function withKey(key: string) {
  const client = new ApiClient(server.url, { forwardedFor: uniqueIp(), origin: null });
  const headers = { Authorization: `Bearer ${key}` };
  return {
    request: (method: string, path: string, body?: unknown) =>
      client.request(method, `/api/v1${path}`, body, headers),
  };
}

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAppServer({
    SMTP_URL: mailbox.smtpUrl,
    TRUST_PROXY: '127.0.0.1',
    AI_CALLS_PER_MINUTE: '1000',
    AI_CALLS_PER_ADDRESS_PER_MINUTE: '1000',
  });
});

afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

describe('personal API keys', () => {
  it('are shown once, kept hashed, listed by name and prefix, and refused at once when revoked', async () => {
    const owner = await member();
    const made = await makeKey(owner.api);
    expect(made.key).toMatch(/^ck_[A-Za-z0-9_-]{43}$/);
    const list = ApiKeysResponse.parse(await (await owner.api.get('/api/account/api-keys')).json());
    expect(list.keys).toEqual([made.apiKey]);
    expect(JSON.stringify(list)).not.toContain(made.key);
    expect(made.key.startsWith(made.apiKey.prefix)).toBe(true);
    const [row] = await server.services.ctx.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.id, made.apiKey.id));
    expect(row?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(made.key);

    const caller = withKey(made.key);
    const analyzed = await caller.request('POST', '/functions/analyze', { content: ARTICLE });
    expect(analyzed.status).toBe(200);
    // The owner's run, in the owner's history and usage.
    const history = HistoryList.parse(await (await owner.api.get('/api/history')).json());
    expect(history.runs.map((run) => run.title)).toEqual(['Storing cold brew']);
    const [usage] = await server.services.ctx.db
      .select()
      .from(betaUsers)
      .where(eq(betaUsers.userId, owner.id));
    expect(usage?.analyzerRuns).toBe(1);

    expect((await owner.api.delete(`/api/account/api-keys/${made.apiKey.id}`)).status).toBe(200);
    const refused = await caller.request('GET', '/history');
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: string }).error).toBe(KEY_REQUIRED);
  });

  it('without a key, with a wrong one or with cookies only, /api/v1 answers 401', async () => {
    const owner = await member();
    expect((await withKey('ck_not-a-real-key').request('GET', '/history')).status).toBe(401);
    const bare = new ApiClient(server.url, { forwardedFor: uniqueIp() });
    expect((await bare.get('/api/v1/history')).status).toBe(401);
    expect((await owner.api.get('/api/v1/history')).status).toBe(401);
    expect((await owner.api.get('/api/history')).status).toBe(200);
  });

  it("one account's key cannot reach another account's runs", async () => {
    const owner = await member();
    await owner.api.post('/api/functions/analyze', { content: ARTICLE });
    const runId = HistoryList.parse(await (await owner.api.get('/api/history')).json()).runs[0]?.id;
    const stranger = await member();
    const key = (await makeKey(stranger.api)).key;
    expect((await withKey(key).request('GET', `/history/${runId}`)).status).toBe(404);
    expect((await withKey(key).request('DELETE', `/history/${runId}`)).status).toBe(404);
    expect((await owner.api.get(`/api/history/${runId}`)).status).toBe(200);
  });

  it('bad names are refused and change nothing', async () => {
    const owner = await member();
    const empty = await owner.api.post('/api/account/api-keys', { name: '  ' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe('Name the key.');
    const list = ApiKeysResponse.parse(await (await owner.api.get('/api/account/api-keys')).json());
    expect(list.keys).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  let document: OpenAPIV3_1.Document;

  beforeAll(async () => {
    const answer = await new ApiClient(server.url).get('/api/v1/openapi.json');
    expect(answer.status).toBe(200);
    document = (await answer.json()) as OpenAPIV3_1.Document;
  });

  it('is valid OpenAPI 3.1 by a maintained validator', async () => {
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTruthy();
    // And the validator does refuse a broken one.
    const broken = structuredClone(document) as unknown as Record<string, unknown>;
    delete broken.info;
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow();
  });

  it('every documented route answers as documented', async () => {
    const owner = await member();
    const caller = withKey((await makeKey(owner.api)).key);
    // Runs to point the routes at: two analyses of one document.
    for (const text of [ARTICLE, `${ARTICLE}\n\nKeep it away from light.`])
      expect((await caller.request('POST', '/functions/analyze', { content: text })).status).toBe(
        200,
      );
    const runs = HistoryList.parse(await (await caller.request('GET', '/history')).json()).runs;
    const [newest, older] = runs.map((run) => run.id) as [string, string];
    const findings = RunFindings.parse(
      await (await caller.request('GET', `/history/${newest}/findings`)).json(),
    );
    const finding = findings.findings[0];
    const dismissed = (await (
      await caller.request('POST', `/history/${newest}/dismissals`, {
        kind: finding?.kind,
        text: finding?.text,
        reason: 'not for this page',
      })
    ).json()) as { dismissal: { id: string } };

    const bodies: Record<string, unknown> = {
      '/functions/analyze': { content: ARTICLE },
      '/functions/improve': { content: ARTICLE },
      '/functions/extract-keywords': { content: ARTICLE },
      '/functions/geo-keywords': { keyword: 'cold brew' },
      '/history/{id}': { title: 'Storing cold brew' },
      '/history/{id}/dismissals': { kind: finding?.kind, text: finding?.text, reason: 'again' },
    };
    // Deletions last, so the routes before them still have their runs; deleting all, the last.
    const rank = (route: (typeof PUBLIC_ROUTES)[number]) =>
      route.method !== 'delete' ? 0 : 1000 - route.path.length;
    const order = [...PUBLIC_ROUTES].sort((a, b) => rank(a) - rank(b));
    const walked: string[] = [];
    for (const route of order) {
      const item = document.paths?.[route.path] as
        | Record<string, OpenAPIV3_1.OperationObject>
        | undefined;
      const operation = item?.[route.method];
      expect(operation, `${route.method} ${route.path} is documented`).toBeDefined();
      const path = route.path
        .replace('{id}', newest)
        .replace('{other}', older)
        .replace('{dismissalId}', dismissed.dismissal.id);
      const query = route.query?.find((q) => q.required) ? '?format=markdown' : '';
      const answer = await caller.request(
        route.method.toUpperCase(),
        `${path}${query}`,
        route.request ? bodies[route.path] : undefined,
      );
      expect(Object.keys(operation?.responses ?? {}), `${route.method} ${route.path}`).toContain(
        String(answer.status),
      );
      expect(answer.status, `${route.method} ${route.path}`).toBe(200);
      if (route.files) {
        expect(route.files).toContain(answer.headers.get('content-type')?.split(';')[0]);
      } else {
        const body = await answer.json();
        const checked = route.response?.safeParse(body);
        expect(checked?.success, `${route.method} ${route.path}: ${JSON.stringify(body)}`).toBe(
          true,
        );
      }
      walked.push(`${route.method} ${route.path}`);
    }
    const documented = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).map((method) => `${method} ${path}`),
    );
    expect(walked.sort()).toEqual(documented.sort());
  }, 120_000);
});
