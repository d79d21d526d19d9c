import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../support/backends.ts';
import { createTestDatabase } from '../support/postgres.ts';

/**
 * Migration 0003 (issue 8) moves sign-ups that were waiting for verification into the
 * account's pending sign-ups: nothing a person chose is lost, and an unverified account's own
 * password stops working. Replayed on PGlite and PostgreSQL with rows in the old shape, then
 * the later migrations over them.
 */
const migrationsDir = new URL('../../server/db/migrations/', import.meta.url);
const statementsOf = async (file: string) =>
  (await readFile(new URL(file, migrationsDir), 'utf8'))
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

async function replay(query: Query) {
  for (const file of ['0000_initial.sql', '0001_accounts.sql', '0002_signup_tickets.sql']) {
    for (const statement of await statementsOf(file)) await query(statement);
  }
  await query(`insert into users (id, email, full_name, password_hash, signup_ticket_hash)
    values ('usr_a', 'a@example.com', 'First', 'scrypt$first', 'ticket-a')`);
  await query(`insert into users (id, email, full_name, password_hash, email_verified_at)
    values ('usr_v', 'v@example.com', 'Verified', 'scrypt$kept', now())`);
  await query(`insert into email_codes (email, purpose, code_hash, expires_at, signup_ticket_hash,
      pending_password_hash, pending_full_name, pending_referral_source)
    values ('a@example.com', 'verify', 'h', now() + interval '10 minutes', 'ticket-b',
      'scrypt$second', 'Second', 'Podcast')`);
  for (const statement of await statementsOf('0003_pending_sign_ups_and_sessions.sql')) {
    await query(statement);
  }
  // Issue 31: codes become bound to a browser; a code mailed before could no longer be used,
  // so 0005 drops it (it would otherwise stop the new NOT NULL columns) and keeps the rest.
  await query(`insert into email_codes (email, purpose, code_hash, expires_at)
    values ('a@example.com', 'verify', 'h2', now() + interval '10 minutes')`);
  for (const file of ['0004_page_images.sql', '0005_bound_email_codes.sql']) {
    for (const statement of await statementsOf(file)) await query(statement);
  }
  expect(await query('select count(*)::int as codes from email_codes')).toEqual([{ codes: 0 }]);
  return query('select id, password_hash, pending_sign_ups from users order by id') as Promise<
    { id: string; password_hash: string; pending_sign_ups: unknown[] }[]
  >;
}

function expectMigrated(
  rows: { id: string; password_hash: string; pending_sign_ups: unknown[] }[],
) {
  const [unverified, verified] = rows;
  expect(unverified?.password_hash).toBe('unusable');
  expect(unverified?.pending_sign_ups).toEqual([
    expect.objectContaining({
      ticketHash: 'ticket-a',
      passwordHash: 'scrypt$first',
      fullName: 'First',
      referralSource: null,
    }),
    expect.objectContaining({
      ticketHash: 'ticket-b',
      passwordHash: 'scrypt$second',
      fullName: 'Second',
      referralSource: 'Podcast',
    }),
  ]);
  expect(verified).toMatchObject({ password_hash: 'scrypt$kept', pending_sign_ups: [] });
}

describe('migration 0003 keeps waiting sign-ups', () => {
  it('on PGlite', async () => {
    const db = new PGlite();
    try {
      expectMigrated(
        await replay(async (sql) => (await db.query(sql)).rows as Record<string, unknown>[]),
      );
    } finally {
      await db.close();
    }
  }, 180_000); // A new embedded database runs initdb first: slow on a busy machine.

  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it.skipIf(!postgresAvailable)('on PostgreSQL', async () => {
    const database = await createTestDatabase();
    drops.push(database.drop);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      expectMigrated(await replay(async (sql) => (await client.query(sql)).rows));
    } finally {
      await client.end();
    }
  });
});
