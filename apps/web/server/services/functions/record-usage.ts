import type { ImprovementFactors } from '@citable/schemas';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { betaUsers, contentImprovements } from '../../db/schema.ts';
import { type Feature, UsageWriter } from './usage-writer.ts';

export type { Feature } from './usage-writer.ts';

const writers = new WeakMap<Database, UsageWriter>();

/**
 * Spec 7 "increment_beta_usage", done by the server after a successful call and only then
 * (DESIGN.md 3.7). Atomic: concurrent calls never lose a count (see UsageWriter).
 */
export function incrementUsage(
  db: Database,
  usageKey: string,
  feature: Feature,
  email: string | null,
): Promise<void> {
  let writer = writers.get(db);
  if (!writer) {
    writer = new UsageWriter(db);
    writers.set(db, writer);
  }
  return writer.increment(usageKey, feature, email);
}

export async function recordImprovement(
  db: Database,
  usageKey: string,
  factors: ImprovementFactors,
): Promise<void> {
  await db.insert(contentImprovements).values({ userId: usageKey, improvementFactors: factors });
}

/** Spec 7: the newest stored factors, the fallback when an answer has none. */
export async function findLatestImprovementFactors(
  db: Database,
  usageKey: string,
): Promise<ImprovementFactors | null> {
  const [row] = await db
    .select({ factors: contentImprovements.improvementFactors })
    .from(contentImprovements)
    .where(eq(contentImprovements.userId, usageKey))
    .orderBy(desc(contentImprovements.createdAt))
    .limit(1);
  return (row?.factors as ImprovementFactors | undefined) ?? null;
}

export async function readUsage(db: Database, usageKey: string) {
  const [row] = await db.select().from(betaUsers).where(eq(betaUsers.userId, usageKey)).limit(1);
  return row ?? null;
}
