import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CliReport, CreatedApiKeyResponse, HistoryList } from '@citable/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../support/accounts.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';

/** Issue 34: `citable analyze --api URL --key KEY` against a running instance. */
const cliRoot = fileURLToPath(new URL('../../../../packages/cli/', import.meta.url));
const FILES = ['test/fixtures/cookie-readme.md', 'test/fixtures/libffi-introduction.html'];

function citable(
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/citable.mjs', ...args], {
      cwd: cliRoot,
      env: { ...process.env, CITABLE_API_KEY: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let mailbox: Mailbox;
let server: TestAppServer;

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAppServer({ SMTP_URL: mailbox.smtpUrl, TRUST_PROXY: '127.0.0.1' });
});

afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

describe('citable analyze --api', () => {
  it("analyses with the instance, as the key's owner, and stops at once on a revoked key", async () => {
    const owner = new ApiClient(server.url, { forwardedFor: uniqueIp() });
    await signUpAndVerify(owner, mailbox, { name: 'CLI Owner', email: uniqueEmail('cli') });
    const made = CreatedApiKeyResponse.parse(
      await (await owner.post('/api/account/api-keys', { name: 'CLI' })).json(),
    );
    const run = await citable(
      'analyze',
      ...FILES,
      '--api',
      server.url,
      '--key',
      made.key,
      '--json',
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const report = CliReport.parse(JSON.parse(run.stdout));
    expect(report.documents).toHaveLength(2);
    for (const document of report.documents) expect(document.criteria).toHaveLength(6);
    const history = HistoryList.parse(await (await owner.get('/api/history')).json());
    expect(history.total).toBe(2);

    await owner.delete(`/api/account/api-keys/${made.apiKey.id}`);
    const refused = await citable('analyze', ...FILES, '--api', server.url, '--key', made.key);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain('answered 401: Send a valid API key');
    expect(refused.stdout).toBe('');
  }, 90_000);

  it('needs a key and an address', async () => {
    const noKey = await citable('analyze', ...FILES, '--api', server.url);
    expect(noKey.code).toBe(2);
    expect(noKey.stderr).toContain('--api needs --key KEY');
    const badUrl = await citable('analyze', ...FILES, '--api', 'citable', '--key', 'ck_x');
    expect(badUrl.code).toBe(2);
    expect(badUrl.stderr).toContain('--api takes the address of a Citable instance');
  });
});
