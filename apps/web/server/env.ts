import { DEFAULT_BETA_ENDS_AT } from '@citable/site/lib/beta.ts';
import { z } from 'zod';

/**
 * The operator contract of DESIGN.md section 2. Every variable is optional; a bad value stops
 * the process at start with one line naming the variable and what is expected.
 */
const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

/** A whole number in a range, for the operator's limits (issue 8, finding 8). */
const wholeNumber = (min: number, max: number, unit: string, fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `expected a whole number of ${unit} from ${min} to ${max}` })
      .int(`expected a whole number of ${unit} from ${min} to ${max}`)
      .min(min, `expected a whole number of ${unit} from ${min} to ${max}`)
      .max(max, `expected a whole number of ${unit} from ${min} to ${max}`)
      .default(fallback),
  );

const TEST_SCRYPT_COST_RANGE = 'expected a whole number from 10 to 16 (2^10 to 2^16)';

const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' });

const EnvSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.string().default('production')),
    PORT: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'expected a port number from 0 to 65535' })
        .int('expected a whole port number')
        .min(0, 'expected a port number from 0 to 65535')
        .max(65535, 'expected a port number from 0 to 65535')
        .default(3000),
    ),
    HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
    APP_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\/.+/, 'expected a postgres:// or postgresql:// URL')
        .optional(),
    ),
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\/.+/, 'expected a redis:// or rediss:// URL')
        .optional(),
    ),
    AUTH_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'expected at least 32 characters').optional(),
    ),
    ADMIN_EMAIL: z.preprocess(
      emptyToUndefined,
      z.email({ error: 'expected an e-mail address' }).optional(),
    ),
    TESTING_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(16, 'expected at least 16 characters').optional(),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\/.+/, 'expected smtp://user:pass@host:port or smtps://...')
        .optional(),
    ),
    MAIL_FROM: optionalString,
    AI_PROVIDER: z.preprocess(
      emptyToUndefined,
      z.enum(['builtin', 'openai'], { error: 'expected builtin or openai' }).optional(),
    ),
    OPENAI_BASE_URL: z.preprocess(emptyToUndefined, httpUrl.optional()),
    OPENAI_API_KEY: optionalString,
    AI_MODEL: z.preprocess(emptyToUndefined, z.string().default('gpt-4o-mini')),
    AI_TIMEOUT_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'expected a number of milliseconds' })
        .int('expected a whole number of milliseconds')
        .min(1000, 'expected at least 1000 milliseconds')
        .max(600_000, 'expected at most 600000 milliseconds')
        .default(60_000),
    ),
    // Issue 34: the Chromium that prints PDF exports (the same variable the browser tests read).
    CHROMIUM_PATH: z.preprocess(emptyToUndefined, z.string().default('/usr/bin/chromium')),
    AI_CALLS_PER_MINUTE: wholeNumber(1, 100_000, 'AI calls', 20),
    AI_CALLS_PER_DAY: wholeNumber(1, 10_000_000, 'AI calls', 500),
    // Issue 31: one budget per client address, shared by its accounts and tester sessions, and
    // one per day for the whole deployment, so that neither many accounts nor many addresses
    // can run up an unbounded bill.
    AI_CALLS_PER_ADDRESS_PER_MINUTE: wholeNumber(1, 100_000, 'AI calls', 60),
    AI_CALLS_PER_ADDRESS_PER_DAY: wholeNumber(1, 10_000_000, 'AI calls', 2000),
    AI_CALLS_PER_DAY_TOTAL: wholeNumber(1, 100_000_000, 'AI calls', 10_000),
    AI_MAX_CONCURRENT_CALLS: wholeNumber(1, 1000, 'calls', 8),
    // Issue 37: the admission queue's bounds; past either, 503 with Retry-After at once.
    AI_MAX_QUEUED_CALLS: wholeNumber(0, 100_000, 'calls', 32),
    AI_QUEUE_WAIT_MS: wholeNumber(100, 600_000, 'milliseconds', 10_000),
    BETA_ENDS_AT: z.preprocess(
      emptyToUndefined,
      z.iso.date({ error: 'expected a date as YYYY-MM-DD' }).default(DEFAULT_BETA_ENDS_AT),
    ),
    TRUST_PROXY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(
          /^[0-9a-fA-F.:]+(\s*,\s*[0-9a-fA-F.:]+)*$/,
          'expected a comma-separated list of proxy IP addresses',
        )
        .optional(),
    ),
    // Issue 37: how long a stopping server lets requests finish; unset, long enough for an AI
    // call to wait its turn and run to its deadline (AI_QUEUE_WAIT_MS + AI_TIMEOUT_MS + 2 s).
    SHUTDOWN_GRACE_MS: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: 'expected a whole number of milliseconds from 0 to 1200000' })
        .int('expected a whole number of milliseconds from 0 to 1200000')
        .min(0, 'expected a whole number of milliseconds from 0 to 1200000')
        .max(1_200_000, 'expected a whole number of milliseconds from 0 to 1200000')
        .optional(),
    ),
    // Issue 37: the bearer token of GET /backup (the embedded database's copy); unset, no route.
    BACKUP_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'expected at least 32 characters').optional(),
    ),
    // Issue 37: the bearer token of GET /metrics; unset, the route does not exist.
    METRICS_TOKEN: z.preprocess(
      emptyToUndefined,
      z.string().min(16, 'expected at least 16 characters').optional(),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    ),
    /**
     * Test runs only, not an operator setting: scrypt's N as a power of two for new password
     * hashes (10 = 2^10). Suites that make hundreds of accounts would otherwise spend most of
     * their time hashing at OWASP's cost; one suite keeps that cost to prove production's.
     */
    TEST_SCRYPT_COST: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: TEST_SCRYPT_COST_RANGE })
        .int(TEST_SCRYPT_COST_RANGE)
        .min(10, TEST_SCRYPT_COST_RANGE)
        .max(16, TEST_SCRYPT_COST_RANGE)
        .optional(),
    ),
  })
  // A lower password cost must never reach a real deployment: outside test runs, refuse it.
  .refine((env) => env.TEST_SCRYPT_COST === undefined || env.NODE_ENV === 'test', {
    path: ['TEST_SCRYPT_COST'],
    message: 'only allowed when NODE_ENV=test; production always hashes at N=2^17',
  })
  .transform((env) => ({
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    AI_PROVIDER:
      env.AI_PROVIDER ?? (env.OPENAI_API_KEY || env.OPENAI_BASE_URL ? 'openai' : 'builtin'),
    OPENAI_BASE_URL: env.OPENAI_BASE_URL ?? 'https://api.openai.com/v1',
    SHUTDOWN_GRACE_MS: env.SHUTDOWN_GRACE_MS ?? env.AI_QUEUE_WAIT_MS + env.AI_TIMEOUT_MS + 2000,
    TRUSTED_PROXIES: new Set(
      (env.TRUST_PROXY ?? '')
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    ),
  }));

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

/** Parses the environment; throws an EnvError whose message is one line per bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    return `Invalid environment variable ${name}: ${issue.message}`;
  });
  throw new EnvError(lines.join('\n'));
}

/**
 * The only configuration the browser receives. `aiEngine` lets the prompt screens say which
 * engine answers now (issue 13): the provider and the model's name, never its URL or key.
 */
export interface PublicEnv {
  appUrl: string;
  betaEndsAt: string;
  aiEngine: { provider: 'builtin' | 'openai'; model: string | null };
}

export function toPublicEnv(env: Env): PublicEnv {
  return {
    appUrl: env.APP_URL,
    betaEndsAt: env.BETA_ENDS_AT,
    aiEngine:
      env.AI_PROVIDER === 'openai'
        ? { provider: 'openai', model: env.AI_MODEL }
        : { provider: 'builtin', model: null },
  };
}
