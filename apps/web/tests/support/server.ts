import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedPgliteDataDir } from './pglite-template.ts';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Every line the server wrote to stdout so far (JSON log lines). */
  logs: string[];
  stderr: string[];
  /** Sends SIGTERM and resolves with the exit code. */
  stop: () => Promise<number | null>;
}

/**
 * For suites that make accounts on the built server: the test run's low password cost
 * (vitest.config.ts). The server takes it only under NODE_ENV=test, in which React renders in
 * development mode (about twice as slow a page), so only suites that hash more than they render
 * ask for it.
 */
export const CHEAP_PASSWORDS: Record<string, string> = {
  NODE_ENV: 'test',
  TEST_SCRYPT_COST: process.env.TEST_SCRYPT_COST ?? '',
};

/**
 * Starts the product the way `npm start` does (scripts/start.mjs: build if stale, then
 * serve; NODE_ENV=production, passwords at production's cost) on a free port, with its own
 * empty data directory unless DATA_DIR is given.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'citable-server-')));
  // A fresh folder starts from the run's migrated template instead of a new initdb.
  if (!env.DATA_DIR && !env.DATABASE_URL) await seedPgliteDataDir(dataDir);
  const child = spawn(process.execPath, [path.join(webRoot, 'scripts/start.mjs')], {
    cwd: webRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // Not Vitest's NODE_ENV=test, which the server would otherwise inherit.
      NODE_ENV: 'production',
      TEST_SCRYPT_COST: '',
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: string[] = [];
  const stderr: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start: ${stderr.join('')}`)),
      120_000,
    );
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        logs.push(line);
        const match = /"port":(\d+)/.exec(line);
        if (match && line.includes('listening')) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${stderr.join('')}`));
    });
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    process: child,
    logs,
    stderr,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** Runs the start script to completion (for configuration errors) and returns its output. */
export async function runServerToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [path.join(webRoot, 'scripts/start.mjs')], {
    cwd: webRoot,
    env: { ...process.env, NODE_ENV: 'production', TEST_SCRYPT_COST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stderr };
}
