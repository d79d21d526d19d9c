import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function captureLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

describe('createLogger', () => {
  it('logs a failed query without the values it was given', () => {
    const { lines, stream } = captureLines();
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['ada@example.com', 'scrypt$32768$8$1$salt$hash'],
      new Error('invalid byte sequence for encoding "UTF8": 0x00'),
    );
    createLogger('info', stream).error({ err: error }, 'unhandled error');
    const line = lines.join('');
    expect(line).toContain('insert into \\"users\\"');
    expect(line).toContain('params: [hidden]');
    expect(line).not.toContain('ada@example.com');
    expect(line).not.toContain('scrypt$32768');
  });

  it('keeps other errors whole', () => {
    const { lines, stream } = captureLines();
    createLogger('info', stream).error({ err: new Error('disk full') }, 'unhandled error');
    const entry = JSON.parse(lines[0] ?? '{}');
    expect(entry.err.message).toBe('disk full');
    expect(entry.err.stack).toContain('logger.test.ts');
  });
});
