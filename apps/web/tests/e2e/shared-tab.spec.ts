import { expect, test } from './tools-fixtures.ts';

/**
 * The browser specs share one context and tab per worker (fixtures.ts). These two run in order
 * on one worker: the first leaves behind everything a test can leave in a context, and the
 * second, a new test, must find none of it.
 */
test.describe.configure({ mode: 'serial' });

const MARK = 'left-by-the-first-test';
/** Requests seen by the first test's listener after that test ended. */
const heardLater: string[] = [];
let isFirstTestOver = false;

test('a test leaves cookies, storage, scripts, routes, listeners, a clock and a size', async ({
  page,
  context,
}) => {
  await page.clock.install({ time: new Date('2030-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2030-01-01T00:01:00Z'));
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
  expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2030);
  isFirstTestOver = true;
});

test('the next test finds none of it', async ({ page, context, viewport }) => {
  expect(await context.cookies()).toEqual([]);
  expect(page.viewportSize()).toEqual(viewport);
  const favicon = await page.goto('/favicon.svg');
  expect(favicon?.status()).toBe(200);
  const robots = await page.goto('/robots.txt');
  expect(robots?.status()).toBe(200);
  await page.goto('/pricing');
  const state = await page.evaluate((mark) => {
    const record = window as unknown as Record<string, string | undefined>;
    return {
      scripts: [record.leftBehind, record.leftBehindByPage],
      stored: [localStorage.getItem(mark), sessionStorage.getItem(mark)],
      year: new Date().getUTCFullYear(),
    };
  }, MARK);
  expect(state.scripts).toEqual([undefined, undefined]);
  expect(state.stored).toEqual([null, null]);
  expect(state.year).toBe(new Date().getUTCFullYear());
  const clipboard = await page.evaluate(async () => {
    const status = await navigator.permissions.query({ name: 'clipboard-read' as PermissionName });
    return status.state;
  });
  expect(clipboard).not.toBe('granted');
  expect(heardLater).toEqual([]);
});
