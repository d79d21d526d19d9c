import type { Page } from '@playwright/test';
import {
  REDIRECT_DELAY_MS,
  VALIDATION_DELAY_MS,
} from '../../app/features/testing/testing-access.tsx';
import { expect, TESTING_SECRET, test } from './tools-fixtures.ts';

/*
 * Internal testing access as a tester meets it in Chromium (spec 2 "Testing access", spec 4
 * "Testing mode" and "Testing link"): the server checks the secret, a valid link opens a
 * tester session that passes the sign-in guard, the banner's close button ends it, and the
 * local-storage flag alone grants nothing.
 */

/**
 * Stops the page's clock before it loads: Playwright's installed clock still flows with real
 * time until it is paused, and only `runFor` moves it after that.
 */
async function stopClock(page: Page) {
  const start = new Date('2026-01-01T09:00:00Z');
  await page.clock.install({ time: start });
  // A minute ahead, so that however long a busy machine took to install it, the pause is
  // still in the clock's future; the blank page has no timer for the jump to fire.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

/** The POST that checks the secret, awaited so a step is timed only after the server answered. */
const checkedSecret = (page: Page) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/testing' && response.request().method() === 'POST',
  );

/*
 * The screen's delays are read on the page's own clock, which moves only when the test moves
 * it: a busy machine can take seconds to load the page, and a wall-clock test then found the
 * 1 s "Validating Access" screen already gone when it first looked.
 */
test.describe('A wrong secret: validating, then "Access Denied"', () => {
  test('shows "Validating Access" for a second, then denies and links home', async ({ page }) => {
    await stopClock(page);
    const checked = checkedSecret(page);
    await page.goto('/testing/not-the-right-secret');
    await expect(page.getByRole('heading', { name: 'Validating Access' })).toBeVisible();
    await expect(page.getByText('Checking your testing credentials...')).toBeVisible();
    expect((await checked).ok()).toBe(false);

    // The server has answered, yet the screen holds for its second.
    await page.clock.runFor(VALIDATION_DELAY_MS - 100);
    await expect(page.getByRole('heading', { name: 'Validating Access' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
    await page.clock.runFor(100);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      page.getByText('Invalid testing credentials. Please check your link and try again.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Validating Access' })).toBeHidden();

    // No tester session came of it.
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).not.toContain('citable_tester');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('The right secret: granted, redirected, and ended from the banner', () => {
  test('grants access, redirects to /dashboard and on to /analyzer after 2 s', async ({ page }) => {
    await stopClock(page);
    const throughDashboard = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/dashboard',
    );
    const checked = checkedSecret(page);
    await page.goto(`/testing/${TESTING_SECRET}`);
    await expect(page.getByRole('heading', { name: 'Validating Access' })).toBeVisible();
    await expect(page.getByText('Checking your testing credentials...')).toBeVisible();
    expect((await checked).ok()).toBe(true);

    await page.clock.runFor(VALIDATION_DELAY_MS);
    await expect(page.getByRole('heading', { name: 'Testing Access Granted' })).toBeVisible();
    await expect(
      page.getByText('Welcome, internal tester! You now have full access to all features.'),
    ).toBeVisible();
    await expect(page.getByText('Redirecting you to the dashboard...')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to Dashboard Now' })).toBeVisible();

    // It stays for its two seconds, then leaves for the dashboard, which sends a tester on.
    await page.clock.runFor(REDIRECT_DELAY_MS - 100);
    await expect(page.getByRole('heading', { name: 'Testing Access Granted' })).toBeVisible();
    await expect(page).toHaveURL(/\/testing\//);
    await page.clock.runFor(100);
    await throughDashboard;
    await expect(page).toHaveURL(/\/analyzer$/);

    // The tester session lives in an HttpOnly cookie set by the server.
    const tester = (await page.context().cookies()).find((c) => c.name === 'citable_tester');
    expect(tester?.httpOnly).toBe(true);

    // The guard lets the tester in: /dashboard no longer sends them to /auth.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/analyzer$/);
  });

  test('"Go to Dashboard Now" leaves at once', async ({ page }) => {
    // The page's clock moves only when the test moves it: past the 1 s validation, never as far
    // as the 2 s redirect, so only the button can take the page away, however busy the machine.
    await stopClock(page);
    await page.goto(`/testing/${TESTING_SECRET}`);
    const goNow = page.getByRole('button', { name: 'Go to Dashboard Now' });
    await expect(async () => {
      await page.clock.runFor(250);
      await expect(goNow).toBeVisible({ timeout: 250 });
    }).toPass();
    await goNow.click();
    await expect(page).toHaveURL(/\/analyzer$/);
  });

  test('the banner shows on public pages; closing it ends testing mode', async ({ page }) => {
    await page.goto(`/testing/${TESTING_SECRET}`);
    await expect(page.getByRole('heading', { name: 'Testing Access Granted' })).toBeVisible();
    await page.goto('/pricing');
    const banner = page.getByRole('region', { name: 'Testing mode' });
    await expect(banner).toHaveText('Testing Mode Active - Internal Testing Access');
    await page.goto('/');
    await expect(banner).toBeVisible();
    await page.goto('/pricing');

    await banner.getByRole('button', { name: 'Disable testing mode' }).click();
    await expect(banner).toBeHidden();
    await expect
      .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
      .not.toContain('citable_tester');
    expect(await page.evaluate(() => localStorage.getItem('testingModeEnabled'))).toBeNull();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simple, Transparent Pricing');
    await expect(banner).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });
});

test.describe('The local-storage flag alone grants nothing', () => {
  test('testingModeEnabled=true set by hand does not pass the guard', async ({ page }) => {
    await page.goto('/auth');
    await page.evaluate(() => localStorage.setItem('testingModeEnabled', 'true'));
    for (const path of ['/dashboard', '/profile', '/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    }
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session).toMatchObject({ user: null, isTester: false });
  });

  test('a hand-set flag does not claim "Testing Mode Active"', async ({ page }) => {
    // The flag alone grants nothing, so it must not claim a testing mode either (DESIGN 3.4).
    await page.goto('/auth');
    await page.evaluate(() => localStorage.setItem('testingModeEnabled', 'true'));
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeEnabled();
    await expect(page.getByRole('region', { name: 'Testing mode' })).toHaveCount(0, {
      timeout: 2000,
    });
  });
});
