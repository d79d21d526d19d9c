import { spawnSync } from 'node:child_process';
import { cp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { workspaceBin as bin } from '../../../scripts/workspace-bin.mjs';
import { runReactRouter } from './react-router-cli.mjs';
import { hashSources, stampFile, webRoot } from './source-hash.mjs';

/*
 * Builds the product: the React Router client and server bundles (the server bundle includes
 * our Hono server), the database migrations beside it, and precompressed static assets.
 */
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html|xml|map)$/;

const hash = await hashSources();
const status = await runReactRouter(['build']);
if (status !== 0) process.exit(status);

// The worker threads' files (the builtin engine's, password hashing's) are their own files,
// loaded by their pools at run time.
for (const [entry, outfile] of [
  ['server/ai/engine-worker.ts', 'build/server/engine-worker.js'],
  ['server/auth/password-worker.ts', 'build/server/password-worker.js'],
]) {
  const worker = spawnSync(
    bin('esbuild'),
    [
      entry,
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      `--outfile=${outfile}`,
      '--log-level=warning',
    ],
    { cwd: webRoot, stdio: 'inherit' },
  );
  if (worker.status !== 0) process.exit(worker.status ?? 1);
}

await cp(
  path.join(webRoot, 'server/db/migrations'),
  path.join(webRoot, 'build/server/migrations'),
  {
    recursive: true,
  },
);

async function precompress(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await precompress(full);
    } else if (COMPRESSIBLE.test(entry.name) && (await stat(full)).size >= 1024) {
      const content = await readFile(full);
      await writeFile(
        `${full}.br`,
        await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      await writeFile(`${full}.gz`, await gzip(content, { level: 9 }));
    }
  }
}
await precompress(path.join(webRoot, 'build/client'));
await writeFile(stampFile, hash);
console.log('Build complete.');
