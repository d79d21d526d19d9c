import type { ResolvedViewer } from '../auth/viewer.ts';
import type { Logger } from '../lib/logger.ts';

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
