import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PUBLIC_PATHS } from './public-routes.ts';

/** axe-core on every public page, desktop and mobile: no serious or critical violations. */
for (const width of [1280, 360]) {
  for (const path of [...PUBLIC_PATHS, '/no-such-page']) {
    test(`${path} at ${width} px has no serious accessibility violations`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(path);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'])
        .analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
      expect(serious).toEqual([]);
      await context.close();
    });
  }
}
