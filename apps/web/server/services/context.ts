import type { EngineRunner } from '../ai/engine-pool.ts';
import type { AiProvider } from '../ai/provider.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import type { RateLimits } from '../auth/rate-limits.ts';
import type { SessionStore } from '../auth/sessions.ts';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../lib/logger.ts';
import type { Metrics } from '../lib/metrics.ts';
import type { OpenStreams } from '../lib/open-streams.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PdfPrinter } from './exports/pdf-printer.ts';
import type { PromptStore } from './prompts/prompt-store.ts';

/** What service functions may use. Built once in main.ts, and by tests with real parts. */
export interface ServiceContext {
  db: Database;
  env: Env;
  /** Signs e-mail code hashes; AUTH_SECRET or the generated one in DATA_DIR. */
  authSecret: string;
  /**
   * Password hashing: its own threads behind a bounded queue in production (decision 008), at
   * OWASP's cost (lower only in test runs, env.ts).
   */
  passwords: PasswordHasher;
  mailer: Mailer;
  limits: RateLimits;
  sessions: SessionStore;
  logger: Logger;
  /** The builtin engine or an OpenAI-compatible LLM (AI_PROVIDER). */
  ai: AiProvider;
  /** The builtin engine: worker threads in production, inline in development and tests. */
  engine: EngineRunner;
  /** What GET /metrics reports (issue 37). */
  metrics: Metrics;
  /** The event streams open now, ended with an error event when a shutdown's grace runs out. */
  openStreams: OpenStreams;
  /** The three system prompts; cached in memory only when this is the single instance. */
  prompts: PromptStore;
  /** Prints report exports to PDF with the installed Chromium, started on first use. */
  pdf: PdfPrinter;
}

/** Facts about the request that services need, without any HTTP types. */
export interface RequestInfo {
  ip: string;
  userAgent?: string | undefined;
  /** The browser's random id (a cookie): codes are bound to the browser that asked for them. */
  browserId?: string | undefined;
}
