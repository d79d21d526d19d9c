import type { Server } from 'node:http';
import type { Logger } from './logger.ts';

/**
 * On SIGTERM or SIGINT: stop accepting connections, let requests in flight finish for up to
 * `graceMs` (SHUTDOWN_GRACE_MS: by default long enough for an AI call to wait its turn and
 * run to its own deadline), then end the event streams still open with an error event
 * (`endStreams`), close what is left, close the database, exit 0. A second signal exits at once.
 */
export function handleShutdown(options: {
  server: Server;
  logger: Logger;
  graceMs: number;
  endStreams?: () => Promise<void>;
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
    logger.info(
      { signal, graceMs: options.graceMs },
      'shutting down: finishing requests in flight',
    );
    const forceExit = setTimeout(async () => {
      logger.warn('requests still open after the grace period: ending them');
      await options.endStreams?.().catch(() => {});
      // Each ended stream's last bytes (its error event, the end of the chunked body) leave
      // before the connections still open are cut; a response that ended is closed as idle.
      setTimeout(() => server.closeAllConnections(), 1000).unref();
    }, options.graceMs);
    forceExit.unref();
    // Idle keep-alive connections would otherwise hold close() open; a connection that goes
    // idle later is closed as its response ends (the server is no longer listening).
    const closeIdle = setInterval(() => server.closeIdleConnections(), 250);
    closeIdle.unref();
    server.close(async (error) => {
      clearTimeout(forceExit);
      clearInterval(closeIdle);
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
    server.closeIdleConnections();
  };

  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}
