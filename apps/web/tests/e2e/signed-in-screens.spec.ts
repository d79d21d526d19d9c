import type { Page } from '@playwright/test';
import { resizeTo } from './resize.ts';
import { expectNoAxeViolations, measureFit, tabTo } from './screen-checks.ts';
import {
  createVerifiedAccount,
  enableAdminModeBeforeLoad,
  expect,
  openTool,
  signIn,
  test,
  toast,
} from './tools-fixtures.ts';

/*
 * Issue 13: every signed-in screen at phone, tablet and desktop widths (no sideways scroll,
 * every control on screen and usable, axe-core clean), the keyboard path through the three
 * tools, the limit display and the profile-sync rule.
 */

const SCREENS = [
  '/dashboard',
  '/analyzer',
  '/improvement',
  '/geo-keywords',
  '/profile',
  '/settings',
  '/history',
  '/prompt-editor',
  '/admin-dashboard',
];
const WIDTHS = [320, 390, 768, 1366];

/** The box of a locator lies inside the screen's width. */
async function expectOnScreen(page: Page, box: { x: number; width: number } | null) {
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
}

/**
 * A profile not yet synced is synced 500 ms after the first signed-in screen loads, and its
 * toast fading in over axe-core's run reads as a contrast failure. The sync has its own test
 * (below); the screen checks start from a synced profile.
 */
async function syncProfile(page: Page) {
  const response = await page.request.post('/api/account/sync-profile');
  expect(response.status(), await response.text()).toBe(200);
}

/** The viewport of each width: phones get a phone's height. */
const sizeAt = (width: number) => ({ width, height: width < 768 ? 844 : 900 });

test.describe('every signed-in screen at 320, 390, 768 and 1366 px', () => {
  // Each screen is loaded once, at the narrowest width, and resized through the others: the
  // layout is CSS only (media queries), so a resized page lays out as one loaded at that width.
  for (const path of SCREENS) {
    test(`${path}: fits, every control on screen, axe-core clean at each width`, async ({
      adminPage: page,
      context,
    }) => {
      test.setTimeout(90_000);
      await enableAdminModeBeforeLoad(context);
      await syncProfile(page);
      await page.setViewportSize(sizeAt(WIDTHS[0] ?? 320));
      await openTool(page, path);
      for (const width of WIDTHS) {
        await resizeTo(page, sizeAt(width));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const fit = await measureFit(page);
        expect(fit.overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
        expect(fit.offscreen, `${path} controls off screen at ${width} px`).toEqual([]);
        await expectNoAxeViolations(page, `${path} at ${width} px`);
      }
    });
  }
});

test.describe('the header and the navigation at 320, 390, 768 and 1366 px', () => {
  for (const width of WIDTHS) {
    test(`${width} px: the header's controls are on screen and work`, async ({
      adminPage: page,
      context,
    }) => {
      await enableAdminModeBeforeLoad(context);
      await syncProfile(page);
      await page.setViewportSize(sizeAt(width));
      // The header's controls on a tool screen: visible, labelled, inside the screen, working.
      await openTool(page, '/analyzer');
      const header = page.getByRole('banner');
      const adminSwitch = header.getByRole('switch', { name: 'Admin Mode' });
      await expect(adminSwitch).toBeChecked();
      await expect(header.getByText('Admin Mode', { exact: true })).toBeVisible();
      await expectOnScreen(page, await adminSwitch.boundingBox());

      const account = header.getByRole('button', { name: 'Admin', exact: true });
      await expectOnScreen(page, await account.boundingBox());
      await account.click();
      const accountMenu = page.getByRole('menu');
      await expectOnScreen(page, await accountMenu.boundingBox());
      await accountMenu.getByRole('menuitem', { name: 'Prompt Editor' }).click();
      await expect(page).toHaveURL(/\/prompt-editor$/);
      await header.getByRole('button', { name: 'Admin', exact: true }).click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Admin Dashboard' }).click();
      await expect(page).toHaveURL(/\/admin-dashboard$/);

      if (width < 768) {
        await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
        const menuButton = header.getByRole('button', { name: 'Menu', exact: true });
        await expectOnScreen(page, await menuButton.boundingBox());
        await menuButton.click();
        const menu = page.getByRole('menu');
        await expectOnScreen(page, await menu.boundingBox());
        await expect(menu.getByRole('menuitem')).toHaveText([
          'Content Analyzer',
          'Content Improvement',
          'AI Keywords',
          'Pricing',
          'Admin Dashboard',
          'Prompt Editor',
          'Page Management',
        ]);
        await menu.getByRole('menuitem', { name: 'AI Keywords' }).click();
        await expect(page).toHaveURL(/\/geo-keywords$/);
      } else {
        await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
        const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
        for (const [name, href] of [
          ['Admin Dashboard', '/admin-dashboard'],
          ['Prompt Editor', '/prompt-editor'],
          ['Page Management', '/admin/pages'],
        ] as const) {
          await expect(sidebar.getByRole('link', { name, exact: true })).toHaveAttribute(
            'href',
            href,
          );
        }
        await expect(
          sidebar.getByRole('link', { name: 'Admin Dashboard', exact: true }),
        ).toHaveAttribute('aria-current', 'page');
        await sidebar.getByRole('link', { name: 'Prompt Editor', exact: true }).click();
        await expect(page).toHaveURL(/\/prompt-editor$/);
      }
    });
  }
});

/** Tabs from the top of the page to `target`, returning the links passed on the way. */
const ARTICLE = `Cold brew coffee is coffee made by steeping coarsely ground beans in cold water for 12 to 24 hours. According to a 2018 study in Scientific Reports, cold brew is less acidic than hot coffee made from the same beans. To make it, grind 100 grams of beans, add 1 litre of cold water, steep it for 16 hours in the fridge and strain it through a paper filter. Store the concentrate for up to 14 days.`;

/** The focused element is the result heading and it is on screen. */
async function expectFocusedHeading(page: Page, name: string | RegExp) {
  const focused = page.locator(':focus');
  await expect(focused).toHaveRole('heading');
  await expect(focused).toHaveText(name);
  await expect(focused).toBeInViewport();
}

test.describe('keyboard only, from the text area to the result', () => {
  for (const width of [390, 1366]) {
    test(`${width} px: the three tools, each tool link passed at most once`, async ({
      memberPage: page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 844 });

      await openTool(page, '/analyzer');
      const editor = page.getByLabel('Your content');
      const passed = await tabTo(page, () =>
        editor.evaluate((el) => el === document.activeElement),
      );
      for (const tool of ['/analyzer', '/improvement', '/geo-keywords']) {
        expect(
          passed.filter((href) => href === tool).length,
          `${tool} in ${passed}`,
        ).toBeLessThanOrEqual(1);
      }
      await page.keyboard.insertText(ARTICLE);
      // The optional target questions (issue 36) sit between the text and its button: the
      // next stop is the field, and no link comes before the button.
      await page.keyboard.press('Tab');
      await expect(
        page.getByTestId('target-questions').locator(':focus'),
        'the target questions come next',
      ).toHaveCount(1);
      const analyze = page.getByRole('button', { name: 'Analyze Content' });
      expect(
        await tabTo(page, () => analyze.evaluate((el) => el === document.activeElement)),
      ).toEqual([]);
      await page.keyboard.press('Enter');
      await expectFocusedHeading(page, 'Analysis Results');

      await openTool(page, '/improvement');
      const original = page.getByLabel('Original Content');
      await tabTo(page, () => original.evaluate((el) => el === document.activeElement));
      await page.keyboard.insertText(ARTICLE);
      await page.keyboard.press('Tab');
      await expect(page.getByTestId('target-questions').locator(':focus')).toHaveCount(1);
      const improve = page.getByRole('button', { name: 'Improve Content' });
      expect(
        await tabTo(page, () => improve.evaluate((el) => el === document.activeElement)),
      ).toEqual([]);
      await page.keyboard.press('Enter');
      await expectFocusedHeading(page, 'Improved Content');
      await expect(page.getByRole('region', { name: 'Improvement Score' })).toBeVisible();

      await openTool(page, '/geo-keywords');
      const topic = page.getByLabel('Keyword or topic');
      await tabTo(page, () => topic.evaluate((el) => el === document.activeElement));
      await page.keyboard.insertText('cold brew coffee');
      await page.keyboard.press('Enter');
      await expectFocusedHeading(page, 'cold brew coffee');
      await expect(page.getByTestId('research-text')).not.toBeEmpty();
    });
  }
});

test.describe('the 400,000-character limit', () => {
  test('shows near the limit and refuses beyond it before any call, in both editors', async ({
    memberPage: page,
  }) => {
    test.setTimeout(90_000);
    for (const [path, label, button, api] of [
      ['/analyzer', 'Your content', 'Analyze Content', '/api/functions/analyze'],
      ['/improvement', 'Original Content', 'Improve Content', '/api/functions/improve'],
    ] as const) {
      let calls = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === api) calls += 1;
      });
      await openTool(page, path);
      const field = page.getByLabel(label);
      const limit = page.getByTestId('content-limit');
      await field.fill('A short text that is nowhere near the limit.');
      await expect(limit).toHaveCount(0);

      await field.fill('abcdefghi '.repeat(32_000));
      await expect(limit).toHaveText('320,000 / 400,000 characters');

      await field.fill('abcdefghi '.repeat(40_001));
      await expect(limit).toHaveRole('alert');
      await expect(limit).toContainText(
        'The content is too long: 400,010 characters. The limit is 400,000 characters.',
      );
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: button }).click();
      await expect(
        toast(
          page,
          'The content is too long: 400,010 characters. The limit is 400,000 characters.',
        ),
      ).toBeVisible();
      expect(calls).toBe(0);
      // What was typed stays.
      expect((await field.inputValue()).length).toBe(400_010);
    }
  });
});

test.describe('automatic profile sync (spec 4)', () => {
  test('runs once for a profile not yet synced, never on a later sign-in', async ({ page }) => {
    test.setTimeout(60_000);
    const syncCalls: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/account/sync-profile') {
        syncCalls.push(response.status());
      }
    });
    // Signed up through the API only: the profile is not synced yet.
    const account = await createVerifiedAccount(page.request, 'Grace Hopper');
    await signIn(page, account);
    const session = async () => await (await page.request.get('/api/auth/session')).json();
    expect((await session()).isProfileSynced).toBe(false);

    await openTool(page, '/analyzer');
    await expect(
      toast(page, 'Profile synchronized', 'Your user profile was successfully synchronized.'),
    ).toBeVisible();
    await expect.poll(() => syncCalls).toEqual([200]);
    expect((await session()).isProfileSynced).toBe(true);

    // Sign out and in again, and reload: the profile is in sync, so nothing runs or toasts.
    expect((await page.request.post('/api/auth/sign-out')).status()).toBeLessThan(400);
    await signIn(page, account);
    await openTool(page, '/analyzer');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Well past the 500 ms delay of the automatic sync.
    await page.waitForTimeout(1500);
    expect(syncCalls).toEqual([200]);
    await expect(toast(page, 'Profile synchronized')).toHaveCount(0);
  });
});

test.describe('toasts', () => {
  for (const width of [390, 1366]) {
    test(`${width} px: at most two show, and none covers the text area or its button`, async ({
      memberPage: page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await openTool(page, '/analyzer');
      const field = page.getByLabel('Your content');
      const submit = page.getByRole('button', { name: 'Analyze Content' });
      // Each refused submit toasts; three in a row.
      await field.fill('abcdefghi '.repeat(40_001));
      for (let i = 0; i < 3; i += 1) await submit.click();
      const visible = page.locator('[data-sonner-toast][data-visible="true"]');
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(3);
      await expect(visible).toHaveCount(2);
      const covered = await page.evaluate(() => {
        const boxes = [
          ...document.querySelectorAll('[data-sonner-toast][data-visible="true"]'),
        ].map((toast) => toast.getBoundingClientRect());
        const working = [
          document.querySelector('textarea'),
          document.querySelector('form button[type="submit"]'),
        ];
        return working.some((element) => {
          const area = element?.getBoundingClientRect();
          return (
            area &&
            boxes.some(
              (box) =>
                box.left < area.right &&
                box.right > area.left &&
                box.top < area.bottom &&
                box.bottom > area.top,
            )
          );
        });
      });
      expect(covered).toBe(false);
    });
  }
});
