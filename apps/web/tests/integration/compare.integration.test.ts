import { CRITERIA } from '@citable/engine';
import { DocumentRuns, HistoryList, HistoryRunResponse, RunComparison } from '@citable/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../support/accounts.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';

/** Issue 34 "Documents and compare": runs grouped by title, two analyses side by side. */
const THIN = `# Storing cold brew

cold brew cold brew is good. keep cold brew cold.`;
const RICH = `# Storing cold brew

How long does cold brew keep? Cold brew concentrate keeps for up to 14 days in the fridge in a sealed glass jar, according to the Specialty Coffee Association. Diluted cold brew keeps for about 3 days, because the added water lets bacteria grow faster.

## How should you store it?

1. Pour it into a glass jar.
2. Seal the jar.
3. Keep it below 4 degrees Celsius.`;
const OTHER = `# Sourdough starters

A sourdough starter is flour and water fermented by wild yeast.`;

let mailbox: Mailbox;
let server: TestAppServer;
let owner: ApiClient;
const ids: Record<'thin' | 'rich' | 'other', string> = { thin: '', rich: '', other: '' };

async function member(): Promise<ApiClient> {
  const api = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  await signUpAndVerify(api, mailbox, { name: 'Compare Writer', email: uniqueEmail('compare') });
  return api;
}

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAppServer({ SMTP_URL: mailbox.smtpUrl, TRUST_PROXY: '127.0.0.1' });
  owner = await member();
  for (const content of [THIN, RICH, OTHER])
    expect((await owner.post('/api/functions/analyze', { content })).status).toBe(200);
  const list = HistoryList.parse(await (await owner.get('/api/history')).json());
  [ids.other, ids.rich, ids.thin] = list.runs.map((run) => run.id) as [string, string, string];
});

afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

describe('documents and compare', () => {
  it("groups a document's runs by title, oldest first, with their scores", async () => {
    const document = DocumentRuns.parse(
      await (await owner.get(`/api/history/${ids.rich}/document`)).json(),
    );
    expect(document.runs.map((run) => run.id)).toEqual([ids.thin, ids.rich]);
    // Each run carries its overall score (a stuffed stub may score 0; the sourced page does not).
    for (const run of document.runs) {
      expect(run.score).toBeGreaterThanOrEqual(0);
      expect(run.score).toBeLessThanOrEqual(100);
    }
    expect(Math.max(...document.runs.map((run) => run.score ?? 0))).toBeGreaterThan(0);
  });

  it('shows each criterion’s change and the findings that appeared or went away', async () => {
    const comparison = RunComparison.parse(
      await (await owner.get(`/api/history/${ids.rich}/compare/${ids.thin}`)).json(),
    );
    // Older first, whichever order they were asked in.
    expect(comparison.before.id).toBe(ids.thin);
    expect(comparison.after.id).toBe(ids.rich);
    expect(comparison.criteria.map((c) => c.name)).toEqual([...CRITERIA]);
    for (const c of comparison.criteria) {
      expect(c.before).not.toBeNull();
      expect(c.change).toBe((c.after ?? 0) - (c.before ?? 0));
    }
    expect(comparison.criteria.some((c) => (c.change ?? 0) > 0)).toBe(true);
    expect(comparison.after.score).toBeGreaterThan(comparison.before.score ?? 100);
    expect(comparison.appeared.length + comparison.gone.length).toBeGreaterThan(0);
    // A run compared with itself changes nothing.
    const same = RunComparison.parse(
      await (await owner.get(`/api/history/${ids.rich}/compare/${ids.rich}`)).json(),
    );
    expect(same.criteria.every((c) => c.change === 0)).toBe(true);
    expect([same.appeared, same.gone]).toEqual([[], []]);
  });

  it('a renamed run moves to the document of its new title', async () => {
    const renamed = await owner.patch(`/api/history/${ids.other}`, {
      title: '  storing COLD brew ',
    });
    expect(renamed.status).toBe(200);
    expect(HistoryRunResponse.parse(await renamed.json()).run.title).toBe('storing COLD brew');
    const document = DocumentRuns.parse(
      await (await owner.get(`/api/history/${ids.rich}/document`)).json(),
    );
    expect(document.runs.map((run) => run.id)).toEqual([ids.thin, ids.rich, ids.other]);
    const empty = await owner.patch(`/api/history/${ids.other}`, { title: '   ' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: string }).error).toBe('The title cannot be empty.');
  });

  it('refuses another account, a visitor, and a run that is not an analysis', async () => {
    const other = await member();
    expect((await other.get(`/api/history/${ids.rich}/compare/${ids.thin}`)).status).toBe(404);
    expect((await other.get(`/api/history/${ids.rich}/document`)).status).toBe(404);
    expect((await other.patch(`/api/history/${ids.rich}`, { title: 'Mine' })).status).toBe(404);
    const visitor = new ApiClient(server.url, { forwardedFor: uniqueIp() });
    expect((await visitor.get(`/api/history/${ids.rich}/compare/${ids.thin}`)).status).toBe(401);
    await owner.post('/api/functions/geo-keywords', { keyword: 'cold brew' });
    const research = HistoryList.parse(await (await owner.get('/api/history?tool=keywords')).json())
      .runs[0]?.id;
    const refused = await owner.get(`/api/history/${ids.rich}/compare/${research}`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Only two analyses can be compared.',
    );
    // The owner's title is unchanged by the refused rename.
    const run = HistoryRunResponse.parse(
      await (await owner.get(`/api/history/${ids.rich}`)).json(),
    );
    expect(run.run.title).toBe('Storing cold brew');
  });
});
