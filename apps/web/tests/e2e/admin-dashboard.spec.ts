import { expect, openTool, TESTING_SECRET, test, toast } from './tools-fixtures.ts';

/** Spec 2 "Admin dashboard": the admin's three cards, the testing link and its toast. */
test.describe('admin dashboard', () => {
  test('the admin sees the three cards, and the prompt editor leads back here', async ({
    adminPage: page,
  }) => {
    await openTool(page, '/admin-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    for (const card of ['System Prompts', 'Page Management', 'Internal Testing']) {
      await expect(page.getByRole('region', { name: card })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Open Prompt Editor' }).click();
    await expect(page).toHaveURL(/\/prompt-editor$/);
    await page.getByRole('link', { name: 'Back to Admin Dashboard' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  });

  test('Copy Testing Link copies the origin and the testing route with the secret', async ({
    adminPage: page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openTool(page, '/admin-dashboard');
    await page.getByRole('button', { name: 'Copy Testing Link' }).click();
    await expect(
      toast(
        page,
        'Testing Link Copied',
        'The internal testing link has been copied to your clipboard.',
      ),
    ).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^http://[^/]+/testing/${TESTING_SECRET}$`));
  });

  test('while testing mode is on in this browser, Disable Testing ends it', async ({
    adminPage: page,
  }) => {
    const grant = await page.request.post('/api/testing', { data: { secret: TESTING_SECRET } });
    expect(grant.status()).toBe(200);
    await openTool(page, '/admin-dashboard');
    const card = page.getByRole('region', { name: 'Internal Testing' });
    await expect(card.getByText('Testing mode is currently active on this browser')).toBeVisible();
    await expect(page.getByText('Testing Mode Active - Internal Testing Access')).toBeVisible();
    await card.getByRole('button', { name: 'Disable Testing' }).click();
    await expect(card.getByText('Testing mode is currently active on this browser')).toHaveCount(0);
    await expect(page.getByText('Testing Mode Active - Internal Testing Access')).toHaveCount(0);
  });

  test('anyone but the admin is sent away', async ({ memberPage: page }) => {
    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/analyzer$/);
    const html = await (await page.request.get('/admin-dashboard', { maxRedirects: 0 })).text();
    expect(html).not.toContain(TESTING_SECRET);
  });
});
