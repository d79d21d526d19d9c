import { describe, expect, it } from 'vitest';
import { cpuMillis } from '../testing/cpu-time.server.ts';
import { quoteSentence } from './quote.ts';

describe('quoteSentence', () => {
  it('quotes a short sentence whole, without its full stop', () => {
    expect(quoteSentence('Cold brew keeps for two weeks.')).toBe('‘Cold brew keeps for two weeks’');
  });

  it('shortens a long sentence to eight words and marks the cut', () => {
    expect(quoteSentence('One two three four five six seven eight nine ten.')).toBe(
      '‘One two three four five six seven eight…’',
    );
  });

  it('cuts before a word that would sway the parser', () => {
    expect(quoteSentence('Our beans taste good and fresh.')).toBe('‘Our beans taste…’');
    expect(quoteSentence('Good beans matter.')).toBeNull();
  });

  it('keeps the full stops inside versions and names', () => {
    expect(quoteSentence('Node.js 20.11.1 runs the CLI.')).toBe('‘Node.js 20.11.1 runs the CLI’');
  });

  it("keeps an underscore inside a name, and drops markdown's emphasis marks", () => {
    expect(quoteSentence('The /etc/debian_version file now says _10.x_.')).toBe(
      '‘The /etc/debian_version file now says 10.x’',
    );
  });

  it('removes sentence punctuation and quote marks inside', () => {
    expect(quoteSentence('He said "Wow! Really?" and left.')).toBe('‘He said Wow Really and left’');
  });
});

describe('quoteSentence on pathological input', () => {
  it('quotes a 100 KB sentence of dashes or digits quickly and briefly', () => {
    const spent = cpuMillis(() => {
      expect(quoteSentence(`Word word ${'-'.repeat(100_000)}a`)).toBeNull();
      expect(quoteSentence(`One two three ${'1'.repeat(100_000)}`)).toBe('‘One two three…’');
      expect(quoteSentence(`One two three four${',-'.repeat(50_000)}`)).toBe('‘One two three…’');
    });
    expect(spent).toBeLessThan(500);
  });
});

describe('quoteSentence and apostrophes', () => {
  it('keeps an apostrophe inside a word and drops quotation marks around words', () => {
    expect(quoteSentence('Why HubSpot’s CRM wins')).toBe('‘Why HubSpot’s CRM wins’');
    expect(quoteSentence('It is called ‘cold brew’ in shops')).toBe(
      '‘It is called cold brew in shops’',
    );
  });
});
