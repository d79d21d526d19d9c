import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect } from './tools-fixtures.ts';

// Checks the signed-in screen tests share (issue 13): fit, axe-core and keyboard travel.

/** Sideways overflow of the page, and the visible controls that stick out of the screen. */
export async function measureFit(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const offscreen: string[] = [];
    const controls = document.querySelectorAll(
      'a[href], button, input, textarea, select, [role="switch"], [role="tab"]',
    );
    for (const element of controls) {
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if (rect.left < -1 || rect.right > width + 1) {
        offscreen.push(`${element.tagName} "${(element.textContent ?? '').trim().slice(0, 30)}"`);
      }
    }
    return { overflow: document.documentElement.scrollWidth - width, offscreen };
  });
}

export async function expectNoAxeViolations(page: Page, where: string) {
  // A toast fading in is measured at part opacity; check it as people read it, once shown.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every(
      (toast) =>
        getComputedStyle(toast).opacity === '1' || toast.getAttribute('data-visible') === 'false',
    ),
  );
  const found = await axeViolations(page);
  expect(found, where).toEqual([]);
}

/** Presses Tab until `isTarget` holds; returns the links passed on the way. */
export async function tabTo(page: Page, isTarget: () => Promise<boolean>): Promise<string[]> {
  const passed: string[] = [];
  for (let stop = 0; stop < 40; stop += 1) {
    await page.keyboard.press('Tab');
    if (await isTarget()) return passed;
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href') ?? '');
    if (href) passed.push(href);
  }
  throw new Error(`target not reached in 40 tab stops; passed ${passed.join(' ')}`);
}
