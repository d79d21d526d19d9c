import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isBuildCurrent, webRoot } from './source-hash.mjs';

/** `npm start`: builds when the sources changed since the last build, then serves. */

// A `.env` file where `npm start` was typed sets variables that the environment does not
// (Node's own reader: the environment wins, as with `node --env-file`).
const envFile = path.resolve(process.env.INIT_CWD ?? process.cwd(), '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);

// npm runs workspace scripts inside apps/web; a relative DATA_DIR (default ./data) means the
// folder where `npm start` was typed, as the README says.
process.env.DATA_DIR = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  process.env.DATA_DIR?.trim() || './data',
);

// npm follows a script that exits non-zero with about ten lines of its own ("npm error
// Lifecycle script `start` failed...", path, workspace, command), which bury the one line
// saying which variable to fix. So when npm runs `start`, a start that was refused on purpose
// (the server printed why, then exited 1) ends with status 0 and npm adds nothing: the
// reason stays the last line on the screen. A crash keeps its status, and running this file
// directly (as a supervisor should) keeps status 1 for every refusal.
const isNpmStart = process.env.npm_lifecycle_event === 'start';
let hasCrashed = false;
process.on('uncaughtExceptionMonitor', () => {
  hasCrashed = true;
});
let isBuilding = false;
process.on('exit', (code) => {
  if (isNpmStart && code === 1 && !hasCrashed && !isBuilding) process.exitCode = 0;
});

if (!(await isBuildCurrent())) {
  console.log('Building Citable (first start, or the sources changed)...');
  isBuilding = true;
  const result = spawnSync(process.execPath, [path.join(webRoot, 'scripts/build.mjs')], {
    cwd: webRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  isBuilding = false;
}

const { main } = await import(pathToFileURL(path.join(webRoot, 'build/server/index.js')).href);
await main();
