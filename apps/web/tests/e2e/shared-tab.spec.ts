import { expect, test } from './tools-fixtures.ts';

/**
 * The browser specs share one context and tab per worker (fixtures.ts). In each pair below, run
 * in order on one worker, the first test leaves things behind in the context and the second, a
 * new test, must find none of them.
 */
test.describe.configure({ mode: 'serial' });

const MARK = 'left-by-the-first-test';

test.describe('what the reset clears', () => {
  /** Requests the first test's listener heard after that test ended. */
  const heardLater: string[] = [];
  let isFirstTestOver = false;

  test('a test leaves cookies, storage, scripts, routes, a listener, a permission and a size', async ({
    page,
    context,
  }) => {
    await context.addInitScript((mark) => {
      (window as unknown as Record<string, string>).leftBehind = mark;
    }, MARK);
    await page.addInitScript((mark) => {
      (window as unknown as Record<string, string>).leftBehindByPage = mark;
    }, MARK);
    await context.route('**/favicon.svg', (route) => route.fulfill({ status: 418, body: MARK }));
    await page.route('**/robots.txt', (route) => route.fulfill({ status: 418, body: MARK }));
    await context.grantPermissions(['clipboard-read']);
    await page.setViewportSize({ width: 333, height: 444 });
    page.on('request', (request) => {
      if (isFirstTestOver) heardLater.push(request.url());
    });
    await page.goto('/pricing');
    await context.addCookies([{ name: MARK, value: '1', url: page.url() }]);
    await page.evaluate((mark) => {
      localStorage.setItem(mark, '1');
      sessionStorage.setItem(mark, '1');
    }, MARK);
    expect(
      await page.evaluate(() => (window as unknown as Record<string, string>).leftBehind),
    ).toBe(MARK);
    isFirstTestOver = true;
  });

  test('the next test finds none of it', async ({ page, context, viewport }) => {
    // The reset leaves the tab on a text file, where a document written in place still works.
    await page.setContent('<main><h1>Written in place</h1></main>');
    await expect(page.getByRole('heading', { name: 'Written in place' })).toBeVisible();
    expect(await context.cookies()).toEqual([]);
    expect(page.viewportSize()).toEqual(viewport);
    expect((await page.goto('/favicon.svg'))?.status()).toBe(200);
    expect((await page.goto('/robots.txt'))?.status()).toBe(200);
    await page.goto('/pricing');
    const state = await page.evaluate((mark) => {
      const record = window as unknown as Record<string, string | undefined>;
      return {
        scripts: [record.leftBehind, record.leftBehindByPage],
        stored: [localStorage.getItem(mark), sessionStorage.getItem(mark)],
      };
    }, MARK);
    expect(state).toEqual({ scripts: [undefined, undefined], stored: [null, null] });
    const clipboard = await page.evaluate(
      async () =>
        (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    );
    expect(clipboard).not.toBe('granted');
    expect(heardLater).toEqual([]);
  });
});

test.describe('a stopped clock', () => {
  test('a test stops the page clock', async ({ page }) => {
    await page.clock.install({ time: new Date('2030-01-01T00:00:00Z') });
    await page.clock.pauseAt(new Date('2030-01-01T00:01:00Z'));
    await page.goto('/pricing');
    expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2030);
  });

  test('the next test has the real time, and timers that fire', async ({ page }) => {
    await page.goto('/pricing');
    const { year, fired } = await page.evaluate(async () => ({
      year: new Date().getUTCFullYear(),
      fired: await new Promise((resolve) => setTimeout(() => resolve(true), 50)),
    }));
    expect(year).toBe(new Date().getUTCFullYear());
    expect(fired).toBe(true);
  });
});
