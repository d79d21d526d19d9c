import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { serve } from '@hono/node-server';
import { createProvider } from './ai/create-provider.ts';
import { createEnginePool } from './ai/engine-pool.ts';
import { createApp } from './app.ts';
import { preloadBreachedPasswords } from './auth/breached-passwords.ts';
import { createPasswordPool } from './auth/password-runner.ts';
import { openDatabase } from './db/client.ts';
import { EnvError, parseEnv } from './env.ts';
import { DataDirLockedError } from './lib/data-dir-lock.ts';
import { createLogger } from './lib/logger.ts';
import { createMetrics } from './lib/metrics.ts';
import { handleShutdown } from './lib/shutdown.ts';
import { describeUnsharedState } from './lib/unshared-state.ts';
import { createServices } from './services/create-services.ts';
import { renderStalePages } from './services/pages/render-stale-pages.ts';

/** A start that cannot succeed ends with one line naming the variable to fix (issue 2). */
function stopAtStart(variable: string, problem: string, error: unknown): never {
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  process.stderr.write(`Cannot start: ${variable}: ${problem} (${reason})\n`);
  process.exit(1);
}

/** Shows a connection URL without its password. */
function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured URL';
  }
}

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
  const database = await openDatabase({
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    logger,
  }).catch((error: unknown) => {
    if (env.DATABASE_URL)
      stopAtStart(
        'DATABASE_URL',
        `cannot use the database at ${redactUrl(env.DATABASE_URL)}`,
        error,
      );
    if (error instanceof DataDirLockedError)
      stopAtStart(
        'DATA_DIR',
        `the embedded database in ${env.DATA_DIR} is in use by another Citable process`,
        error,
      );
    return stopAtStart('DATA_DIR', `cannot open the embedded database in ${env.DATA_DIR}`, error);
  });
  const metrics = createMetrics();
  // The engine runs in worker threads beside this bundle (see scripts/build.mjs), with either
  // provider: an LLM's answers get the engine's citation map, anchors and review there too.
  const engine = createEnginePool(
    fileURLToPath(new URL('./engine-worker.js', import.meta.url)),
    metrics,
  );
  const ai = createProvider(env, { engine, metrics });
  // Password hashes run in threads of their own beside this bundle too (decision 008).
  const passwordRunner = createPasswordPool(
    fileURLToPath(new URL('./password-worker.js', import.meta.url)),
  );
  const services = await createServices(env, database, logger, {
    metrics,
    engine,
    ai,
    passwordRunner,
  }).catch(async (error: unknown) => {
    await database.close().catch(() => {});
    return env.REDIS_URL
      ? stopAtStart('REDIS_URL', `cannot use Redis at ${redactUrl(env.REDIS_URL)}`, error)
      : stopAtStart('DATA_DIR', 'cannot prepare the server', error);
  });
  const unshared = describeUnsharedState(env);
  if (unshared) logger.warn(unshared);
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
    // Pages saved before their HTML was stored, or by an older renderer (issue 31); a view
    // that comes first renders its page itself.
    renderStalePages(database.db, logger).catch((error) =>
      logger.error({ err: error }, 'could not render the stored HTML of pages'),
    );
  }) as Server;
  // Node closes an idle kept-alive connection after 5 s. A client that reuses it at that
  // moment gets ECONNRESET instead of an answer, which busy clients did; and a proxy in front
  // (idle timeout about 60 s) must never find the server closing first. So the server keeps
  // idle connections longer than the usual 60 s, and waits for headers a little longer still.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on('error', async (error: NodeJS.ErrnoException) => {
    await services.close().catch(() => {});
    if (error.code === 'EADDRINUSE')
      stopAtStart('PORT', `port ${env.PORT} is already in use`, error);
    if (error.code === 'EACCES')
      stopAtStart('PORT', `not allowed to listen on port ${env.PORT}`, error);
    stopAtStart('HOST', `cannot listen on ${env.HOST}`, error);
  });
  handleShutdown({
    server,
    logger,
    graceMs: env.SHUTDOWN_GRACE_MS,
    endStreams: () => services.ctx.openStreams.endAll(),
    closeResources: () => services.close(),
  });
}
