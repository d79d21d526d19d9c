import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { hashSources, stampFile, webRoot } from './source-hash.mjs';

/** `npm start`: builds when the sources changed since the last build, then serves. */

// npm runs workspace scripts inside apps/web; a relative DATA_DIR (default ./data) means the
// folder where `npm start` was typed, as the README says.
process.env.DATA_DIR = path.resolve(
  process.env.INIT_CWD ?? process.cwd(),
  process.env.DATA_DIR?.trim() || './data',
);
async function isBuildCurrent() {
  try {
    return (await readFile(stampFile, 'utf8')) === (await hashSources());
  } catch {
    return false;
  }
}

if (!(await isBuildCurrent())) {
  console.log('Building Citable (first start, or the sources changed)...');
  const result = spawnSync(process.execPath, [path.join(webRoot, 'scripts/build.mjs')], {
    cwd: webRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { main } = await import(pathToFileURL(path.join(webRoot, 'build/server/index.js')).href);
await main();
