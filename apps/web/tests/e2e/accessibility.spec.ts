import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { PUBLIC_PATHS } from './public-routes.ts';
import { resizeTo } from './resize.ts';

/**
 * axe-core on every public page, desktop and mobile: no serious or critical violations; and at
 * 360 px, the narrowest width the layout supports (spec 9), no sideways scrolling.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

for (const path of [...PUBLIC_PATHS, '/no-such-page']) {
  // The layout is CSS only (media queries), so a page loaded once and resized lays out as one
  // loaded at the narrow width; one load per page instead of one per width.
  test(`${path} at 1280 and 360 px: no serious accessibility violations, no sideways scrolling at 360 px`, async ({
    browser,
  }) => {
    // Two axe-core runs over a whole page: on two loaded cores, beside the Vitest suites, that
    // has taken over the default 30 s.
    test.setTimeout(60_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(path);
    expect(await seriousViolations(page), 'at 1280 px').toEqual([]);

    await resizeTo(page, { width: 360, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'sideways scrolling at 360 px').toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), 'at 360 px').toEqual([]);
    await context.close();
  });
}
