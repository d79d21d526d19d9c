import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { createAiQuota } from './ai-quota.ts';

async function spendAll(spend: () => Promise<void>, times: number) {
  const results = await Promise.allSettled(Array.from({ length: times }, spend));
  return {
    spent: results.filter((r) => r.status === 'fulfilled').length,
    refusals: results
      .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
      .map((r) => r.reason as AppError),
  };
}

describe('createAiQuota (in memory)', () => {
  it('lets exactly the minute quota through a burst, then answers 429 with a wait', async () => {
    const quota = createAiQuota({ perMinute: 5, perDay: 100 });
    const { spent, refusals } = await spendAll(() => quota.spend('account-1'), 50);
    expect(spent).toBe(5);
    expect(refusals).toHaveLength(45);
    const [first] = refusals;
    expect(first).toBeInstanceOf(AppError);
    expect(first?.status).toBe(429);
    expect(first?.retryAfterSeconds).toBeGreaterThan(0);
    expect(first?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(first?.message).toMatch(
      /^You have used this minute's 5 AI calls\. Please wait (\d+ seconds|1 minute) and try again\.$/,
    );
  });

  it('keeps one quota per caller', async () => {
    const quota = createAiQuota({ perMinute: 2, perDay: 100 });
    expect((await spendAll(() => quota.spend('a'), 3)).spent).toBe(2);
    expect((await spendAll(() => quota.spend('tester:b'), 3)).spent).toBe(2);
  });

  it('says when the day is used up, with a wait in hours', async () => {
    const quota = createAiQuota({ perMinute: 100, perDay: 3 });
    const { spent, refusals } = await spendAll(() => quota.spend('a'), 4);
    expect(spent).toBe(3);
    expect(refusals[0]?.message).toBe(
      "You have used today's 3 AI calls. Please try again in 24 hours.",
    );
    expect(refusals[0]?.retryAfterSeconds).toBeGreaterThan(23 * 3600);
  });
});
