import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServer as createViteServer } from 'vite';
import { createApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { parseEnv } from './env.ts';
import { createLogger } from './lib/logger.ts';
import { handleShutdown } from './lib/shutdown.ts';
import { createServices } from './services/create-services.ts';

/**
 * `npm run dev`: the same Hono app as production, with Vite serving the browser code (hot
 * reload) and the React Router build loaded fresh on every request.
 */
// A `.env` where `npm run dev` was typed, as for `npm start` (scripts/start.mjs).
const envFile = path.resolve(process.env.INIT_CWD ?? process.cwd(), '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
const env = parseEnv({
  ...process.env,
  // npm runs this inside apps/web; a relative DATA_DIR means the folder `npm run dev` was typed in.
  DATA_DIR: path.resolve(
    process.env.INIT_CWD ?? process.cwd(),
    process.env.DATA_DIR?.trim() || './data',
  ),
  NODE_ENV: 'development',
});
const logger = createLogger(env.LOG_LEVEL);
const vite = await createViteServer({
  root: fileURLToPath(new URL('..', import.meta.url)),
  server: { middlewareMode: true },
  appType: 'custom',
});
const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
const services = await createServices(env, database, logger);
const app = createApp({
  services,
  build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
});
const handle = getRequestListener(app.fetch);
const server = createServer((req, res) => vite.middlewares(req, res, () => handle(req, res)));
server.listen(env.PORT, env.HOST, () => {
  logger.info({ port: env.PORT }, `Citable (development) on http://localhost:${env.PORT}`);
});
handleShutdown({
  server,
  logger,
  graceMs: env.SHUTDOWN_GRACE_MS,
  endStreams: () => services.ctx.openStreams.endAll(),
  closeResources: async () => {
    await vite.close();
    await services.close();
  },
});
