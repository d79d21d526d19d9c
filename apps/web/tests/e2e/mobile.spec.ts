import { expect, test } from './tools-fixtures.ts';

/** The layout works from 360 px up; below 768 px counts as mobile (spec 9). */
test.use({ viewport: { width: 360, height: 740 } });

// Each public page's fit at 360 px is checked in accessibility.spec.ts, on the same page load
// as its axe-core checks.

test('on mobile the nav folds into a menu that opens without JavaScript', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByLabel('Menu').click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible();
  await menu.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('the days-remaining count hides below the medium breakpoint and shows above it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('beta-days-remaining')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Beta announcement' })).toContainText(
    '100% free until 1 July 2099',
  );
  await page.setViewportSize({ width: 800, height: 740 });
  await expect(page.getByTestId('beta-days-remaining')).toBeVisible();
  await expect(page.getByTestId('beta-days-remaining')).toHaveText(/^\d+ days remaining\.$/);
});
