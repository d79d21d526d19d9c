import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-page.ts';
import { measurePage } from './measure-page.ts';

// A research claim is sourced by a name a reader can look up or by a link that says what it
// is; an institution made of generic words and the page's own topic names nobody.

const claimsOf = (text: string) =>
  measurePage(readPage(text)).measured.filter((s) => /study|statistics|survey/i.test(s.text));

const PAGE = (claim: string) =>
  [
    '# Email automation for small shops',
    '',
    'Email automation sends the right email at the right time without anyone pressing send. A welcome email goes out when someone subscribes, and a reminder email follows an abandoned cart.',
    '',
    claim,
    '',
    'Start with one automated email, measure its open rate for a month, then add the next.',
  ].join('\n');

describe('named sources in prose', () => {
  it('counts a named source in prose as a source', () => {
    const [claim] = claimsOf(
      PAGE(
        "According to HubSpot's Marketing Statistics, automated emails generate 320% more revenue than one-off campaigns.",
      ),
    );
    expect(claim?.text).toMatch(/HubSpot/);
    expect(claim?.isUnsourcedClaim).toBe(false);
  });

  it('does not count an institution named only by generic words and the page topic', () => {
    const [claim] = claimsOf(
      PAGE(
        'According to a 2023 study by the Global Email Institute, 87% of people who tried email automation reported better results.',
      ),
    );
    expect(claim?.text).toMatch(/Global Email Institute/);
    expect(claim?.isUnsourcedClaim).toBe(true);
  });

  it('does not count a link whose text names nothing, and counts one that does', () => {
    const [vague] = claimsOf(
      PAGE(
        'A recent survey of 12,000 shop owners found that 9 out of 10 use automation ([study](https://example.org/survey)).',
      ),
    );
    expect(vague?.isUnsourcedClaim).toBe(true);
    const [named] = claimsOf(
      PAGE(
        'A [2024 survey of 12,000 shop owners by Litmus](https://example.org/survey) found that 9 out of 10 use automation.',
      ),
    );
    expect(named?.isUnsourcedClaim).toBe(false);
  });
});
