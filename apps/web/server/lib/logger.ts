import { pino } from 'pino';
import type { Env } from '../env.ts';

export type Logger = pino.Logger;

/**
 * Errors are logged without the values a failed query was given: they can hold e-mail
 * addresses and password hashes. The SQL text and the database's own reason stay.
 */
function serializeError(error: Error): Record<string, unknown> {
  const serialized: Record<string, unknown> = { ...pino.stdSerializers.err(error) };
  if (!('params' in error)) return serialized;
  delete serialized.params;
  const message = String(serialized.message ?? '');
  const hidden = message.replace(/\nparams: [\s\S]*$/, '\nparams: [hidden]');
  serialized.message = hidden;
  if (typeof serialized.stack === 'string') {
    serialized.stack = serialized.stack.replace(
      /\nparams: [\s\S]*?(?=\n {4}at |\ncaused by|$)/,
      '\nparams: [hidden]',
    );
  }
  return serialized;
}

/** Structured JSON logs, one object per line, with ISO times. */
export function createLogger(
  level: Env['LOG_LEVEL'] = 'info',
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'citable' },
    serializers: { err: serializeError },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
  return destination ? pino(options, destination) : pino(options);
}
