import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/app.ts';
import type { PasswordRunner } from '../../server/auth/password-runner.ts';
import { openDatabase } from '../../server/db/client.ts';
import { parseEnv } from '../../server/env.ts';
import { createLogger } from '../../server/lib/logger.ts';
import { createServices, type Services } from '../../server/services/create-services.ts';
import { seedPgliteDataDir } from './pglite-template.ts';

export interface TestAppServer {
  url: string;
  services: Services;
  close(): Promise<void>;
}

/**
 * The real API in this process over a real socket: real database (a fresh PGlite unless
 * DATABASE_URL is given), real services. Pages need the React Router build, so they are
 * tested against the built server instead (support/server.ts). A given DATA_DIR is used and
 * kept, so a test can restart a server on the same embedded database. Passwords are hashed
 * inline unless a test passes a runner of its own.
 */
export async function startAppServer(
  overrides: Record<string, string> = {},
  options: { passwordRunner?: PasswordRunner } = {},
): Promise<TestAppServer> {
  const isOwnDataDir = !overrides.DATA_DIR;
  const dataDir = overrides.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'citable-api-')));
  const env = parseEnv({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    // The test run's lower password cost (vitest.config.ts), as a spawned server inherits it.
    NODE_ENV: process.env.NODE_ENV,
    TEST_SCRYPT_COST: process.env.TEST_SCRYPT_COST,
    ...overrides,
  });
  // A fresh folder starts from the run's migrated template instead of a new initdb; a given
  // one keeps the database it holds.
  if (isOwnDataDir && !env.DATABASE_URL) await seedPgliteDataDir(dataDir);
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({ dataDir, databaseUrl: env.DATABASE_URL });
  const services = await createServices(env, database, logger, {
    passwordRunner: options.passwordRunner,
  });
  const app = createApp({ services });
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started as Server),
    );
  });
  const { port } = server.address() as AddressInfo;
  // The public origin is only known now: the same-origin check and links use it.
  const url = `http://127.0.0.1:${port}`;
  services.ctx.env.APP_URL = overrides.APP_URL ?? url;
  return {
    url,
    services,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await services.close();
      if (isOwnDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
