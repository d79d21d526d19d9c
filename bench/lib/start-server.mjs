import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const webRoot = fileURLToPath(new URL('../../apps/web', import.meta.url));

/**
 * Starts the product as `npm start` does (building first if the sources changed), on a port
 * of the benchmark's choice with a fresh data directory, and waits until it is ready.
 * Resolves with a function that stops it and removes the data.
 */
export async function startBenchServer({ port, env = {} }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'citable-bench-'));
  const child = spawn(process.execPath, [path.join(webRoot, 'scripts/start.mjs')], {
    cwd: webRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 900; attempt++) {
    try {
      if ((await fetch(`${origin}/api/ready`)).ok) break;
    } catch {}
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
