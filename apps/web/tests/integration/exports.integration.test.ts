import { CRITERIA } from '@citable/engine';
import {
  HistoryList,
  HistoryRunResponse,
  SharedReportResponse,
  ShareLinkResponse,
} from '@citable/schemas';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../support/accounts.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';
import { readPdfText } from '../support/pdf-text.ts';

/** Issue 34 "Export": the analyzer report as Markdown, CSV and PDF, and a read-only link. */
const ARTICLE = `# How long does cold brew keep?

Cold brew concentrate keeps for up to 14 days in the fridge in a sealed jar, according to the Specialty Coffee Association. Diluted cold brew keeps for about 3 days.

## How should you store it?

Store it in glass, away from light, below 4 degrees Celsius.`;
const SHARE_NOT_FOUND = 'This link does not exist or was revoked by its owner.';

let mailbox: Mailbox;
let server: TestAppServer;
let owner: ApiClient;
let runId: string;
let score: number;

async function member(): Promise<ApiClient> {
  const api = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  await signUpAndVerify(api, mailbox, { name: 'Export Writer', email: uniqueEmail('export') });
  return api;
}

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAppServer({ SMTP_URL: mailbox.smtpUrl, TRUST_PROXY: '127.0.0.1' });
  owner = await member();
  expect((await owner.post('/api/functions/analyze', { content: ARTICLE })).status).toBe(200);
  const list = HistoryList.parse(await (await owner.get('/api/history')).json());
  const run = list.runs[0];
  if (!run || run.score === null) throw new Error('the analysis was not kept with a score');
  runId = run.id;
  score = run.score;
});

afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

describe('report exports', () => {
  it('Markdown holds the title, the score, every criterion and the findings', async () => {
    const answer = await owner.get(`/api/history/${runId}/export?format=markdown`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/markdown');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="How-long-does-cold-brew-keep.md"',
    );
    const text = await answer.text();
    expect(text.startsWith('# How long does cold brew keep?\n')).toBe(true);
    expect(text).toContain(`AI search score: **${score}/100**`);
    for (const name of CRITERIA) expect(text).toMatch(new RegExp(`\\| ${name} \\| \\d+ \\|`));
    expect(text).toContain('## Suggestions');
  });

  it('CSV has one row per criterion and per finding, and opens as CSV', async () => {
    const answer = await owner.get(`/api/history/${runId}/export?format=csv`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const rows = parse(await answer.text(), { columns: true }) as Record<string, string>[];
    expect(rows[0]).toMatchObject({ kind: 'overall', score: String(score) });
    const criteria = rows.filter((row) => row.kind === 'criterion');
    expect(criteria.map((row) => row.name)).toEqual([...CRITERIA]);
    const findings = rows.filter((row) => row.kind === 'insight' || row.kind === 'suggestion');
    expect(findings.length).toBeGreaterThan(0);
    for (const row of findings) expect(row.text?.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(1 + CRITERIA.length + findings.length);
  });

  it('PDF is a real PDF whose text holds the score and the criteria', async () => {
    const answer = await owner.get(`/api/history/${runId}/export?format=pdf`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const { pages, text } = await readPdfText(bytes);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain('How long does cold brew keep?');
    expect(text).toContain(`${score}/100`);
    for (const name of CRITERIA) expect(text).toContain(name);
  }, 60_000);

  it('refuses an unknown format, and a run that is not an analysis', async () => {
    const bad = await owner.get(`/api/history/${runId}/export?format=docx`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe(
      'Unknown format. Use markdown, csv, pdf or html.',
    );
    await owner.post('/api/functions/geo-keywords', { keyword: 'cold brew' });
    const list = HistoryList.parse(await (await owner.get('/api/history?tool=keywords')).json());
    const research = list.runs[0]?.id;
    const refused = await owner.get(`/api/history/${research}/export?format=markdown`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Only an analysis can be exported as a report.',
    );
    expect((await owner.post(`/api/history/${research}/share`)).status).toBe(400);
  });

  it('no one else can export or share the run', async () => {
    const other = await member();
    const visitor = new ApiClient(server.url, { forwardedFor: uniqueIp() });
    for (const format of ['markdown', 'csv', 'pdf']) {
      expect((await other.get(`/api/history/${runId}/export?format=${format}`)).status).toBe(404);
      expect((await visitor.get(`/api/history/${runId}/export?format=${format}`)).status).toBe(401);
    }
    expect((await other.post(`/api/history/${runId}/share`)).status).toBe(404);
    expect((await other.delete(`/api/history/${runId}/share`)).status).toBe(404);
    expect((await visitor.post(`/api/history/${runId}/share`)).status).toBe(401);
    expect((await owner.get(`/api/history/${runId}/export?format=markdown`)).status).toBe(200);
  });
});

describe('improved text exports', () => {
  it('an improved text downloads as its Markdown and as sanitised HTML, and nothing else', async () => {
    const content = `${ARTICLE}\n\n<script>alert(1)</script>`;
    expect((await owner.post('/api/functions/improve', { content })).status).toBe(200);
    const list = HistoryList.parse(await (await owner.get('/api/history?tool=improvement')).json());
    const id = list.runs[0]?.id;
    const run = HistoryRunResponse.parse(await (await owner.get(`/api/history/${id}`)).json()).run;
    const improved = run.result.tool === 'improvement' ? run.result.response.improvedContent : '';
    expect(improved.length).toBeGreaterThan(100);
    const markdown = await owner.get(`/api/history/${id}/export?format=markdown`);
    expect(markdown.headers.get('content-type')).toContain('text/markdown');
    expect(await markdown.text()).toBe(improved);
    const html = await owner.get(`/api/history/${id}/export?format=html`);
    expect(html.headers.get('content-disposition')).toBe(
      'attachment; filename="How-long-does-cold-brew-keep.html"',
    );
    const page = await html.text();
    expect(page).toContain('<h1>How long does cold brew keep?</h1>');
    expect(page).not.toContain('<script>');
    const pdf = await owner.get(`/api/history/${id}/export?format=pdf`);
    expect(pdf.status).toBe(400);
    expect(((await pdf.json()) as { error: string }).error).toBe(
      'An improved text exports as Markdown or HTML.',
    );
  });
});

describe('share links', () => {
  it('a link shows the report to anyone, read-only, until the owner revokes it', async () => {
    const shared = ShareLinkResponse.parse(
      await (await owner.post(`/api/history/${runId}/share`)).json(),
    );
    expect(shared.url).toMatch(new RegExp(`^${server.url}/shared/[A-Za-z0-9_-]{32}$`));
    const path = new URL(shared.url).pathname;
    const token = path.split('/').pop();
    const visitor = new ApiClient(server.url, { forwardedFor: uniqueIp() });
    const seen = SharedReportResponse.parse(
      await (await visitor.get(`/api/shared/${token}`)).json(),
    );
    expect(seen.report.score).toBe(score);
    expect(seen.report.title).toBe('How long does cold brew keep?');
    // The report, not the text: the writer's draft does not travel with the link.
    expect(JSON.stringify(seen)).not.toContain('sealed jar');
    expect(seen.report.criteria).toHaveLength(CRITERIA.length);
    const run = await (await owner.get(`/api/history/${runId}`)).json();
    expect(run.run.sharedAt).toBe(shared.sharedAt);

    expect((await owner.delete(`/api/history/${runId}/share`)).status).toBe(200);
    const gone = await visitor.get(`/api/shared/${token}`);
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: string }).error).toBe(SHARE_NOT_FOUND);
    expect((await (await owner.get(`/api/history/${runId}`)).json()).run.sharedAt).toBeNull();

    // A new link works; the old one stays gone; deleting the run ends the new one too.
    const again = ShareLinkResponse.parse(
      await (await owner.post(`/api/history/${runId}/share`)).json(),
    );
    const newToken = new URL(again.url).pathname.split('/').pop();
    expect(newToken).not.toBe(token);
    expect((await visitor.get(`/api/shared/${newToken}`)).status).toBe(200);
    expect((await visitor.get(`/api/shared/${token}`)).status).toBe(404);
    expect((await visitor.get('/api/shared/not-a-token')).status).toBe(404);
    expect((await owner.delete(`/api/history/${runId}`)).status).toBe(200);
    expect((await visitor.get(`/api/shared/${newToken}`)).status).toBe(404);
  });
});
