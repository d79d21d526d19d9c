import { describe, expect, it } from 'vitest';
import { countBreachedPasswords, isBreachedPassword } from './breached-passwords.ts';

describe('breached passwords', () => {
  it('find entries from the start, middle and end of the shipped list', async () => {
    expect(await countBreachedPasswords()).toBeGreaterThanOrEqual(100_000);
    for (const entry of ['password', 'spongebob', 'Vjht0409']) {
      expect(await isBreachedPassword(entry)).toBe(true);
    }
  });

  it('tell apart a listed password from its near neighbours', async () => {
    // One more character, one digit changed: neither is on the list (checked with grep -x).
    for (const other of ['password1x', 'Vjht0410', 'Violet-Harbour-Lantern-42']) {
      expect(await isBreachedPassword(other)).toBe(false);
    }
  });
});
