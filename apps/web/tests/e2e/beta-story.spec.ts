import type { Page } from '@playwright/test';
import { type RunningServer, startServer } from '../support/server.ts';
import { expect, test, waitForHydration } from './tools-fixtures.ts';

/*
 * One story about the beta (docs/decisions/011-one-story-about-the-beta.md), on a signed-in
 * screen and on pricing, on both sides of BETA_ENDS_AT. The test's clock sets the end date:
 * five days ahead of it (the spec's texts and the count), and today (ended at midnight UTC).
 */

const SECRET = 'beta-story-e2e-secret-0123456789';
const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-12-04" and "4 December 2026" for the UTC day `days` after the test's clock. */
function utcDay(now: Date, days: number) {
  const day = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * DAY_MS,
  );
  return {
    iso: day.toISOString().slice(0, 10),
    label: `${day.getUTCDate()} ${day.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })} ${day.getUTCFullYear()}`,
  };
}

/** A signed-in screen: the tester link opens the app's layout without an account. */
async function openSignedIn(page: Page, url: string) {
  await page.goto(`${url}/testing/${SECRET}`);
  await expect(page).toHaveURL(/\/analyzer$/, { timeout: 30_000 });
  await waitForHydration(page);
}

const banner = (page: Page) => page.getByRole('region', { name: 'Beta announcement' });
const firstCard = (page: Page) => page.getByRole('heading', { level: 2 }).first();

const now = new Date();
const before = utcDay(now, 5);
const today = utcDay(now, 0);
const servers: Record<'before' | 'after', RunningServer | undefined> = {
  before: undefined,
  after: undefined,
};
const urlOf = (side: 'before' | 'after') => servers[side]?.url ?? '';

test.describe('the beta on both sides of its end date', () => {
  // One worker for both, so each server starts once; they stop after the tests' own clean-up,
  // which visits every origin a test used.
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    servers.before = await startServer({ BETA_ENDS_AT: before.iso, TESTING_SECRET: SECRET });
    servers.after = await startServer({ BETA_ENDS_AT: today.iso, TESTING_SECRET: SECRET });
  });
  test.afterAll(async () => {
    await servers.before?.stop();
    await servers.after?.stop();
  });

  test('before BETA_ENDS_AT: the spec texts and the days-remaining count agree', async ({
    page,
  }) => {
    // Not at midnight itself, where the count would be one more than five days' worth.
    test.skip(now.getTime() % DAY_MS < 1000, 'the test clock sits on midnight UTC');
    const end = before;
    const url = urlOf('before');
    await page.setViewportSize({ width: 1280, height: 720 });
    await openSignedIn(page, url);
    await expect(banner(page)).toHaveText(
      `Free beta: Citable is 100% free until ${end.label}. 5 days remaining.`,
    );

    await page.goto(`${url}/pricing`);
    await expect(page.getByTestId('beta-badge')).toHaveText(
      `Free Beta: 5 days remaining until ${end.label}`,
    );
    await expect(banner(page)).toContainText('5 days remaining.');
    await expect(page.getByRole('heading', { level: 2, name: 'Beta', exact: true })).toBeVisible();
    await expect(page.getByText(`Every feature, free until ${end.label}.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join the Free Beta' })).toHaveAttribute(
      'href',
      '/auth',
    );
    await expect(page.getByRole('link', { name: 'Sign Up For Free Beta' })).toBeVisible();
    await expect(page.getByText('The free beta ended')).toHaveCount(0);
  });

  test('after BETA_ENDS_AT: banner, badge, first card and call to action tell one story', async ({
    page,
  }) => {
    const end = today;
    const url = urlOf('after');
    await page.setViewportSize({ width: 1280, height: 720 });
    {
      const ended = `The free beta ended on ${end.label}. Every feature stays free until Pro and Business launch.`;
      await openSignedIn(page, url);
      await expect(banner(page)).toHaveText(`${ended} See plans and pricing`);
      await expect(
        banner(page).getByRole('link', { name: 'See plans and pricing' }),
      ).toHaveAttribute('href', '/pricing');

      await page.goto(`${url}/pricing`);
      const main = page.locator('main');
      await expect(banner(page)).toHaveText(`${ended} See plans and pricing`);
      await expect(page.getByTestId('beta-badge')).toHaveText(
        `The free beta ended on ${end.label}`,
      );
      await expect(firstCard(page)).toHaveText('Free Until Launch');
      await expect(
        main.getByText('Every feature stays free until Pro and Business launch.').first(),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign Up Free' }).first()).toHaveAttribute(
        'href',
        '/auth',
      );
      // Nothing left that invites people into a beta that has ended.
      for (const running of [
        '100% free until',
        'days remaining',
        'Join the Free Beta',
        'Sign Up For Free Beta',
        'free during the beta',
      ])
        await expect(page.getByText(running)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: 'Beta', exact: true })).toHaveCount(
        0,
      );
    }
  });
});
