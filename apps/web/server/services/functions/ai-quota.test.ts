import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { type AiQuotaSettings, addressOf, createAiQuota, deploymentOf } from './ai-quota.ts';

const WIDE: Omit<AiQuotaSettings, 'redis'> = {
  perMinute: 100,
  perDay: 1000,
  perAddressPerMinute: 1000,
  perAddressPerDay: 10_000,
  totalPerDay: 100_000,
};

const caller = (key: string, address = '10.0.0.1') => ({ key, address });

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
    const quota = createAiQuota({ ...WIDE, perMinute: 5 });
    const { spent, refusals } = await spendAll(() => quota.spend(caller('account-1')), 50);
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
    const quota = createAiQuota({ ...WIDE, perMinute: 2 });
    expect((await spendAll(() => quota.spend(caller('a')), 3)).spent).toBe(2);
    expect((await spendAll(() => quota.spend(caller('tester:10.0.0.1')), 3)).spent).toBe(2);
  });

  it('says when the day is used up, with a wait in hours', async () => {
    const quota = createAiQuota({ ...WIDE, perDay: 3 });
    const { spent, refusals } = await spendAll(() => quota.spend(caller('a')), 4);
    expect(spent).toBe(3);
    expect(refusals[0]?.message).toBe(
      "You have used today's 3 AI calls. Please try again in 24 hours.",
    );
    expect(refusals[0]?.retryAfterSeconds).toBeGreaterThan(23 * 3600);
  });

  it('does not spend the day on calls the minute refused', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const quota = createAiQuota({ ...WIDE, perMinute: 2, perDay: 4 });
      expect((await spendAll(() => quota.spend(caller('a')), 50)).spent).toBe(2);
      vi.setSystemTime(Date.now() + 61_000);
      // Had the 48 refusals counted against the day, the next minute would be refused too.
      expect((await spendAll(() => quota.spend(caller('a')), 3)).spent).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shares one budget among every caller from an address, and only there', async () => {
    const quota = createAiQuota({ ...WIDE, perMinute: 3, perAddressPerMinute: 5 });
    expect((await spendAll(() => quota.spend(caller('a', '10.0.0.7')), 3)).spent).toBe(3);
    const { spent, refusals } = await spendAll(() => quota.spend(caller('b', '10.0.0.7')), 3);
    expect(spent).toBe(2);
    expect(refusals[0]?.message).toMatch(
      /^Your network address has used this minute's 5 AI calls, which everyone using it shares\. Please wait (\d+ seconds|1 minute) and try again\.$/,
    );
    expect(refusals[0]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    // b's refused call was given back: b still has one call of its own elsewhere.
    expect((await spendAll(() => quota.spend(caller('b', '10.0.0.8')), 3)).spent).toBe(1);
  });

  it('says when the address has used its day', async () => {
    const quota = createAiQuota({ ...WIDE, perAddressPerDay: 4 });
    await spendAll(() => quota.spend(caller('a', '10.0.0.9')), 2);
    const { spent, refusals } = await spendAll(() => quota.spend(caller('b', '10.0.0.9')), 3);
    expect(spent).toBe(2);
    expect(refusals[0]?.message).toBe(
      "Your network address has used today's 4 AI calls, which everyone using it shares. Please try again in 24 hours.",
    );
  });

  it("refuses everyone once the deployment's day is used up, until midnight UTC", async () => {
    const at = Date.parse('2026-03-14T23:59:30Z');
    let clock = at;
    const quota = createAiQuota({ ...WIDE, totalPerDay: 3, now: () => clock });
    for (const [index, address] of ['10.1.0.1', '10.1.0.2', '10.1.0.3'].entries()) {
      await quota.spend(caller(`account-${index}`, address));
    }
    const refusal = await quota.spend(caller('fresh', '10.1.0.4')).catch((error) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal.status).toBe(429);
    expect(refusal.message).toBe(
      "This service's AI capacity for today is used up. Please try again tomorrow (the count starts again at midnight UTC).",
    );
    expect(refusal.retryAfterSeconds).toBe(30);
    // The refused caller spent nothing of its own, and a new UTC day starts a new count.
    clock = at + 31_000;
    await expect(quota.spend(caller('fresh', '10.1.0.4'))).resolves.toBeUndefined();
  });

  it('lets a refused caller cost the address and the deployment nothing', async () => {
    const quota = createAiQuota({ ...WIDE, perMinute: 1, perAddressPerMinute: 3, totalPerDay: 3 });
    await quota.spend(caller('flooder', '10.2.0.1'));
    expect((await spendAll(() => quota.spend(caller('flooder', '10.2.0.1')), 100)).spent).toBe(0);
    expect((await spendAll(() => quota.spend(caller('neighbour', '10.2.0.1')), 1)).spent).toBe(1);
    expect((await spendAll(() => quota.spend(caller('far', '10.2.0.2')), 1)).spent).toBe(1);
  });
});

describe('addressOf', () => {
  it('keeps IPv4 addresses, and reads IPv4 inside IPv6 as IPv4', () => {
    expect(addressOf('203.0.113.9')).toBe('203.0.113.9');
    expect(addressOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts IPv6 by its /64, however it is written', () => {
    expect(addressOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressOf('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('leaves anything else as it is', () => {
    expect(addressOf('unknown')).toBe('unknown');
  });
});

describe('deploymentOf', () => {
  it('names a deployment by its secret without showing it', () => {
    const secret = 'a-secret-of-at-least-thirty-two-characters';
    expect(deploymentOf(secret)).toMatch(/^[0-9a-f]{16}$/);
    expect(deploymentOf(secret)).toBe(deploymentOf(secret));
    expect(deploymentOf(`${secret}!`)).not.toBe(deploymentOf(secret));
    expect(deploymentOf(secret)).not.toContain(secret.slice(0, 8));
  });
});
