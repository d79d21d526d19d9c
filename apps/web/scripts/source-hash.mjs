import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folders and files whose content decides whether the build is current. */
export const webRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = path.resolve(webRoot, '../..');
const INPUTS = [
  path.join(webRoot, 'app'),
  path.join(webRoot, 'server'),
  path.join(webRoot, 'public'),
  path.join(webRoot, 'vite.config.ts'),
  path.join(webRoot, 'react-router.config.ts'),
  path.join(webRoot, 'package.json'),
  path.join(repoRoot, 'packages'),
  path.join(repoRoot, 'package-lock.json'),
];
const SKIP = new Set(['node_modules', '.react-router', 'build']);

async function collect(target, files) {
  let entries;
  try {
    entries = await readdir(target, { withFileTypes: true });
  } catch (error) {
    if (error.code === 'ENOTDIR') return files.push(target);
    if (error.code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) await collect(full, files);
    // The layer-rule test writes short-lived "layer-probe-*.ts" files into the sources for the
    // linter to read: they are test files, and counting them made a server started meanwhile
    // rebuild under the feet of the one running (a browser test's server exited with ENOENT).
    else if (!/\.test\.tsx?$|^layer-probe-/.test(entry.name)) files.push(full);
  }
}

/** A content hash of every build input (tests excluded): equal hashes, equal builds. */
export async function hashSources() {
  const files = [];
  for (const input of INPUTS) await collect(input, files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(path.relative(repoRoot, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex');
}

export const stampFile = path.join(webRoot, 'build', '.source-hash');

/** Whether build/ was made from the sources as they are now. */
export async function isBuildCurrent() {
  try {
    return (await readFile(stampFile, 'utf8')) === (await hashSources());
  } catch {
    return false;
  }
}
