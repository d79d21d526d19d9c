import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER, openDatabase } from '../../server/db/client.ts';

/**
 * A migrated embedded database, made once per test run (vitest's global setup) and copied
 * into each test server's DATA_DIR. A new PGlite database costs about 4 s of initdb and more on
 * a loaded machine; a copy costs a fraction of a second. The folder is named after the
 * migrations it holds, so a changed migration never meets a stale copy.
 */
export function pgliteTemplateDir(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(full));
  }
  return path.join(tmpdir(), `citable-pglite-template-${hash.digest('hex').slice(0, 16)}`);
}

export async function createPgliteTemplate(): Promise<void> {
  const target = pgliteTemplateDir();
  if (existsSync(path.join(target, 'pglite'))) return;
  const building = await mkdtemp(path.join(tmpdir(), 'citable-pglite-building-'));
  const database = await openDatabase({ dataDir: building });
  await database.close();
  await rm(path.join(building, 'citable.lock'), { force: true });
  await writeFile(path.join(building, 'README'), 'A migrated PGlite database copied by tests.\n');
  // Renamed into place whole, so a reader never sees half a template.
  await rename(building, target).catch(async () => rm(building, { recursive: true, force: true }));
}

/** Copies the template's database into `dataDir`, when the run made one. */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  const template = path.join(pgliteTemplateDir(), 'pglite');
  if (existsSync(template)) await cp(template, path.join(dataDir, 'pglite'), { recursive: true });
}
