import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { preloadBreachedPasswords } from './auth/breached-passwords.ts';
import { openDatabase } from './db/client.ts';
import { EnvError, parseEnv } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { handleShutdown } from './lib/shutdown.ts';
import { createServices } from './services/create-services.ts';

/**
 * The production entry. Vite bundles this file with the React Router build into
 * build/server/index.js; `npm start` imports it and calls main().
 */
export async function main(): Promise<void> {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv(process.env);
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  const services = await createServices(env, database, logger);
  const clientDir = fileURLToPath(new URL('../client', import.meta.url));
  const app = createApp({ services, build, clientDir: path.resolve(clientDir) });

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info(
      { port: info.port, url: env.APP_URL, database: database.kind, ai: env.AI_PROVIDER },
      `Citable is listening on http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${info.port}`,
    );
    // Loaded in the background so the first sign-up does not wait for it.
    preloadBreachedPasswords().catch((error) =>
      logger.error({ err: error }, 'could not load the breached-password list'),
    );
  }) as Server;
  server.on('error', async (error) => {
    logger.error({ err: error }, 'the HTTP server could not start');
    await services.close();
    process.exit(1);
  });
  handleShutdown({ server, logger, closeResources: () => services.close() });
}
