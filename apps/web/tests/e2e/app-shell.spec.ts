import type { Page } from '@playwright/test';
import { resizeTo } from './resize.ts';
import { expect, openTool, test } from './tools-fixtures.ts';

/*
 * Spec 2 "Global elements": the signed-in layout has a header, a scrolling main area and a
 * sidebar. Only the main area scrolls: the header stays where it is, and the sidebar's Upgrade
 * box and collapse button are in view without scrolling, on a 1280×720 window and on a phone.
 */

/** Words enough that the analyzer's results run far below a 720 px window. */
const LONG_TEXT = Array.from(
  { length: 12 },
  (_, index) =>
    `## What does step ${index + 1} of brewing cold brew involve?\n\nStep ${index + 1} of cold brew coffee is to steep coarsely ground beans in cold, filtered water for twelve to twenty-four hours, then strain the concentrate through a paper filter before serving it over ice.`,
).join('\n\n');

async function analyzeLongText(page: Page) {
  await openTool(page, '/analyzer');
  await page.getByLabel('Your content').fill(LONG_TEXT);
  await page.getByRole('button', { name: 'Analyze Content' }).click();
  await expect(page.getByRole('region', { name: 'AI Search Score' })).toBeVisible();
}

/** Scrolls the main area with the mouse wheel, as a user would, until it has moved. */
async function scrollMain(page: Page) {
  const main = page.locator('main#main');
  const box = await main.boundingBox();
  if (!box) throw new Error('no main area');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 600);
      return main.evaluate((element) => element.scrollTop);
    })
    .toBeGreaterThan(400);
}

const pageScroll = (page: Page) =>
  page.evaluate(() => ({
    windowY: window.scrollY,
    overflow: document.documentElement.scrollHeight - window.innerHeight,
  }));

test.describe('the signed-in shell: only the main area scrolls', () => {
  test('1280×720: the header stays, the Upgrade box and collapse button are in view', async ({
    memberPage: page,
  }) => {
    await resizeTo(page, { width: 1280, height: 720 });
    await analyzeLongText(page);
    const main = page.locator('main#main');
    // The results are taller than the main area, so there is something to scroll.
    expect(
      await main.evaluate((element) => element.scrollHeight - element.clientHeight),
    ).toBeGreaterThan(400);

    const header = page.locator('header').first();
    const headerBefore = await header.boundingBox();
    const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
    const upgrade = sidebar.getByRole('link', { name: 'Upgrade' });
    const collapse = sidebar.getByRole('button', { name: 'Collapse sidebar' });
    for (const part of [upgrade, collapse, sidebar.getByText('Get more features with Premium')])
      await expect(part).toBeInViewport({ ratio: 1 });

    await scrollMain(page);
    // The page itself never scrolled: the main area did.
    expect(await pageScroll(page)).toEqual({ windowY: 0, overflow: 0 });
    expect(await header.boundingBox()).toEqual(headerBefore);
    await expect(header).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('region', { name: 'Beta announcement' })).toBeInViewport();
    await expect(upgrade).toBeInViewport({ ratio: 1 });
    await expect(collapse).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeInViewport();

    // A new screen starts at the top of the main area, not where the last one was left.
    await sidebar.getByRole('link', { name: 'AI Keywords', exact: true }).click();
    await expect(page).toHaveURL(/\/geo-keywords$/);
    await expect.poll(() => main.evaluate((element) => element.scrollTop)).toBe(0);
  });

  test('390×844: the phone layout keeps its menu and header while the main area scrolls', async ({
    memberPage: page,
  }) => {
    await resizeTo(page, { width: 390, height: 844 });
    await analyzeLongText(page);
    const header = page.locator('header').first();
    const headerBefore = await header.boundingBox();
    // The phone layout: no sidebar, the menu button in the header instead.
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
    const menu = header.getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toBeInViewport();

    await scrollMain(page);
    expect(await pageScroll(page)).toEqual({ windowY: 0, overflow: 0 });
    expect(await header.boundingBox()).toEqual(headerBefore);
    await expect(menu).toBeInViewport();
    // Nothing runs off the side of a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});
