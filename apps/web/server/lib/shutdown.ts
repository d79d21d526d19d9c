import type { Server } from 'node:http';
import type { Logger } from './logger.ts';

/** How long requests in flight may take to finish before the process exits anyway. */
const GRACE_MS = 10_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish, close
 * idle keep-alive connections, close the database, exit 0. A second signal exits at once.
 */
export function handleShutdown(options: {
  server: Server;
  logger: Logger;
  closeResources: () => Promise<void>;
}): void {
  const { server, logger, closeResources } = options;
  let shuttingDown = false;

  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    const forceExit = setTimeout(() => {
      logger.error('requests still open after the grace period: closing them');
      server.closeAllConnections();
    }, GRACE_MS);
    forceExit.unref();
    server.close(async (error) => {
      clearTimeout(forceExit);
      if (error) logger.error({ err: error }, 'error while closing the HTTP server');
      try {
        await closeResources();
        logger.info('shutdown complete');
        process.exit(0);
      } catch (closeError) {
        logger.error({ err: closeError }, 'error while closing resources');
        process.exit(1);
      }
    });
    // Keep-alive connections with no request in flight would otherwise hold close() open.
    server.closeIdleConnections();
  };

  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
