import type { Logger } from '../lib/logger.ts';
import type { ResolvedViewer } from '../services/account/load-viewer.ts';

/** Values every request handler may read from the Hono context. */
export interface RequestVariables {
  requestId: string;
  logger: Logger;
  secureHeadersNonce?: string;
  /** Who is asking; set by the viewer middleware. */
  viewer: ResolvedViewer;
  clientIp: string;
}

export type AppEnv = { Variables: RequestVariables };
