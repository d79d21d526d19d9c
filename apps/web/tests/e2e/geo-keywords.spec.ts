import type { Page } from '@playwright/test';
import { describeLeavingCancels } from './leaving-cancels.ts';
import { delayRoute, expect, openTool, test } from './tools-fixtures.ts';

const FAILURE_DISPLAY = 'An error occurred while generating AI keywords. Please try again.';
const SECTIONS = [
  'SEARCH INTENT',
  'RELATED KEYWORDS',
  'CONTENT ANGLES',
  'QUESTIONS PEOPLE ASK',
  'OPTIMIZATION TIPS',
];

function results(page: Page) {
  return page.getByRole('region').filter({ hasText: 'Research Results' });
}

/** Spec 2 "AI Keywords" / 5: the input and the Research button's states. */
test.describe('keyword research input', () => {
  test('Research is disabled while the input is empty or blank', async ({ memberPage: page }) => {
    await openTool(page, '/geo-keywords');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Keywords' })).toBeVisible();
    const input = page.getByLabel('Keyword or topic');
    const button = page.getByRole('button', { name: 'Research' });
    await expect(input).toHaveValue('');
    await expect(button).toBeDisabled();
    await input.fill('   ');
    await expect(button).toBeDisabled();
    await input.fill('cold brew coffee');
    await expect(button).toBeEnabled();
    await input.fill('');
    await expect(button).toBeDisabled();
    await expect(page.getByText('Research Results')).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Admin Mode' })).toHaveCount(0);
  });

  test('reads "Researching..." and is disabled while busy', async ({ memberPage: page }) => {
    await delayRoute(page, '**/api/functions/geo-keywords', 1200);
    await openTool(page, '/geo-keywords');
    await page.getByLabel('Keyword or topic').fill('cold brew coffee');
    await page.getByRole('button', { name: 'Research' }).click();
    const busy = page.getByRole('button', { name: 'Researching...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(results(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Research', exact: true })).toBeEnabled();
  });
});

/** The builtin engine's research brief, shown preformatted under the keyword (spec 2, DESIGN 4). */
test.describe('keyword research results', () => {
  test('the Research Results panel is titled with the keyword and holds the five sections', async ({
    memberPage: page,
  }) => {
    await openTool(page, '/geo-keywords');
    await page.getByLabel('Keyword or topic').fill('  sourdough starter  ');
    await page.getByRole('button', { name: 'Research' }).click();

    const panel = results(page);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('sourdough starter');
    const text = panel.getByTestId('research-text');
    expect(await text.evaluate((node) => node.tagName)).toBe('PRE');
    // Preformatted: the line breaks of the text are kept on screen.
    expect(await text.evaluate((node) => getComputedStyle(node).whiteSpace)).toMatch(/^pre/);
    const body = (await text.textContent()) ?? '';
    let position = -1;
    for (const [index, section] of SECTIONS.entries()) {
      const at = body.indexOf(`${index + 1}. ${section}`);
      expect(at, `section "${index + 1}. ${section}"`).toBeGreaterThan(position);
      position = at;
    }
    expect(body.split('\n').length).toBeGreaterThan(20);
    expect(body).toContain('sourdough starter');
    await expect(panel.getByRole('alert')).toHaveCount(0);
    await expect(panel).not.toContainText(FAILURE_DISPLAY);
  });

  test('a new search replaces the results with the new keyword', async ({ memberPage: page }) => {
    await openTool(page, '/geo-keywords');
    const input = page.getByLabel('Keyword or topic');
    await input.fill('cold brew coffee');
    await page.getByRole('button', { name: 'Research' }).click();
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('cold brew coffee');
    await input.fill('solar panels');
    await page.getByRole('button', { name: 'Research' }).click();
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText('solar panels');
    await expect(results(page).getByTestId('research-text')).toContainText('solar panels');
    await expect(results(page).getByTestId('research-text')).not.toContainText('cold brew');
  });
});

/** Issue: research worth reading: topic knowledge, and the result taken away as Markdown. */
test.describe('keyword research knowledge and export', () => {
  test('each topic gets its own terms, an unknown one is told so', async ({ memberPage: page }) => {
    await openTool(page, '/geo-keywords');
    const input = page.getByLabel('Keyword or topic');
    await input.fill('solar panels');
    await page.getByRole('button', { name: 'Research' }).click();
    await expect(results(page).getByTestId('research-text')).toContainText('photovoltaic');
    await input.fill('xqzvbn flurb');
    await page.getByRole('button', { name: 'Research' }).click();
    await expect(results(page).getByTestId('research-text')).toContainText(
      'does not know “xqzvbn flurb”',
    );
  });

  test('copies and downloads the research as Markdown', async ({ memberPage: page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openTool(page, '/geo-keywords');
    await page.getByLabel('Keyword or topic').fill('sourdough starter');
    await page.getByRole('button', { name: 'Research' }).click();
    const panel = results(page);
    await panel.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(panel.getByText('Copied.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('# AI keyword research: sourdough starter\n')).toBe(true);
    expect(copied).toContain('## 2. RELATED KEYWORDS');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download .md' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('keyword-research-sourdough-starter.md');
    const saved = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect(await readFile(saved, 'utf8')).toBe(copied);
  });
});

/** Spec 8 "Keyword research": the error message and the fixed display text. */
test.describe('keyword research errors', () => {
  test('a server failure shows its message and the error display text', async ({
    memberPage: page,
  }) => {
    await page.route('**/api/functions/geo-keywords', (route) =>
      route.fulfill({ status: 500, json: { error: 'Something broke' } }),
    );
    await openTool(page, '/geo-keywords');
    await page.getByLabel('Keyword or topic').fill('cold brew coffee');
    await page.getByRole('button', { name: 'Research' }).click();
    const panel = results(page);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('cold brew coffee');
    await expect(panel.getByTestId('research-text')).toHaveText(FAILURE_DISPLAY);
    await expect(panel.getByRole('alert')).toHaveText('Something broke');
    await expect(page.getByRole('button', { name: 'Research' })).toBeEnabled();
  });

  test('an answer without text gives "Failed to generate AI keywords"', async ({
    memberPage: page,
  }) => {
    await page.route('**/api/functions/geo-keywords', (route) =>
      route.fulfill({ json: { geoKeywords: '' } }),
    );
    await openTool(page, '/geo-keywords');
    await page.getByLabel('Keyword or topic').fill('cold brew coffee');
    await page.getByRole('button', { name: 'Research' }).click();
    await expect(results(page).getByRole('alert')).toHaveText('Failed to generate AI keywords');
    await expect(results(page).getByTestId('research-text')).toHaveText(FAILURE_DISPLAY);
  });
});

/** Leaving the page cancels the call: the server stops waiting and the provider sees it go. */
describeLeavingCancels({
  name: 'keyword research',
  path: '/geo-keywords',
  start: async (page, marker) => {
    await page.getByLabel('Keyword or topic').fill(marker);
    await page.getByRole('button', { name: 'Research' }).click();
  },
  leaveTo: { label: 'Content Analyzer', url: /\/analyzer$/ },
});
