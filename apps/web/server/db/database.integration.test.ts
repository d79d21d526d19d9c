import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  isPostgresAvailable,
  POSTGRES_SKIP_REASON,
} from '../../tests/support/postgres.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import {
  betaUsers,
  contentImprovements,
  DEFAULT_AUTHOR_ID,
  pages,
  profiles,
  systemPrompts,
} from './schema.ts';

interface Backend {
  name: 'pglite' | 'postgres';
  open: () => Promise<{
    handle: DatabaseHandle;
    reopen: () => Promise<DatabaseHandle>;
    cleanup: () => Promise<void>;
  }>;
}

const pgliteBackend: Backend = {
  name: 'pglite',
  open: async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'citable-db-'));
    const reopen = () => openDatabase({ dataDir });
    return {
      handle: await reopen(),
      reopen,
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  },
};

const postgresBackend: Backend = {
  name: 'postgres',
  open: async () => {
    const database = await createTestDatabase();
    const reopen = () => openDatabase({ dataDir: '.', databaseUrl: database.url });
    return { handle: await reopen(), reopen, cleanup: database.drop };
  },
};

const postgresAvailable = await isPostgresAvailable();
if (!postgresAvailable) console.warn(POSTGRES_SKIP_REASON);

/** The same suite runs on the embedded database and on a real PostgreSQL server. */
for (const backend of [pgliteBackend, postgresBackend]) {
  const skip = backend.name === 'postgres' && !postgresAvailable;
  describe.skipIf(skip)(`database on ${backend.name}`, () => {
    let handle: DatabaseHandle;
    let reopen: () => Promise<DatabaseHandle>;
    let cleanup: () => Promise<void>;

    beforeAll(async () => {
      ({ handle, reopen, cleanup } = await backend.open());
    });
    afterAll(async () => {
      await handle?.close();
      await cleanup?.();
    });

    it('applies the migrations: every table of the spec exists', async () => {
      const result = (await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )) as unknown as { rows: { table_name: string }[] };
      expect(result.rows.map((row) => row.table_name)).toEqual(
        expect.arrayContaining([
          'beta_users',
          'content_improvements',
          'pages',
          'profiles',
          'system_prompts',
        ]),
      );
      expect(handle.kind).toBe(backend.name);
      await expect(handle.ping()).resolves.toBeUndefined();
    });

    it('stores a page with the spec defaults (draft, all-zero author, timestamps)', async () => {
      const [page] = await handle.db
        .insert(pages)
        .values({ title: 'GEO basics', slug: 'geo-basics', content: '# Hello' })
        .returning();
      expect(page?.published).toBe(false);
      expect(page?.authorId).toBe(DEFAULT_AUTHOR_ID);
      expect(page?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(page?.createdAt).toBeInstanceOf(Date);
      expect(page?.metaTitle).toBeNull();
    });

    it('refuses a second page with the same slug and keeps the first', async () => {
      await expect(
        handle.db.insert(pages).values({ title: 'Other', slug: 'geo-basics', content: 'x' }),
      ).rejects.toThrow();
      const rows = await handle.db.select().from(pages).where(eq(pages.slug, 'geo-basics'));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.title).toBe('GEO basics');
    });

    it('keeps profiles, usage counters, improvements and prompts', async () => {
      await handle.db
        .insert(profiles)
        .values({ id: 'user_1', email: 'a@example.com', fullName: 'Ada' });
      await handle.db.insert(betaUsers).values({ userId: 'user_1', email: 'a@example.com' });
      await handle.db
        .update(betaUsers)
        .set({ analyzerRuns: sql`${betaUsers.analyzerRuns} + 1` })
        .where(eq(betaUsers.userId, 'user_1'));
      const [usage] = await handle.db
        .select()
        .from(betaUsers)
        .where(eq(betaUsers.userId, 'user_1'));
      expect(usage).toMatchObject({ analyzerRuns: 1, improvementRuns: 0, geoKeywordsRuns: 0 });

      const factors = {
        contentClarity: 80,
        contextRichness: 70,
        semanticRelevance: 75,
        intentCoverage: 60,
      };
      await handle.db
        .insert(contentImprovements)
        .values({ userId: 'user_1', improvementFactors: factors });
      const [latest] = await handle.db
        .select({ improvementFactors: contentImprovements.improvementFactors })
        .from(contentImprovements)
        .where(eq(contentImprovements.userId, 'user_1'))
        .orderBy(desc(contentImprovements.createdAt))
        .limit(1);
      expect(latest?.improvementFactors).toEqual(factors);

      await handle.db.insert(systemPrompts).values({ kind: 'analyzer', content: 'Score it.' });
      const [prompt] = await handle.db.select().from(systemPrompts);
      expect(prompt?.content).toBe('Score it.');
    });

    it('keeps data across a close and reopen, and migrating twice changes nothing', async () => {
      await handle.close();
      handle = await reopen();
      const rows = await handle.db.select().from(pages);
      expect(rows.map((row) => row.slug)).toEqual(['geo-basics']);
    });

    it('fails ping after close', async () => {
      // The embedded database admits one handle at a time (its data-dir lock).
      await handle.close();
      const extra = await reopen();
      await extra.close();
      await expect(extra.ping()).rejects.toThrow();
      handle = await reopen();
    });
  });
}
