import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInlinePasswordRunner,
  createPasswordPool,
  type PasswordRunner,
} from './password-runner.ts';
import { CURRENT_PARAMS, createPasswordHasher, verifyPassword } from './passwords.ts';

/**
 * Password hashing in real worker threads: the worker bundled as scripts/build.mjs bundles it,
 * run by the pool the production server uses.
 */
let folder: string;
let workerFile: string;
let pool: PasswordRunner;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'citable-password-worker-'));
  workerFile = path.join(folder, 'password-worker.js');
  await build({
    entryPoints: [fileURLToPath(new URL('./password-worker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: workerFile,
    logLevel: 'warning',
  });
  pool = createPasswordPool(workerFile, 1);
});
afterAll(async () => {
  await pool?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const PASSWORD = 'Violet-Harbour-Lantern-42';
const productionTask = () => ({
  kind: 'derive' as const,
  password: randomBytes(8).toString('hex'),
  salt: randomBytes(16),
  ...CURRENT_PARAMS,
  keyLength: 32,
  maxmem: 2 ** 28,
});

describe('the password pool', () => {
  it('makes hashes that verify anywhere, at the cost asked for', async () => {
    const hasher = createPasswordHasher({ params: { N: 2 ** 10, r: 8, p: 1 }, runner: pool });
    const hash = await hasher.hash(PASSWORD);
    expect(hash.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await hasher.verify(PASSWORD, hash)).toBe(true);
    expect(await hasher.verify(`${PASSWORD}!`, hash)).toBe(false);
  });

  it('holds one of its threads for a wait, as long as asked: a second task waits its turn', async () => {
    const started = performance.now();
    const wait = pool.wait(400);
    const derived = await pool.derive({ ...productionTask(), N: 2 ** 10 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect(derived.key).toHaveLength(32);
    await wait;
  });

  it("leaves libuv's threads to file reads while hashes run, where inline hashing takes them all", async () => {
    const libuvThreads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
    const order = async (runner: PasswordRunner) => {
      const events: string[] = [];
      const hashes = Array.from({ length: libuvThreads }, () =>
        runner.derive(productionTask()).then(() => events.push('hash')),
      );
      // Let the hashes reach their threads before the read asks for one.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const read = readFile(workerFile).then(() => events.push('read'));
      await Promise.all([...hashes, read]);
      return events;
    };
    // Inline, the hashes take every libuv thread: the read waits for one to finish.
    expect((await order(createInlinePasswordRunner())).indexOf('read')).toBeGreaterThan(0);
    // In the pool, the read is served while every hash is still running or waiting.
    expect((await order(pool)).indexOf('read')).toBe(0);
  }, 60_000);
});
