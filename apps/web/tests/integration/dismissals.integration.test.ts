import { HistoryList, RunFindings } from '@citable/schemas';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../support/accounts.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';

/** Issue 34 "Dismiss a finding": with a reason, sticky per document, listed, restorable. */
const PRESS_RELEASE = `# Acme opens a new plant

Acme Corp opened a new plant in Springfield today. The plant employs 200 people. "We are proud," said the CEO.`;
const REASON = 'does not apply to press releases';

let mailbox: Mailbox;
let server: TestAppServer;
let owner: ApiClient;

async function member(): Promise<ApiClient> {
  const api = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  await signUpAndVerify(api, mailbox, { name: 'Dismiss Writer', email: uniqueEmail('dismiss') });
  return api;
}

async function analyzeAndFind(): Promise<{ id: string; findings: RunFindings }> {
  expect((await owner.post('/api/functions/analyze', { content: PRESS_RELEASE })).status).toBe(200);
  const id = HistoryList.parse(await (await owner.get('/api/history')).json()).runs[0]?.id ?? '';
  const findings = RunFindings.parse(await (await owner.get(`/api/history/${id}/findings`)).json());
  return { id, findings };
}

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAppServer({ SMTP_URL: mailbox.smtpUrl, TRUST_PROXY: '127.0.0.1' });
  owner = await member();
});

afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

describe('dismissed findings', () => {
  it('stay dismissed in later runs of the document, are listed, exported and restorable', async () => {
    const first = await analyzeAndFind();
    const target = first.findings.findings.find((f) => f.kind === 'suggestion');
    if (!target) throw new Error('the analysis made no suggestion');
    expect(target.dismissal).toBeNull();
    const dismissed = await owner.post(`/api/history/${first.id}/dismissals`, {
      kind: 'suggestion',
      text: target.text,
      reason: `  ${REASON} `,
    });
    expect(dismissed.status).toBe(200);

    // A new run of the same document: the same finding comes dismissed, with its reason.
    const second = await analyzeAndFind();
    expect(second.id).not.toBe(first.id);
    const again = second.findings.findings.find((f) => f.text === target.text);
    expect(again?.dismissal?.reason).toBe(REASON);
    expect(second.findings.dismissals.map((d) => d.text)).toEqual([target.text]);
    const others = second.findings.findings.filter((f) => f.text !== target.text);
    for (const f of others) expect(f.dismissal).toBeNull();

    const markdown = await (
      await owner.get(`/api/history/${second.id}/export?format=markdown`)
    ).text();
    expect(markdown).toContain('## Dismissed findings');
    expect(markdown).toContain(`~~${target.text}~~ (suggestion), dismissed: ${REASON}`);
    expect(markdown.split('## Dismissed findings')[0]).not.toContain(`**${target.text}**`);
    const csv = parse(
      await (await owner.get(`/api/history/${second.id}/export?format=csv`)).text(),
      { columns: true },
    ) as Record<string, string>[];
    expect(csv.find((row) => row.name === target.text)?.dismissed).toBe(REASON);

    // Restored: a finding again, in every run.
    const id = second.findings.dismissals[0]?.id;
    expect((await owner.delete(`/api/history/dismissals/${id}`)).status).toBe(200);
    const restored = RunFindings.parse(
      await (await owner.get(`/api/history/${first.id}/findings`)).json(),
    );
    expect(restored.dismissals).toEqual([]);
    expect(restored.findings.find((f) => f.text === target.text)?.dismissal).toBeNull();
    expect((await owner.delete(`/api/history/dismissals/${id}`)).status).toBe(404);
  });

  it('refuses a dismissal without a reason, and changes nothing', async () => {
    const { id, findings } = await analyzeAndFind();
    const text = findings.findings[0]?.text ?? '';
    for (const [body, message] of [
      [{ kind: 'suggestion', text, reason: '   ' }, 'Give a reason for dismissing this finding.'],
      [{ kind: 'note', text, reason: 'x' }, 'A finding is an insight or a suggestion.'],
      [
        { kind: 'insight', text, reason: 'x'.repeat(501) },
        'A reason can be at most 500 characters.',
      ],
    ] as const) {
      const answer = await owner.post(`/api/history/${id}/dismissals`, body);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toBe(message);
    }
    const after = RunFindings.parse(await (await owner.get(`/api/history/${id}/findings`)).json());
    expect(after.dismissals).toEqual([]);
  });

  it('no one else can read, dismiss or restore', async () => {
    const { id, findings } = await analyzeAndFind();
    const text = findings.findings[0]?.text ?? '';
    const made = await owner.post(`/api/history/${id}/dismissals`, {
      kind: findings.findings[0]?.kind,
      text,
      reason: REASON,
    });
    const { dismissal } = (await made.json()) as { dismissal: { id: string } };
    const other = await member();
    expect((await other.get(`/api/history/${id}/findings`)).status).toBe(404);
    expect(
      (await other.post(`/api/history/${id}/dismissals`, { kind: 'insight', text, reason: 'x' }))
        .status,
    ).toBe(404);
    expect((await other.delete(`/api/history/dismissals/${dismissal.id}`)).status).toBe(404);
    const visitor = new ApiClient(server.url, { forwardedFor: uniqueIp() });
    expect((await visitor.get(`/api/history/${id}/findings`)).status).toBe(401);
    const still = RunFindings.parse(await (await owner.get(`/api/history/${id}/findings`)).json());
    expect(still.dismissals.map((d) => d.id)).toEqual([dismissal.id]);
  });
});
