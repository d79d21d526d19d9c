import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Spec section 3: without a user id, author_id is the all-zero id. */
export const DEFAULT_AUTHOR_ID = '00000000-0000-0000-0000-000000000000';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Spec 3 "Page": public content pages managed by the admin. */
export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    content: text('content').notNull(),
    /**
     * The content rendered and sanitised when it was saved (issue 31): views serve it as it is,
     * so no request renders markdown. Null, or a version older than the renderer's, until the
     * start-up pass renders it again.
     */
    contentHtml: text('content_html'),
    contentHtmlVersion: integer('content_html_version').notNull().default(0),
    published: boolean('published').notNull().default(false),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    structuredData: text('structured_data'),
    /** The stored image's URL (/page-images/{sha256}.{ext}); the bytes live in page_images. */
    featuredImage: text('featured_image'),
    featuredImageAlt: text('featured_image_alt'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    authorId: text('author_id').notNull().default(DEFAULT_AUTHOR_ID),
  },
  (table) => [index('pages_published_created_idx').on(table.published, table.createdAt)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Featured images (DESIGN.md 3.6), kept apart from pages so that listing or rendering a page
 * never reads megabytes of image, and served at their own URL with long caching. The id is
 * the SHA-256 of the bytes: one image uploaded twice is stored once.
 */
export const pageImages = pgTable('page_images', {
  id: text('id').primaryKey(),
  mimeType: text('mime_type').notNull(),
  bytes: bytea('bytes').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: createdAt(),
});

/** Spec 3 "profiles_clerk": the profile copied from the identity of each user. */
export const profiles = pgTable('profiles', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  fullName: text('full_name'),
  isAdmin: boolean('is_admin').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Spec 3 "beta_users": per-user usage counters, raised by the server after a success. */
export const betaUsers = pgTable('beta_users', {
  userId: text('user_id').primaryKey(),
  analyzerRuns: integer('analyzer_runs').notNull().default(0),
  improvementRuns: integer('improvement_runs').notNull().default(0),
  geoKeywordsRuns: integer('geo_keywords_runs').notNull().default(0),
  email: text('email'),
  referralSource: text('referral_source'),
  createdAt: createdAt(),
});

/** Spec 3 "content_improvements": the factors of each successful improvement. */
export const contentImprovements = pgTable(
  'content_improvements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    improvementFactors: jsonb('improvement_factors').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('content_improvements_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * The AI's system prompts (DESIGN.md 3.3): stored here, edited only by the admin. A missing
 * row means the shipped default applies.
 */
export const systemPrompts = pgTable('system_prompts', {
  kind: text('kind').primaryKey(),
  content: text('content').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: updatedAt(),
});

/**
 * Accounts (DESIGN.md 3.1): our own identity, e-mail + password. The e-mail is stored
 * lower-cased so that one address is one account.
 */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  referralSource: text('referral_source'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /**
   * Until the address is verified it belongs to nobody: every sign-up made for it waits here
   * with the hash of the ticket its browser holds, and the password that wins is the one of
   * the browser that enters the code (services/account/verify-email.ts). `password_hash` is
   * unusable until then.
   */
  pendingSignUps: jsonb('pending_sign_ups').$type<PendingSignUp[]>().notNull().default([]),
  /** Hashes of the browser ids this account signed in from, to mail about a new browser. */
  knownBrowsers: jsonb('known_browsers').$type<string[]>().notNull().default([]),
});

/** One sign-up waiting for its address to be verified (see `users.pendingSignUps`). */
export interface PendingSignUp {
  ticketHash: string;
  /** Tickets of browsers that later signed in with this sign-up's password (a few at most). */
  otherTicketHashes?: string[];
  passwordHash: string;
  fullName: string;
  referralSource: string | null;
  createdAt: string;
}

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored, so a
 * leaked table grants nothing. Tester sessions (DESIGN.md 3.4) have no user.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['user', 'tester'] }).notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    userAgent: text('user_agent'),
    /** Updated at most every few minutes, for the list of sessions on /settings. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * E-mail codes: six digits, stored hashed, one live code per address, purpose and browser that
 * asked for it (issue 31). A typed code is checked only against the code its own browser asked
 * for, so a stranger's wrong guesses can only kill the stranger's code; the link in the mail
 * carries a long random key that finds its code from any browser. A code proves who reads the
 * mailbox and carries nothing else: no credentials ride on it.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['verify', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    /** SHA-256 of the id (cookie) of the browser that asked for the code. */
    requesterHash: text('requester_hash').notNull(),
    /** SHA-256 of the key in the mail's link. */
    linkHash: text('link_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('email_codes_email_purpose_idx').on(table.email, table.purpose),
    uniqueIndex('email_codes_requester_idx').on(table.email, table.purpose, table.requesterHash),
  ],
);

/** The tools whose work is kept: one name per tool, as the drafts and the history store it. */
export const SAVED_TOOLS = ['analyzer', 'improvement', 'keywords'] as const;

/**
 * Issue 34 "Work is never lost": the text being edited in each tool, and the last result it
 * showed, one row per account and tool. Written by the browser as the writer types.
 */
export const toolDrafts = pgTable(
  'tool_drafts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tool: text('tool', { enum: SAVED_TOOLS }).notNull(),
    content: text('content').notNull(),
    result: jsonb('result'),
    /**
     * Issue 36: the target questions beside the text, so another browser gets them back with
     * it. Null for a draft saved before they were kept: the screen then falls back on the
     * targets of the draft's result.
     */
    targets: jsonb('targets').$type<string[]>(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tool] })],
);

/**
 * Issue 34 "History": every run a signed-in user makes, as it was shown, bounded per account
 * (decision 012). `document_key` groups the runs of one document (its title, normalised).
 */
export const toolRuns = pgTable(
  'tool_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tool: text('tool', { enum: SAVED_TOOLS }).notNull(),
    title: text('title').notNull(),
    documentKey: text('document_key').notNull(),
    content: text('content').notNull(),
    result: jsonb('result').notNull(),
    provider: text('provider').notNull(),
    model: text('model'),
    promptVersion: text('prompt_version').notNull(),
    /** An analysis's overall score and its criteria's, read once when it is kept. */
    score: integer('score'),
    criteria: jsonb('criteria').$type<{ name: string; score: number }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    index('tool_runs_user_created_idx').on(table.userId, table.createdAt),
    index('tool_runs_user_document_idx').on(table.userId, table.documentKey, table.createdAt),
  ],
);

/**
 * Issue 34: read-only links to one kept run. Only the SHA-256 of the link's token is stored;
 * revoking deletes the row, so the link is gone at once. One link per run.
 */
export const shareLinks = pgTable('share_links', {
  tokenHash: text('token_hash').primaryKey(),
  runId: uuid('run_id')
    .notNull()
    .unique()
    .references(() => toolRuns.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * Issue 34: findings a writer dismissed for one document, with the reason. Kept per account,
 * document (the runs' title key) and finding (its kind and normalised text), so the dismissal
 * holds for every later run of that document until it is restored (deleted).
 */
export const dismissals = pgTable(
  'dismissals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentKey: text('document_key').notNull(),
    findingKey: text('finding_key').notNull(),
    findingText: text('finding_text').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('dismissals_finding_idx').on(table.userId, table.documentKey, table.findingKey),
  ],
);

/**
 * Issue 34: personal API keys (decision 012). The key is shown once; only its SHA-256 is kept,
 * with its first characters to tell keys apart. Revoking deletes the row: refused at once.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('api_keys_user_idx').on(table.userId)],
);

export const schema = {
  pages,
  pageImages,
  profiles,
  betaUsers,
  contentImprovements,
  systemPrompts,
  users,
  sessions,
  emailCodes,
  toolDrafts,
  toolRuns,
  shareLinks,
  dismissals,
  apiKeys,
};
