import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv, toPublicEnv } from './env.ts';

describe('parseEnv', () => {
  it('gives the defaults of DESIGN.md section 2 for an empty environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe('0.0.0.0');
    expect(env.APP_URL).toBe('http://localhost:3000');
    expect(env.DATA_DIR).toBe('./data');
    expect(env.AI_PROVIDER).toBe('builtin');
    expect(env.AI_MODEL).toBe('gpt-4o-mini');
    expect(env.AI_TIMEOUT_MS).toBe(60_000);
    expect(env.BETA_ENDS_AT).toBe('2025-07-01');
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('derives APP_URL from PORT and trims a trailing slash from an explicit one', () => {
    expect(parseEnv({ PORT: '8080' }).APP_URL).toBe('http://localhost:8080');
    expect(parseEnv({ APP_URL: 'https://citable.example/' }).APP_URL).toBe(
      'https://citable.example',
    );
  });

  it('chooses the openai provider when a key or base URL is set, unless told otherwise', () => {
    expect(parseEnv({ OPENAI_API_KEY: 'sk-test' }).AI_PROVIDER).toBe('openai');
    expect(parseEnv({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).AI_PROVIDER).toBe('openai');
    expect(parseEnv({ OPENAI_API_KEY: 'sk-test', AI_PROVIDER: 'builtin' }).AI_PROVIDER).toBe(
      'builtin',
    );
  });

  it('gives the AI limits their defaults, and reads the values set', () => {
    const defaults = parseEnv({});
    expect(defaults.AI_CALLS_PER_MINUTE).toBe(20);
    expect(defaults.AI_CALLS_PER_DAY).toBe(500);
    expect(defaults.AI_MAX_CONCURRENT_CALLS).toBe(8);
    const set = parseEnv({
      AI_CALLS_PER_MINUTE: '5',
      AI_CALLS_PER_DAY: '100',
      AI_MAX_CONCURRENT_CALLS: '2',
    });
    expect([set.AI_CALLS_PER_MINUTE, set.AI_CALLS_PER_DAY, set.AI_MAX_CONCURRENT_CALLS]).toEqual([
      5, 100, 2,
    ]);
  });

  it('gives the address and deployment budgets their defaults, and reads the values set', () => {
    const defaults = parseEnv({});
    expect(defaults.AI_CALLS_PER_ADDRESS_PER_MINUTE).toBe(60);
    expect(defaults.AI_CALLS_PER_ADDRESS_PER_DAY).toBe(2000);
    expect(defaults.AI_CALLS_PER_DAY_TOTAL).toBe(10_000);
    const set = parseEnv({
      AI_CALLS_PER_ADDRESS_PER_MINUTE: '30',
      AI_CALLS_PER_ADDRESS_PER_DAY: '900',
      AI_CALLS_PER_DAY_TOTAL: '250000',
    });
    expect([
      set.AI_CALLS_PER_ADDRESS_PER_MINUTE,
      set.AI_CALLS_PER_ADDRESS_PER_DAY,
      set.AI_CALLS_PER_DAY_TOTAL,
    ]).toEqual([30, 900, 250_000]);
  });

  it('gives the admission queue, the shutdown grace and the operator tokens their rules (issue 37)', () => {
    const env = parseEnv({});
    expect(env.AI_MAX_QUEUED_CALLS).toBe(32);
    expect(env.AI_QUEUE_WAIT_MS).toBe(10_000);
    // The grace covers a call's wait in the queue and its own deadline.
    expect(env.SHUTDOWN_GRACE_MS).toBe(10_000 + 60_000 + 2000);
    expect(parseEnv({ AI_TIMEOUT_MS: '5000' }).SHUTDOWN_GRACE_MS).toBe(17_000);
    expect(parseEnv({ SHUTDOWN_GRACE_MS: '500' }).SHUTDOWN_GRACE_MS).toBe(500);
    expect(env.METRICS_TOKEN).toBeUndefined();
    expect(env.BACKUP_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: 'a-metrics-token-0123' }).METRICS_TOKEN).toBe(
      'a-metrics-token-0123',
    );
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(
      'Invalid environment variable METRICS_TOKEN: expected at least 16 characters',
    );
    expect(() => parseEnv({ BACKUP_TOKEN: 'a-token-of-only-twenty-chars' })).toThrow(
      'Invalid environment variable BACKUP_TOKEN: expected at least 32 characters',
    );
    expect(() => parseEnv({ AI_QUEUE_WAIT_MS: '10' })).toThrow('AI_QUEUE_WAIT_MS');
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: ' ' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'abc', /PORT: expected a port number/],
    ['PORT', '70000', /PORT: expected a port number from 0 to 65535/],
    ['APP_URL', 'not a url', /APP_URL: expected an http/],
    ['DATABASE_URL', 'mysql://x', /DATABASE_URL: expected a postgres/],
    ['REDIS_URL', 'http://x', /REDIS_URL: expected a redis/],
    ['ADMIN_EMAIL', 'nobody', /ADMIN_EMAIL: expected an e-mail address/],
    ['AI_PROVIDER', 'gemini', /AI_PROVIDER: expected builtin or openai/],
    ['AI_TIMEOUT_MS', '5', /AI_TIMEOUT_MS: expected at least 1000/],
    ['BETA_ENDS_AT', '1 July 2025', /BETA_ENDS_AT: expected a date as YYYY-MM-DD/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL: expected one of debug, info, warn, error/],
    ['SMTP_URL', 'mail.example', /SMTP_URL: expected smtp/],
    ['AUTH_SECRET', 'short', /AUTH_SECRET: expected at least 32 characters/],
    ['AI_CALLS_PER_MINUTE', '0', /AI_CALLS_PER_MINUTE: expected a whole number of AI calls from 1/],
    ['AI_CALLS_PER_DAY', 'lots', /AI_CALLS_PER_DAY: expected a whole number of AI calls/],
    ['AI_MAX_CONCURRENT_CALLS', '2.5', /AI_MAX_CONCURRENT_CALLS: expected a whole number of calls/],
    [
      'AI_CALLS_PER_ADDRESS_PER_MINUTE',
      '-1',
      /AI_CALLS_PER_ADDRESS_PER_MINUTE: expected a whole number of AI calls from 1/,
    ],
    [
      'AI_CALLS_PER_ADDRESS_PER_DAY',
      'many',
      /AI_CALLS_PER_ADDRESS_PER_DAY: expected a whole number of AI calls/,
    ],
    [
      'AI_CALLS_PER_DAY_TOTAL',
      '0',
      /AI_CALLS_PER_DAY_TOTAL: expected a whole number of AI calls from 1/,
    ],
  ])('refuses %s=%s with a line naming the variable', (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });

  it('takes a lower password cost only in a test run, and refuses it anywhere else', () => {
    expect(parseEnv({}).TEST_SCRYPT_COST).toBeUndefined();
    expect(parseEnv({ NODE_ENV: 'test', TEST_SCRYPT_COST: '10' }).TEST_SCRYPT_COST).toBe(10);
    for (const NODE_ENV of [undefined, 'production', 'development', 'Test']) {
      expect(() => parseEnv({ NODE_ENV, TEST_SCRYPT_COST: '10' })).toThrow(
        'Invalid environment variable TEST_SCRYPT_COST: only allowed when NODE_ENV=test; production always hashes at N=2^17',
      );
    }
    for (const value of ['9', '17', '12.5', 'low']) {
      expect(() => parseEnv({ NODE_ENV: 'test', TEST_SCRYPT_COST: value })).toThrow(
        'Invalid environment variable TEST_SCRYPT_COST: expected a whole number from 10 to 16',
      );
    }
  });

  it('reports each bad variable on its own line', () => {
    try {
      parseEnv({ PORT: 'x', LOG_LEVEL: 'y' });
      expect.unreachable();
    } catch (error) {
      const lines = (error as Error).message.split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/^Invalid environment variable PORT:/);
      expect(lines[1]).toMatch(/^Invalid environment variable LOG_LEVEL:/);
    }
  });

  it('exposes only public values to the browser', () => {
    const env = parseEnv({ AUTH_SECRET: 'x'.repeat(40), OPENAI_API_KEY: 'sk-secret' });
    expect(toPublicEnv(env)).toEqual({
      appUrl: 'http://localhost:3000',
      betaEndsAt: '2025-07-01',
      aiEngine: { provider: 'openai', model: 'gpt-4o-mini' },
    });
    expect(JSON.stringify(toPublicEnv(env))).not.toContain('sk-secret');
    expect(toPublicEnv(parseEnv({})).aiEngine).toEqual({ provider: 'builtin', model: null });
  });
});
