import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median } from '../lib/median.mjs';
import { webRoot } from '../lib/start-server.mjs';

/*
 * What a new user waits for after `npm install` has fetched the packages: the build that
 * `npm install` now runs (the root's `prepare`), then `npm start` until the server is ready on
 * an empty DATA_DIR (the embedded database is created and migrated), then a later start on the
 * same DATA_DIR. Baseline: starting Node itself, in the same run. Median of RUNS runs.
 * Usage: node bench/first-start/run.mjs [--runs 3]
 */
const index = process.argv.indexOf('--runs');
const RUNS = index > 0 ? Number(process.argv[index + 1]) : 3;
const PORT = 3600;

const seconds = (started) => (performance.now() - started) / 1000;

function timeNode() {
  const started = performance.now();
  spawnSync(process.execPath, ['-e', '0']);
  return seconds(started);
}

function timeBuild() {
  const started = performance.now();
  const result = spawnSync(process.execPath, [path.join(webRoot, 'scripts/build.mjs')], {
    cwd: webRoot,
    stdio: 'ignore',
  });
  if (result.status !== 0) throw new Error('the build failed');
  return seconds(started);
}

/** From `npm start`'s script to the first 200 of /api/ready; the server is stopped after. */
async function timeStart(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(webRoot, 'scripts/start.mjs')], {
    cwd: webRoot,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${PORT}/api/ready`).catch(() => null);
    if (ready?.ok) break;
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const elapsed = seconds(started);
  child.kill('SIGTERM');
  await exited;
  return elapsed;
}

const figures = { node: [], build: [], first: [], later: [] };
for (let run = 0; run < RUNS; run++) {
  figures.node.push(timeNode());
  figures.build.push(timeBuild());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'citable-first-start-'));
  try {
    figures.first.push(await timeStart(dataDir));
    figures.later.push(await timeStart(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const node = median(figures.node);
console.log(`median of ${RUNS} runs (seconds; ratio to starting Node itself)`);
for (const [label, values] of [
  ['Node itself (baseline)', figures.node],
  ['build (npm install runs it)', figures.build],
  ['npm start, empty DATA_DIR, to ready', figures.first],
  ['npm start, later, to ready', figures.later],
]) {
  const value = median(values);
  console.log(
    `${label.padEnd(38)} ${value.toFixed(2).padStart(7)} s  ${(value / node).toFixed(0).padStart(5)}x`,
  );
}
