import { axeViolations } from './axe.ts';
import { PUBLIC_PATHS } from './public-routes.ts';
import { resizeTo } from './resize.ts';
import { expect, test } from './tools-fixtures.ts';

/**
 * axe-core on every public page, desktop and mobile: no serious or critical violations; and at
 * 360 px, the narrowest width the layout supports (spec 9), no sideways scrolling.
 */
test.use({ viewport: { width: 1280, height: 800 } });

for (const path of [...PUBLIC_PATHS, '/no-such-page']) {
  // The layout is CSS only (media queries), so a page loaded once and resized lays out as one
  // loaded at the narrow width; one load per page instead of one per width.
  test(`${path} at 1280 and 360 px: no serious accessibility violations, no sideways scrolling at 360 px`, async ({
    page,
  }) => {
    // Two axe-core runs over a whole page: on two loaded cores, beside the Vitest suites, that
    // has taken over the default 30 s.
    test.setTimeout(60_000);
    await page.goto(path);
    expect(await axeViolations(page, { minImpact: 'serious' }), 'at 1280 px').toEqual([]);

    await resizeTo(page, { width: 360, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, 'sideways scrolling at 360 px').toBeLessThanOrEqual(0);
    expect(await axeViolations(page, { minImpact: 'serious' }), 'at 360 px').toEqual([]);
  });
}

// The audits above pass only if axe-core really runs in the page: a page with two known faults
// must fail the same check.
test('the audit finds the faults of a page known to have them', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Faulty</title></head><body><main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></body></html>',
  );
  const found = await axeViolations(page, { minImpact: 'serious' });
  expect(found.map((line) => line.split(' ')[0]).sort()).toEqual(['button-name', 'image-alt']);
});
