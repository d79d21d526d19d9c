import type { Locator, Page } from '@playwright/test';
import {
  ADMIN_EMAIL,
  expect,
  mailbox,
  signUpAndVerify,
  signUpThroughApi,
  waitForHydrationOf,
} from './fixtures.ts';
import { test } from './tools-fixtures.ts';

/*
 * The signed-in layout as a user meets it in Chromium: the guards, the sidebar, the header,
 * the account menu, profile sync, and the admin's admin mode and Bootstrap Admin (spec 2
 * "Guards", "Sidebar", "Header", "Account menu"; spec 4 "Admin mode", "Profile sync").
 */

const ADMIN_PASSWORD = 'Cobalt-Meadow-Kestrel-77';

/** A sonner toast with this exact title. */
function toast(page: Page, title: string): Locator {
  return page
    .locator('[data-sonner-toast]')
    .filter({ has: page.locator('[data-title]').getByText(title, { exact: true }) });
}

async function expectToast(page: Page, title: string, description: string) {
  const found = toast(page, title).last();
  await expect(found).toBeVisible();
  await expect(found.locator('[data-description]')).toHaveText(description);
}

function sidebar(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Sidebar' });
}

async function openAccountMenu(page: Page, label: 'Account' | 'Admin' = 'Account') {
  const trigger = page.getByRole('button', { name: label, exact: true });
  await waitForHydrationOf(trigger);
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

async function closeMenu(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

/** Opens /auth on a tab and waits until the page is interactive. */
async function openAuth(page: Page, tab: 'signup' | 'login') {
  await page.goto(`/auth?tab=${tab}`);
  const submit = page.getByRole('button', {
    name: tab === 'signup' ? 'Sign Up' : 'Login',
    exact: true,
  });
  await expect(submit).toBeEnabled();
  return submit;
}

/** Where a submitted auth form led: signed in, on to /verify, or refused with a message. */
async function outcomeOf(page: Page): Promise<'in' | 'verify' | 'refused' | undefined> {
  if (/\/analyzer$/.test(page.url())) return 'in';
  if (/\/verify\?/.test(page.url())) {
    if (await page.getByRole('main').getByRole('alert').isVisible()) return 'refused';
    return 'verify';
  }
  if (await page.getByRole('main').getByRole('alert').isVisible()) return 'refused';
  return undefined;
}

type Outcome = NonNullable<Awaited<ReturnType<typeof outcomeOf>>>;

async function waitForOutcome(page: Page, expected: Outcome[] = ['in', 'verify', 'refused']) {
  let outcome: Outcome | undefined;
  await expect
    .poll(async () => {
      outcome = await outcomeOf(page);
      return outcome !== undefined && expected.includes(outcome);
    })
    .toBe(true);
  return outcome;
}

/**
 * Signs the admin in through the screens: logs in, or, when the account does not exist yet,
 * signs admin@citable.test up and verifies it with the code from the mailbox. Other suites may
 * create the same account at the same moment (with the same password), so a lost race simply
 * goes round again. Returns once the profile is in sync, so no automatic sync runs later.
 */
async function signInAsAdmin(page: Page) {
  for (let round = 0; round < 3; round += 1) {
    let before = mailbox.count(ADMIN_EMAIL);
    const login = await openAuth(page, 'login');
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await login.click();
    let outcome = await waitForOutcome(page);
    if (outcome === 'in') break;
    if (outcome === 'refused') {
      // No such account yet: sign it up.
      before = mailbox.count(ADMIN_EMAIL);
      const signUp = await openAuth(page, 'signup');
      await page.getByLabel('Name').fill('Ada Admin');
      await page.getByLabel('Email').fill(ADMIN_EMAIL);
      await page.getByLabel('Password').fill(ADMIN_PASSWORD);
      await signUp.click();
      outcome = await waitForOutcome(page);
      if (outcome === 'refused') continue;
    }
    // On /verify: a new code was sent; the newest one is the one that counts.
    await mailbox.waitForCode(ADMIN_EMAIL, before);
    const code = await mailbox.waitForCode(ADMIN_EMAIL, mailbox.count(ADMIN_EMAIL) - 1);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    if ((await waitForOutcome(page, ['in', 'refused'])) === 'in') break;
  }
  await expect(page).toHaveURL(/\/analyzer$/);
  await expect
    .poll(async () => (await (await page.request.get('/api/auth/session')).json()).isProfileSynced)
    .toBe(true);
}

test.describe('Guards: visitors are sent to /auth', () => {
  for (const path of ['/profile', '/settings', '/dashboard']) {
    test(`a visitor opening ${path} lands on /auth`, async ({ page }) => {
      const response = await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
      expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${path}$`));
      await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeVisible();
    });
  }
});

test.describe('Sidebar: three tools, active highlight, premium box, collapse and expand', () => {
  test('a normal user sees the three entries and no ADMIN group', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/profile');
    const bar = sidebar(page);
    await expect(bar).toBeVisible();
    const entries = bar.getByRole('navigation', { name: 'Tools menu' }).getByRole('link');
    await expect(entries).toHaveText(['Content Analyzer', 'Content Improvement', 'AI Keywords']);
    for (const [name, href] of [
      ['Content Analyzer', '/analyzer'],
      ['Content Improvement', '/improvement'],
      ['AI Keywords', '/geo-keywords'],
    ] as const) {
      const entry = bar.getByRole('link', { name, exact: true });
      await expect(entry).toHaveAttribute('href', href);
      await expect(entry).not.toHaveAttribute('aria-current', 'page');
    }
    await expect(bar.getByText('ADMIN', { exact: true })).toHaveCount(0);
    await expect(bar.getByRole('link', { name: 'Page Management' })).toHaveCount(0);
    await expect(bar.getByText('Get more features with Premium')).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
    await expect(bar.getByRole('link', { name: 'Citable home' })).toHaveAttribute('href', '/');

    // The signed-in header: beta banner and nav links; no tool shortcuts off the tool routes.
    await expect(page.getByRole('region', { name: 'Beta announcement' })).toBeVisible();
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav.locator('a')).toHaveText([
      'Content Analyzer',
      'AI Keywords',
      'Improvement',
      'Pricing',
    ]);
    // Keyboard and screen-reader users get the tools once, from the sidebar (issue 13).
    await expect(mainNav.getByRole('link')).toHaveText(['Pricing']);
    await expect(page.getByTestId('tool-shortcut')).toHaveCount(0);

    await bar.getByRole('link', { name: 'Upgrade' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('the entry of the current tool is highlighted, in the sidebar and the header', async ({
    page,
  }) => {
    await signUpThroughApi(page);
    await page.goto('/profile');
    const bar = sidebar(page);
    for (const [name, path] of [
      ['AI Keywords', '/geo-keywords'],
      ['Content Improvement', '/improvement'],
      ['Content Analyzer', '/analyzer'],
    ] as const) {
      await bar.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(bar.getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(bar.locator('[aria-current="page"]')).toHaveCount(1);
      // The header's icon shortcuts (for the mouse; out of the tab order, issue 13).
      const shortcuts = page.getByTestId('tool-shortcut');
      await expect(shortcuts).toHaveCount(3);
      const active = page.locator('[data-testid="tool-shortcut"][aria-current="page"]');
      await expect(active).toHaveCount(1);
      await expect(active).toHaveAttribute('title', name);
      await expect(active).toHaveAttribute('tabindex', '-1');
    }
  });

  test('collapses to 70 px and expands to 240 px', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/profile');
    const bar = sidebar(page);
    const width = async () => (await bar.boundingBox())?.width;
    await expect.poll(width).toBe(240);
    await bar.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(width).toBe(70);
    await expect(bar.getByText('Get more features with Premium')).toBeHidden();
    // Collapsed, the entries keep their names for assistive technology.
    await expect(bar.getByRole('link', { name: 'Content Analyzer' })).toBeVisible();
    await bar.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(width).toBe(240);
    await expect(bar.getByText('Get more features with Premium')).toBeVisible();
  });
});

test.describe('Account menu of a normal user', () => {
  test('"Account", the e-mail and name, and the items of a user (no admin items)', async ({
    page,
  }) => {
    const { email } = await signUpThroughApi(page, { name: 'Mary Jackson' });
    await page.goto('/profile');
    await expect(page.getByRole('switch', { name: 'Admin Mode' })).toHaveCount(0);
    const menu = await openAccountMenu(page);
    await expect(menu.getByText(email, { exact: true })).toBeVisible();
    await expect(menu.getByText('Mary Jackson', { exact: true })).toBeVisible();
    await expect(menu.getByText(/^Administrator/)).toHaveCount(0);
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Profile',
      'Settings',
      'History',
      'Sync Profile',
      'Sign out',
    ]);
    await expect(menu.getByRole('menuitem', { name: 'Bootstrap Admin' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Manage Pages' })).toHaveCount(0);
    await menu.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await (await openAccountMenu(page))
      .getByRole('menuitem', { name: 'Profile', exact: true })
      .click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Profile');
  });
});

test.describe('Profile sync: automatic after sign-in, then at most three attempts', () => {
  test('the automatic sync toasts; after three attempts the item is disabled', async ({ page }) => {
    const syncCalls: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/account/sync-profile') {
        syncCalls.push(response.status());
      }
    });
    await signUpAndVerify(page);
    // Attempt 1: by itself, shortly after sign-in.
    await expectToast(
      page,
      'Profile synchronized',
      'Your user profile was successfully synchronized.',
    );
    expect(syncCalls).toEqual([200]);
    const synced = toast(page, 'Profile synchronized');
    await synced.getByRole('button', { name: 'Close toast' }).click();
    await expect(synced).toHaveCount(0);

    // Move on inside the app (no reload), so the attempt count is kept.
    await (await openAccountMenu(page))
      .getByRole('menuitem', { name: 'Profile', exact: true })
      .click();
    await expect(page).toHaveURL(/\/profile$/);

    // Attempt 2, held on the way so "Syncing..." can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/account/sync-profile', async (route) => {
      await held;
      await route.continue();
    });
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Sync Profile' }).click();
    const syncing = menu.getByRole('menuitem', { name: 'Syncing...' });
    await expect(syncing).toBeVisible();
    await expect(syncing).toBeDisabled();
    release();
    await expect.poll(() => syncCalls.length).toBe(2);
    await expect(synced).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sync Profile' })).toBeEnabled();
    await page.unroute('**/api/account/sync-profile');

    // Attempt 3 reaches the limit.
    await menu.getByRole('menuitem', { name: 'Sync Profile' }).click();
    const limit = menu.getByRole('menuitem', { name: 'Sync limit reached (3/3)' });
    await expect(limit).toBeVisible();
    await expect(limit).toBeDisabled();
    await expect.poll(() => syncCalls).toEqual([200, 200, 200]);
    await closeMenu(page);
    await expect(
      (await openAccountMenu(page)).getByRole('menuitem', { name: 'Sync limit reached (3/3)' }),
    ).toBeDisabled();
    expect(syncCalls).toHaveLength(3);
  });
});

test.describe('Profile sync failures: the spec messages, and failed attempts count', () => {
  test('"Sync Failed" from the server, "Error syncing profile" offline, then success', async ({
    page,
  }) => {
    const syncPath = '**/api/account/sync-profile';
    await page.route(syncPath, (route) =>
      route.fulfill({ status: 500, json: { error: 'Something went wrong.' } }),
    );
    await signUpThroughApi(page);
    await page.goto('/analyzer');
    // Attempt 1 (automatic) fails on the server.
    await expectToast(page, 'Sync Failed', 'Could not sync your profile. Please try again.');
    await page.unroute(syncPath);

    // Attempt 2 cannot reach the server.
    await page.route(syncPath, (route) => route.abort('connectionrefused'));
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Sync Profile' }).click();
    await expect(toast(page, 'Error syncing profile')).toBeVisible();
    await page.unroute(syncPath);

    // Attempt 3 succeeds, and is the last one.
    await menu.getByRole('menuitem', { name: 'Sync Profile' }).click();
    await expectToast(
      page,
      'Profile synchronized',
      'Your user profile was successfully synchronized.',
    );
    await expect(menu.getByRole('menuitem', { name: 'Sync limit reached (3/3)' })).toBeDisabled();
  });
});

test.describe('Profile sync: the third failure is the last', () => {
  test('three failed attempts end with "Sync Error" and the limit', async ({ page }) => {
    await page.route('**/api/account/sync-profile', (route) =>
      route.fulfill({ status: 500, json: { error: 'Something went wrong.' } }),
    );
    await signUpThroughApi(page);
    await page.goto('/analyzer');
    await expectToast(page, 'Sync Failed', 'Could not sync your profile. Please try again.');
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: 'Sync Profile' }).click();
    await expect(menu.getByRole('menuitem', { name: 'Sync Profile' })).toBeEnabled();
    await menu.getByRole('menuitem', { name: 'Sync Profile' }).click();
    await expectToast(
      page,
      'Sync Error',
      'Maximum sync attempts reached. Please try again later or contact support.',
    );
    await expect(menu.getByRole('menuitem', { name: 'Sync limit reached (3/3)' })).toBeDisabled();
  });
});

test.describe('The admin: admin mode, Manage Pages, the ADMIN group and Bootstrap Admin', () => {
  // One admin account per server run: these run in order, the first one creates it.
  test.describe.configure({ mode: 'serial' });

  test('admin@citable.test sees the admin switch and the Administrator role', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/profile');
    const adminSwitch = page.getByRole('switch', { name: 'Admin Mode' });
    await expect(adminSwitch).toBeVisible();
    await expect(adminSwitch).not.toBeChecked();
    await adminSwitch.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Enable/Disable admin mode');

    const menu = await openAccountMenu(page, 'Account');
    await expect(menu.getByText(ADMIN_EMAIL, { exact: true })).toBeVisible();
    await expect(menu.getByText('Administrator', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Profile',
      'Settings',
      'History',
      /^\s*(Sync Profile|Syncing\.\.\.)$/,
      'Bootstrap Admin',
      'Sign out',
    ]);
    await expect(sidebar(page).getByText('ADMIN', { exact: true })).toHaveCount(0);
  });

  test('admin mode on and off: toasts, labels, Manage Pages and the ADMIN group, kept on reload', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/profile');
    const adminSwitch = page.getByRole('switch', { name: 'Admin Mode' });
    const bar = sidebar(page);

    await waitForHydrationOf(adminSwitch);
    await adminSwitch.click();
    await expectToast(page, 'Admin mode enabled', 'You now have access to admin features');
    await expect(adminSwitch).toBeChecked();
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toHaveCount(0);
    await expect(bar.getByText('ADMIN', { exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Page Management' })).toHaveAttribute(
      'href',
      '/admin/pages',
    );
    // Issue 12: the admin's other screens are one click away, not only by address.
    await expect(bar.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin-dashboard',
    );
    await expect(bar.getByRole('link', { name: 'Prompt Editor' })).toHaveAttribute(
      'href',
      '/prompt-editor',
    );
    let menu = await openAccountMenu(page, 'Admin');
    await expect(menu.getByText('Administrator (Admin Mode)', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Manage Pages' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Prompt Editor' })).toBeVisible();
    await closeMenu(page);

    // Kept in local storage: still on after a reload.
    expect(await page.evaluate(() => localStorage.getItem('adminModeEnabled'))).toBe('true');
    await page.reload();
    await expect(adminSwitch).toBeChecked();
    await expect(page.getByRole('button', { name: 'Admin', exact: true })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Page Management' })).toBeVisible();

    await waitForHydrationOf(adminSwitch);
    await adminSwitch.click();
    await expectToast(page, 'Admin mode disabled', 'Admin features are now hidden');
    await expect(adminSwitch).not.toBeChecked();
    await expect(bar.getByText('ADMIN', { exact: true })).toHaveCount(0);
    await expect(bar.getByRole('link', { name: 'Page Management' })).toHaveCount(0);
    menu = await openAccountMenu(page, 'Account');
    await expect(menu.getByText('Administrator', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Manage Pages' })).toHaveCount(0);
    await closeMenu(page);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();
    await expect(adminSwitch).not.toBeChecked();
    await expect(bar.getByRole('link', { name: 'Page Management' })).toHaveCount(0);
  });

  test('Bootstrap Admin grants admin access and resets the sync attempts', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/profile');
    const syncPath = '/api/account/sync-profile';
    const menu = await openAccountMenu(page, 'Account');
    // Use up the three sync attempts (the profile was in sync at sign-in: none ran by itself).
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const [answer] = await Promise.all([
        page.waitForResponse((response) => new URL(response.url()).pathname === syncPath),
        menu.getByRole('menuitem', { name: 'Sync Profile' }).click(),
      ]);
      expect(answer.status()).toBe(200);
    }
    await expect(menu.getByRole('menuitem', { name: 'Sync limit reached (3/3)' })).toBeDisabled();

    // A failing bootstrap shows the server's message and changes nothing.
    const bootstrapPath = '**/api/account/bootstrap-admin';
    await page.route(bootstrapPath, (route) =>
      route.fulfill({ status: 500, json: { error: 'The database is unavailable.' } }),
    );
    await menu.getByRole('menuitem', { name: 'Bootstrap Admin' }).click();
    await expectToast(page, 'Admin Setup Failed', 'The database is unavailable.');
    await page.unroute(bootstrapPath);
    await expect(
      (await openAccountMenu(page, 'Account')).getByRole('menuitem', {
        name: 'Sync limit reached (3/3)',
      }),
    ).toBeDisabled();

    const [bootstrap] = await Promise.all([
      page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/account/bootstrap-admin',
      ),
      page.getByRole('menu').getByRole('menuitem', { name: 'Bootstrap Admin' }).click(),
    ]);
    expect(bootstrap.status()).toBe(200);
    await expectToast(page, 'Admin Access Granted', 'Your account now has admin privileges.');
    // Spec 4: a successful bootstrap resets the attempt counter.
    const reopened = await openAccountMenu(page, 'Account');
    await expect(reopened.getByRole('menuitem', { name: 'Sync Profile' })).toBeEnabled();
    await expect(reopened.getByText('Administrator', { exact: true })).toBeVisible();
  });
});

test.describe('A normal user cannot use the admin action', () => {
  test('the bootstrap API refuses a normal user', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/profile');
    // What the menu would call, sent from the page itself (same origin, with the session).
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/account/bootstrap-admin', { method: 'POST' });
      return { status: response.status, body: await response.json() };
    });
    expect(answer).toEqual({
      status: 403,
      body: expect.objectContaining({ error: 'Only admin users can perform this action.' }),
    });
  });
});
