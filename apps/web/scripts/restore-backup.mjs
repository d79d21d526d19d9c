import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * Restores a copy of the embedded database from GET /backup into a DATA_DIR that has none:
 *   node apps/web/scripts/restore-backup.mjs citable-....tar.gz ./data
 * Then `npm start` with that DATA_DIR (and the same AUTH_SECRET, or the old DATA_DIR's
 * auth-secret file copied beside it) serves the restored data.
 */
const [file, dataDir = process.env.DATA_DIR ?? './data'] = process.argv.slice(2);
if (!file) {
  process.stderr.write(
    'Usage: node apps/web/scripts/restore-backup.mjs BACKUP.tar.gz [DATA_DIR]\n',
  );
  process.exit(1);
}
const target = path.resolve(dataDir, 'pglite');
// Never over a database: a restore goes into a new folder, so nothing is lost by mistake.
if (existsSync(target)) {
  process.stderr.write(
    `Cannot restore: ${target} already holds a database; choose a new DATA_DIR.\n`,
  );
  process.exit(1);
}
const copy = new Blob([await readFile(file)]);
const database = await PGlite.create(target, { loadDataDir: copy });
const { rows } = await database.query(
  "select count(*)::int as tables from pg_tables where schemaname = 'public'",
);
await database.close();
process.stdout.write(`Restored ${file} into ${target} (${rows[0]?.tables ?? 0} tables).\n`);
