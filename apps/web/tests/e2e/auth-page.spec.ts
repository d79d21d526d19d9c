import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import {
  expect,
  mailbox,
  STRONG_PASSWORD,
  signUpThroughApi,
  TESTING_SECRET,
  uniqueEmail,
} from './fixtures.ts';
import { test } from './tools-fixtures.ts';

/*
 * Issue 35: /auth ships its forms and a small script instead of React. The flows and messages
 * of the screen are accounts.spec.ts's; here what is new: the page's scripts, every flow with
 * JavaScript off (the server handles the forms), hostile input on both paths, the tab list's
 * keys, and the way in from a React screen.
 */

test.beforeEach(() => {
  // Sign-ups and sign-ins hash passwords at OWASP's scrypt cost: about a second on a busy machine.
  test.slow();
});

/** A browser of its own with its own client address (100.64/10), JavaScript on or off. */
async function newBrowser(browser: Browser, javaScriptEnabled: boolean): Promise<BrowserContext> {
  const n = randomInt(0, 1 << 22);
  const ip = `100.${64 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
  return browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { 'X-Forwarded-For': ip } });
}

const alertIn = (page: Page, text: string) =>
  page.getByRole('main').getByRole('alert').filter({ hasText: text });

test.describe('/auth ships its own small script, not React', () => {
  test('one module script of its own, no React Router data, and the forms work', async ({
    page,
  }) => {
    const response = await page.goto('/auth?tab=signup');
    const html = (await response?.text()) ?? '';
    const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/auth-page-[\w-]+\.js$/);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('__reactRouterContext');
    // The script is there and running: a tab switches in place, without a request.
    await page.getByRole('tab', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    const body = await page.request.get(scripts[0] ?? '');
    expect(body.status()).toBe(200);
    expect(body.headers()['cache-control']).toContain('immutable');
  });

  test('its script raises no Content-Security-Policy violation while it checks a form', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto('/auth?tab=signup');
    await page.getByLabel('Email').fill('not-an-address');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    // Zod ran (the spec's message) without probing `new Function`, which the CSP forbids.
    await expect(page.getByText('Please enter a valid email', { exact: true })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });

  test('the tab list answers its keys; a returning browser opens on Login', async ({ page }) => {
    await page.goto('/auth?tab=signup');
    const signUp = page.getByRole('tab', { name: 'Sign Up' });
    const login = page.getByRole('tab', { name: 'Login' });
    await signUp.focus();
    await page.keyboard.press('ArrowRight');
    await expect(login).toHaveAttribute('aria-selected', 'true');
    await expect(login).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'auth-tab-login');
    await page.keyboard.press('Home');
    await expect(signUp).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Name')).toBeVisible();

    // Spec 3: a browser that has had an account here opens /auth on Login.
    await page.evaluate(() => localStorage.setItem('hasAccount', 'true'));
    await page.goto('/auth');
    await expect(login).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    // A tab asked for in the link wins.
    await page.goto('/auth?tab=signup');
    await expect(signUp).toHaveAttribute('aria-selected', 'true');
  });

  test('from a React screen, the way to /auth loads it as a page with its script', async ({
    page,
  }) => {
    await page.goto(`/verify?email=${encodeURIComponent(uniqueEmail('way-in'))}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your email');
    const document = page.waitForRequest(
      (request) => request.resourceType() === 'document' && request.url().endsWith('/auth'),
    );
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await document;
    await expect(page).toHaveURL(/\/auth$/);
    // Its script runs: the form checks its fields with the spec's messages.
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('Please enter your name', { exact: true })).toBeVisible();
  });
  test('axe-core finds nothing on either tab, with the messages of a refused form shown', async ({
    page,
  }) => {
    await page.goto('/auth?tab=signup');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('Please enter your name', { exact: true })).toBeVisible();
    expect(await axeViolations(page), 'Sign Up').toEqual([]);
    await page.getByRole('tab', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
    expect(await axeViolations(page), 'Login').toEqual([]);
  });

  test('a tester sees the testing banner here too, and its button ends testing mode', async ({
    page,
  }) => {
    await page.goto(`/testing/${TESTING_SECRET}`);
    await expect(page.getByRole('heading', { name: 'Testing Access Granted' })).toBeVisible();
    await page.goto('/auth');
    const banner = page.getByRole('region', { name: 'Testing mode' });
    await expect(banner).toHaveText('Testing Mode Active - Internal Testing Access');
    expect(await page.evaluate(() => localStorage.getItem('testingModeEnabled'))).toBe('true');
    await banner.getByRole('button', { name: 'Disable testing mode' }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByRole('tablist', { name: 'Sign up or log in' })).toBeVisible();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
      'citable_tester',
    );
    expect(await page.evaluate(() => localStorage.getItem('testingModeEnabled'))).toBeNull();
  });
});

test.describe('Hostile input with the script: shown as text, never as markup', () => {
  test('a server message with markup is shown as text; a bad tab in the link is ignored', async ({
    page,
  }) => {
    const hostile = '<img src=x onerror="window.__pwned = 1">Refused';
    await page.route('**/api/auth/sign-in', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: hostile }),
      }),
    );
    await page.goto('/auth?tab=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('tab', { name: 'Login' }).click();
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password').fill('Any-Password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(alertIn(page, 'Refused')).toHaveText(hostile);
    await expect(page.locator('[data-toast][data-type="error"] [data-title]')).toHaveText(hostile);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('a name with markup or control characters is refused with its message, nothing sent', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/')) requests.push(request.url());
    });
    await page.goto('/auth?tab=signup');
    await page.getByLabel('Name').fill('Mallory\u0007');
    await page.getByLabel('Email').fill('"><svg onload=alert(1)>@example.com');
    await page.getByLabel('Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(
      page.getByText('Name must not contain control characters', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Please enter a valid email', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('main svg[onload]')).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});

test.describe('Without JavaScript the server handles every control of /auth', () => {
  test('tabs and switch links are links; empty and hostile fields get the spec messages', async ({
    browser,
  }) => {
    const context = await newBrowser(browser, false);
    const page = await context.newPage();
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the free beta');
    await page.getByRole('tab', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    await expect(page.getByLabel('Name')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);

    // Empty: each field's message, from the server.
    const refused = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByText('Please enter your name', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter a valid email', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Password must be at least 8 characters', { exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

    // Markup in the fields comes back as the fields' text; the password never comes back.
    const name = '<img src=x onerror="document.title=1">Eve';
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill('"><script>document.title=2</script>');
    await page.getByLabel('Password').fill('Short-1');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText('Please enter a valid email', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter your name', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Name')).toHaveValue(name);
    await expect(page.getByLabel('Email')).toHaveValue('"><script>document.title=2</script>');
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.locator('main img, main script')).toHaveCount(0);
    await expect(page).toHaveTitle(/Citable/);
    await context.close();
  });

  test('sign-up goes on to /verify; a registered address is refused with the spec message', async ({
    browser,
    page: apiPage,
  }) => {
    const context = await newBrowser(browser, false);
    const page = await context.newPage();
    const email = uniqueEmail('nojs-signup');
    await page.goto('/auth?tab=signup');
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Verify your email');
    await mailbox.waitForCode(email, 0);
    // The toast the next page shows with its script is left for it.
    const notice = (await context.cookies()).find((cookie) => cookie.name === 'citable_notice');
    expect(notice?.value).toBe('signed-up');

    // An account that exists (verified) is refused, and the form keeps what was typed.
    const registered = (await signUpThroughApi(apiPage)).email;
    await page.goto('/auth?tab=signup');
    await page.getByLabel('Name').fill('Someone Else');
    await page.getByLabel('Email').fill(registered.toUpperCase());
    await page.getByLabel('Password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const message = 'This email is already registered. Please try logging in instead.';
    await expect(alertIn(page, message)).toHaveText(message);
    await expect(page.getByLabel('Email')).toHaveValue(registered.toUpperCase());
    await expect(page.getByLabel('Name')).toHaveValue('Someone Else');
    await context.close();
  });

  test('login: a wrong password is refused, the right one signs in; forgot password goes to /verify', async ({
    browser,
    page: apiPage,
  }) => {
    const { email, password } = await signUpThroughApi(apiPage);
    const context = await newBrowser(browser, false);
    const page = await context.newPage();
    await page.goto('/auth?tab=login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('Not-The-Password-99');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(alertIn(page, 'Incorrect email or password.')).toHaveText(
      'Incorrect email or password.',
    );
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('citable_session');

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/analyzer$/);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'citable_session');
    expect(session?.httpOnly).toBe(true);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Profile');

    await context.clearCookies();
    await page.goto('/auth?tab=login');
    await page.getByLabel('Email').fill(`  ${email} `);
    await page.getByRole('button', { name: 'Forgot password' }).click();
    await expect(page).toHaveURL(`/verify?reset=1&email=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
    await context.close();
  });

  test('a form sent from another site is refused', async ({ page }) => {
    const response = await page.request.post('/auth', {
      headers: { Origin: 'https://attacker.example' },
      form: { intent: 'login', email: 'someone@example.com', password: 'Any-Password-1' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
    // The same form from this site is handled (and refused for its wrong password).
    const own = await page.request.post('/auth', {
      form: { intent: 'login', email: 'nobody-here@example.com', password: 'Any-Password-1' },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(401);
    expect(await own.text()).toContain('Incorrect email or password.');
  });
});
