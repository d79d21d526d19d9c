import { describe, expect, it } from 'vitest';
import { getBetaStatus } from '../lib/beta.ts';
import { resolveBetaCopy, resolveBetaText } from './beta-copy.ts';
import { contentPages } from './index.ts';
import { pricingFaq } from './pricing-faq.ts';
import { siteRoutes } from './site.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const running = getBetaStatus('2099-07-01', NOW);
const ended = getBetaStatus('2025-07-01', NOW);

describe('resolveBetaText', () => {
  it('picks the running or the ended wording, with the end date filled in', () => {
    const text = 'Now {{beta:free until {end}|the beta ended on {end}}}.';
    expect(resolveBetaText(text, running)).toBe('Now free until 1 July 2099.');
    expect(resolveBetaText(text, ended)).toBe('Now the beta ended on 1 July 2025.');
  });

  it('leaves text without a variant alone', () => {
    expect(resolveBetaText('No {braces} here | at all', ended)).toBe('No {braces} here | at all');
  });
});

describe('the public copy after the beta ended', () => {
  const everything = JSON.stringify(
    resolveBetaCopy({ contentPages, pricingFaq, siteRoutes }, ended),
  );

  it('promises no running beta anywhere', () => {
    expect(everything).not.toMatch(
      /during the (free )?beta|in a free beta|today's free beta|free in the beta|in the free beta/i,
    );
    expect(everything).toContain('The free beta ended on 1 July 2025');
  });

  it('leaves no unresolved variant behind, on either side of the date', () => {
    expect(everything).not.toContain('{{beta');
    expect(
      JSON.stringify(resolveBetaCopy({ contentPages, pricingFaq, siteRoutes }, running)),
    ).not.toContain('{{beta');
  });
});
