import { expect, type Page } from '@playwright/test';

/**
 * Resizes the viewport of a loaded page and waits until the page lays out at the new width:
 * checking one load at several widths costs a resize instead of a page load per width. The
 * width the page reports is checked, so a resize that did not take cannot pass for one that did.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await expect
    .poll(() => page.evaluate(() => window.innerWidth), { message: 'the page took the new width' })
    .toBe(size.width);
  // Two animation frames: resize observers and the styles of the new width have run.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(null))),
      ),
  );
}
