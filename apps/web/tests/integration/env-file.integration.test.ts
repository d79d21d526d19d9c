import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.ts';
import { runServerToExit, startServer } from '../support/server.ts';

/**
 * Issue 37: `npm start` reads a `.env` file in the folder it was typed in (INIT_CWD, as npm sets
 * it), with Node's own reader; a variable set in the environment wins over the file.
 */
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'citable-env-file-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('a .env file', () => {
  it("is checked like the environment, and the environment's own value wins", async () => {
    await writeFile(path.join(folder, '.env'), 'PORT=eighty\nBETA_ENDS_AT=soon\n');
    const { code, stderr } = await runServerToExit({
      INIT_CWD: folder,
      BETA_ENDS_AT: '2025-07-01',
    });
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid environment variable PORT');
    expect(stderr).not.toContain('BETA_ENDS_AT');
  });

  it('configures the server it starts', async () => {
    const secret = 'env-file-testing-secret-0123456789';
    await writeFile(path.join(folder, '.env'), `# a comment\nTESTING_SECRET="${secret}"\n`);
    const server = await startServer({ INIT_CWD: folder });
    try {
      const api = new ApiClient(server.url);
      expect((await api.postJson('/api/testing', { secret })).status).toBe(200);
      expect((await api.postJson('/api/testing', { secret: `${secret}-wrong` })).status).not.toBe(
        200,
      );
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
