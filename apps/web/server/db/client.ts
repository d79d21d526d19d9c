import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from '../lib/data-dir-lock.ts';
import type { Logger } from '../lib/logger.ts';
import { schema } from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  /**
   * The embedded database only: a consistent copy of its data folder (a gzipped tar) taken
   * while it runs. PostgreSQL is backed up with pg_dump (README, "Backup and restore").
   */
  backup?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** Where the embedded database lives when no URL is given. */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Apply pending migrations before returning (the default). */
  migrate?: boolean;
  /** Where the embedded database's lock says it took over a stale lock. */
  logger?: Logger | undefined;
}

/**
 * The migrations sit beside this file in the source tree and beside the bundled server in the
 * build (the build script copies them), so one relative URL finds them in both.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** An arbitrary constant that names "Citable migrations" among PostgreSQL advisory locks. */
const MIGRATION_LOCK_ID = 7_310_442;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.migrate ?? true)
    : await openPglite(options.dataDir, options.migrate ?? true, options.logger);
  return handle;
}

async function openPglite(
  dataDir: string,
  shouldMigrate: boolean,
  logger: Logger | undefined,
): Promise<DatabaseHandle> {
  const directory = path.resolve(dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  // One process per embedded database: a second one would lose the first one's writes.
  const lock = await lockDataDir(path.resolve(dataDir), { logger });
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(directory);
    const db = drizzlePglite({ client, schema });
    if (shouldMigrate) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return pgliteHandle(client, db as unknown as Database, lock);
  } catch (error) {
    if (client && !client.closed) await client.close().catch(() => {});
    await lock.release();
    throw error;
  }
}

function pgliteHandle(client: PGlite, db: Database, lock: DataDirLock): DatabaseHandle {
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    backup: async () => {
      // Pages written to the files first, so that little WAL is replayed on restore.
      await client.query('checkpoint');
      // Taken inside a transaction of its own: PGlite runs one transaction at a time, so no
      // other is half done in the copy (issue 37: a consistent dump while running).
      let copy: Blob | undefined;
      await client.transaction(async () => {
        copy = await client.dumpDataDir('gzip');
      });
      return copy as Blob;
    },
    close: async () => {
      if (!client.closed) await client.close();
      await lock.release();
    },
  };
}

async function openPostgres(url: string, shouldMigrate: boolean): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  if (shouldMigrate) {
    const client = await pool.connect();
    try {
      // Several instances may start at once against one server: one migrates, the others wait.
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
  }
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
