import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Issue 13: `npm start` with a bad variable ends with the reason as the last line a person
 * sees, not under npm's own error lines. Runs the real `npm start` from the repository root.
 */
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function npmStart(env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'citable-npm-start-'));
  dirs.push(dataDir);
  // Only what npm needs from this environment: not the npm_* variables of a surrounding
  // `npm test`, which would make the inner npm think it runs another script.
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
  );
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...base, DATA_DIR: dataDir, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // One stream, in the order a terminal would show it.
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  return { code, lines };
}

describe('npm start refused for its configuration', () => {
  it('a TESTING_SECRET shorter than 16 characters: the reason is the last line', async () => {
    const { lines } = await npmStart({ TESTING_SECRET: 'too-short' });
    expect(lines.at(-1)).toBe(
      'Invalid environment variable TESTING_SECRET: expected at least 16 characters',
    );
    expect(lines.join('\n')).not.toMatch(/npm error/);
  }, 120_000);

  it('any other invalid variable too', async () => {
    const { lines } = await npmStart({ AI_TIMEOUT_MS: '10' });
    expect(lines.at(-1)).toBe(
      'Invalid environment variable AI_TIMEOUT_MS: expected at least 1000 milliseconds',
    );
    expect(lines.join('\n')).not.toMatch(/npm error/);
  }, 120_000);

  it('a lower password cost outside a test run: refused, production keeps N=2^17', async () => {
    const { lines } = await npmStart({ NODE_ENV: 'production', TEST_SCRYPT_COST: '10' });
    expect(lines.at(-1)).toBe(
      'Invalid environment variable TEST_SCRYPT_COST: only allowed when NODE_ENV=test; production always hashes at N=2^17',
    );
  }, 120_000);
});
