import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { betaUsers } from '../../db/schema.ts';

export type Feature = 'analyzer' | 'improvement' | 'geo_keywords';

interface Pending {
  email: string | null;
  counts: Record<Feature, number>;
  waiters: { resolve: () => void; reject: (error: unknown) => void }[];
}

/**
 * Group commit for usage counters. Each call resolves only once its increment is stored, so a
 * response never reports a success whose count could be lost. While a write for one user is
 * running, further increments for that user wait and go together in the next statement
 * (`+ n`), so a burst of calls costs a few writes instead of one each.
 */
export class UsageWriter {
  private readonly pending = new Map<string, Pending>();
  private readonly writing = new Set<string>();
  private readonly scheduled = new Set<string>();

  constructor(private readonly db: Database) {}

  increment(usageKey: string, feature: Feature, email: string | null): Promise<void> {
    let entry = this.pending.get(usageKey);
    if (!entry) {
      entry = { email, counts: { analyzer: 0, improvement: 0, geo_keywords: 0 }, waiters: [] };
      this.pending.set(usageKey, entry);
    }
    entry.counts[feature] += 1;
    entry.email ??= email;
    const stored = new Promise<void>((resolve, reject) => entry.waiters.push({ resolve, reject }));
    this.scheduleFlush(usageKey);
    return stored;
  }

  /**
   * Writes after the current turn of the event loop, so that every call finishing in the same
   * turn goes into one statement: under load that is many calls per write at no added wait.
   */
  private scheduleFlush(usageKey: string): void {
    if (this.scheduled.has(usageKey)) return;
    this.scheduled.add(usageKey);
    setImmediate(() => {
      this.scheduled.delete(usageKey);
      this.flush(usageKey);
    });
  }

  private flush(usageKey: string): void {
    if (this.writing.has(usageKey)) return;
    const entry = this.pending.get(usageKey);
    if (!entry) return;
    this.pending.delete(usageKey);
    this.writing.add(usageKey);
    this.write(usageKey, entry)
      .then(
        () => {
          for (const waiter of entry.waiters) waiter.resolve();
        },
        (error: unknown) => {
          for (const waiter of entry.waiters) waiter.reject(error);
        },
      )
      .finally(() => {
        this.writing.delete(usageKey);
        this.flush(usageKey);
      });
  }

  /** One atomic statement: the row is created or each counter raised by its count. */
  private async write(usageKey: string, entry: Pending): Promise<void> {
    const { analyzer, improvement, geo_keywords } = entry.counts;
    await this.db
      .insert(betaUsers)
      .values({
        userId: usageKey,
        email: entry.email,
        analyzerRuns: analyzer,
        improvementRuns: improvement,
        geoKeywordsRuns: geo_keywords,
      })
      .onConflictDoUpdate({
        target: betaUsers.userId,
        set: {
          analyzerRuns: sql`${betaUsers.analyzerRuns} + ${analyzer}`,
          improvementRuns: sql`${betaUsers.improvementRuns} + ${improvement}`,
          geoKeywordsRuns: sql`${betaUsers.geoKeywordsRuns} + ${geo_keywords}`,
        },
      });
  }
}
