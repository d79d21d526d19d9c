import { pino } from 'pino';
import type { Env } from '../env.ts';

export type Logger = pino.Logger;

/** Structured JSON logs, one object per line, with ISO times. */
export function createLogger(level: Env['LOG_LEVEL'] = 'info'): Logger {
  return pino({
    level,
    base: { service: 'citable' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  });
}
