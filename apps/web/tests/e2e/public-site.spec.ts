import { siteRoutes } from '@citable/site/content/site.ts';
import type { Page } from '@playwright/test';
import { expect, test } from './tools-fixtures.ts';

/** Collects console errors and failed requests, so a page that "looks fine" but breaks fails. */
function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('requestfailed', (request) => errors.push(`failed: ${request.url()}`));
  return errors;
}

for (const route of siteRoutes) {
  test(`${route.path} renders its content with no errors`, async ({ page }) => {
    const errors = watchForErrors(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/\| Citable$|^Become AI-visible/);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Beta announcement' })).toContainText(
      '100% free until 1 July 2099',
    );
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(errors).toEqual([]);
  });
}

test('the header links go where the spec says', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of [
    ['Content Analyzer', '/analyzer'],
    ['AI Keywords', '/geo-keywords'],
    ['Improvement', '/improvement'],
    ['Pricing', '/pricing'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await nav.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple, Transparent Pricing');
  await page.getByRole('link', { name: 'Citable home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('home: hero, the three cards and the plan cards lead to their pages', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become AI-visible');
  await expect(page.getByText('Optimize Your Content For AI Search')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Analyze Your Content' })).toHaveAttribute(
    'href',
    '/analyzer',
  );
  for (const [name, heading] of [
    ['Contextual Understanding', /meaning|context/i],
    ['Conversational Queries', /question|conversation/i],
    ['Content Authority', /cite|authority|trust/i],
  ] as const) {
    await page.goto('/');
    await page.getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
  for (const [name, path] of [
    ['Free', '/free-plan'],
    ['Pro', '/pro-plan'],
    ['Business', '/business-plan'],
  ] as const) {
    await page.goto('/');
    await page.getByRole('link', { name: `See the ${name} plan` }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByTestId(`plan-${name.toLowerCase()}`)).toBeVisible();
  }
});

test('pricing: beta badge with days remaining, disabled paid plans, sign-up call to action, FAQ', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.getByTestId('beta-badge')).toHaveText(
    /^Free Beta: \d+ days remaining until 1 July 2099$/,
  );
  await expect(
    page.getByTestId('plan-beta').getByRole('link', { name: 'Join the Free Beta' }),
  ).toHaveAttribute('href', '/auth');
  // Pro keeps its "Get Started" call to action, disabled; Business has none of its own.
  for (const [id, button] of [
    ['plan-pro', 'Get Started'],
    ['plan-business', 'Coming Soon'],
  ] as const) {
    const card = page.getByTestId(id);
    await expect(card.getByText('Coming Soon', { exact: true }).first()).toBeVisible();
    await expect(card.getByRole('button', { name: button })).toBeDisabled();
  }
  await expect(page.getByTestId('plan-pro')).toContainText('€29');
  await expect(page.getByTestId('plan-pro')).toContainText('Most Popular');
  await expect(page.getByTestId('plan-business')).toContainText('€99');
  await expect(page.getByRole('link', { name: 'Sign Up For Free Beta' })).toHaveAttribute(
    'href',
    '/auth',
  );
  const firstQuestion = page
    .getByRole('region', { name: 'Frequently asked questions' })
    .locator('details')
    .first();
  await firstQuestion.locator('summary').click();
  await expect(firstQuestion.locator('p')).toBeVisible();
});

test('articles: the floating "Visit the product" link opens the product in a new tab', async ({
  page,
  context,
}) => {
  for (const path of ['/beyond-google-ai-search', '/chatgpt-ready-content-steps']) {
    await page.goto(path);
    const link = page.getByRole('link', { name: 'Visit the product' });
    await expect(link).toBeVisible();
    await expect(link).toHaveCSS('position', 'fixed');
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    await expect(popup).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await popup.close();
  }
});

test('an unknown path shows the not-found screen with status 404', async ({ page }) => {
  const response = await page.goto('/this/does/not/exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(
    page.getByText("The page you are looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  await expect(page).toHaveTitle('Page Not Found | Citable');
});

test('visitors download no JavaScript on public pages', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await page.goto('/pricing');
  await page.goto('/chatgpt-ready-content-steps');
  expect(scripts).toEqual([]);
});
