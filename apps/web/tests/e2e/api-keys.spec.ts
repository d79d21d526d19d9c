import { createVerifiedAccount, expect, openTool, signIn, test } from './tools-fixtures.ts';

/** Issue 34: a personal API key made on /settings, used by a script, revoked. */
test('an API key is shown once, works for /api/v1, and is refused once revoked', async ({
  page,
  playwright,
}) => {
  await signIn(page, await createVerifiedAccount(page.request, 'Alan Kay'));
  await openTool(page, '/settings');
  await page.getByLabel('Key name').fill('CI build');
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.getByTestId('new-api-key').textContent()) ?? '';
  expect(key).toMatch(/^ck_/);
  const keys = page.getByRole('list', { name: 'API keys' }).getByRole('listitem');
  await expect(keys).toHaveCount(1);
  await expect(keys.first()).toContainText('CI build');
  await expect(keys.first()).not.toContainText(key);

  // A script without the browser's cookies.
  const script = await playwright.request.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { Authorization: `Bearer ${key}` },
  });
  try {
    expect((await script.get('/api/v1/history')).status()).toBe(200);
    await keys.first().getByRole('button', { name: 'Revoke' }).click();
    await expect(keys).toHaveCount(0);
    expect((await script.get('/api/v1/history')).status()).toBe(401);
  } finally {
    await script.dispose();
  }
  await page.reload();
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);
});
