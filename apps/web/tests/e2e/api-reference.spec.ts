import { expectNoAxeViolations, measureFit } from './screen-checks.ts';
import { expect, test } from './tools-fixtures.ts';

/** Issue 34: the browsable reference of /api/v1, opened by a visitor, followed by an anchor. */
test('the API reference lists the API, follows an anchor, and passes axe-core', async ({
  page,
}) => {
  const document = (await (await page.request.get('/api/v1/openapi.json')).json()) as {
    paths: Record<string, Record<string, { operationId: string; summary: string }>>;
  };
  const [path, methods] =
    Object.entries(document.paths).find(([p]) => p.includes('/compare/')) ?? [];
  const operation = Object.values(methods ?? {})[0];
  expect(operation?.operationId).toBeTruthy();

  await page.goto('/developers/api');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Citable API reference' }),
  ).toBeVisible();
  await expect(page.getByText('Authorization: Bearer ck_...', { exact: true })).toBeVisible();
  const operations = page.getByRole('navigation', { name: 'Operations' });
  await operations.getByRole('link', { name: `GET /api/v1${path}` }).click();
  await expect(page).toHaveURL(new RegExp(`#${operation?.operationId}$`));
  const section = page.locator(`#${operation?.operationId}`);
  await expect(section).toBeInViewport();
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(`get/api/v1${path}`);
  await expect(section).toContainText(operation?.summary ?? 'none');
  // A schema unfolds without a script.
  await section.getByText('200 response schema').click();
  await expect(section.locator('pre').first()).toBeVisible();
  await expectNoAxeViolations(page, 'API reference');
  // On a phone the long paths and schemas wrap instead of widening the page.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await measureFit(page)).toEqual({ overflow: 0, offscreen: [] });
});
