import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServer, type TestAppServer } from './app-server.ts';
import { seedPgliteDataDir } from './pglite-template.ts';
import { createTestDatabase, isPostgresAvailable, POSTGRES_SKIP_REASON } from './postgres.ts';

/**
 * The two databases the product runs on, for suites that must hold on both: the embedded
 * PGlite and the machine's PostgreSQL (skipped, with the reason printed, when none answers).
 */
export interface Backend {
  name: 'PGlite' | 'PostgreSQL';
  /** A fresh, empty database; `start` runs the API on it, again after a stop if need be. */
  createDatabase(): Promise<BackendDatabase>;
}

export interface BackendDatabase {
  start(env?: Record<string, string>): Promise<TestAppServer>;
  drop(): Promise<void>;
}

const pglite: Backend = {
  name: 'PGlite',
  async createDatabase() {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'citable-backend-'));
    // The run's migrated template instead of a new initdb (seconds on a loaded machine); the
    // server still applies its migrations on top, as on any start.
    await seedPgliteDataDir(dataDir);
    return {
      start: (env = {}) => startAppServer({ ...env, DATA_DIR: dataDir }),
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  },
};

const postgres: Backend = {
  name: 'PostgreSQL',
  async createDatabase() {
    const database = await createTestDatabase();
    return {
      start: (env = {}) => startAppServer({ ...env, DATABASE_URL: database.url }),
      drop: database.drop,
    };
  },
};

export const postgresAvailable = await isPostgresAvailable();
if (!postgresAvailable) console.warn(POSTGRES_SKIP_REASON);

/** PGlite always; PostgreSQL when a server answers. */
export const BACKENDS: Backend[] = postgresAvailable ? [pglite, postgres] : [pglite];
