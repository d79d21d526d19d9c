import { describe, expect, it } from 'vitest';
import { describeUnsharedState } from './unshared-state.ts';

describe('the start-up warning about state that instances do not share', () => {
  it('names what is not shared when instances share PostgreSQL without Redis', () => {
    const warning = describeUnsharedState({ DATABASE_URL: 'postgres://db/citable' });
    expect(warning).toContain('DATABASE_URL is set without REDIS_URL');
    for (const part of ['rate limits', 'AI quotas', 'sessions', 'system prompts', 'REDIS_URL'])
      expect(warning).toContain(part);
  });

  it('says nothing with Redis, or with the embedded database (one instance)', () => {
    expect(
      describeUnsharedState({ DATABASE_URL: 'postgres://db/citable', REDIS_URL: 'redis://r' }),
    ).toBeNull();
    expect(describeUnsharedState({})).toBeNull();
  });
});
