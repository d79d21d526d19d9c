import type { Page } from '@playwright/test';
import { createVerifiedAccount, expect, openTool, signIn, test } from './tools-fixtures.ts';

/** Issue 34 "History": the runs of a signed-in user, listed, found, opened and deleted. */
const FIRST_DRAFT = `# Storing cold brew

Cold brew keeps in the fridge.`;
const SECOND_DRAFT = `# Storing cold brew

Cold brew concentrate keeps for up to 14 days in the fridge in a sealed glass jar. Diluted cold brew keeps for about 3 days, because the added water lets bacteria grow faster.`;

async function analyze(page: Page, content: string) {
  await page.getByLabel('Your content').fill(content);
  await page.getByRole('button', { name: 'Analyze Content' }).click();
  await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible();
}

test('history lists, finds, opens and deletes the runs of the signed-in user', async ({ page }) => {
  // An account of its own: the list must hold exactly this test's runs.
  await signIn(page, await createVerifiedAccount(page.request, 'Grace Hopper'));
  await openTool(page, '/analyzer');
  await analyze(page, FIRST_DRAFT);
  await analyze(page, SECOND_DRAFT);
  await openTool(page, '/geo-keywords');
  await page.getByLabel('Keyword or topic').fill('cold brew storage');
  await page.getByRole('button', { name: 'Research' }).click();
  await expect(page.getByTestId('research-text')).toContainText('cold brew storage');

  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  const runs = page.getByTestId('run');
  await expect(runs).toHaveCount(3);
  await expect(runs.getByRole('link')).toHaveText([
    'cold brew storage',
    'Storing cold brew',
    'Storing cold brew',
  ]);
  await expect(runs.nth(1)).toContainText('Content Analyzer');
  await expect(runs.nth(1)).toContainText(/Score \d+/);

  // Search words of the text, then a tool.
  await page.getByLabel('Search titles and texts').fill('sealed glass jar');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(runs).toHaveCount(1);
  await expect(page).toHaveURL(/q=sealed\+glass\+jar/);
  await page.getByLabel('Search titles and texts').fill('');
  await page.getByLabel('Tool', { exact: true }).selectOption('keywords');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(runs.getByRole('link')).toHaveText(['cold brew storage']);
  await page.getByLabel('Tool', { exact: true }).selectOption('');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(runs).toHaveCount(3);

  // Open the newer analysis as it was: its text and its score.
  await runs.nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Storing cold brew' })).toBeVisible();
  await expect(page.getByText('sealed glass jar', { exact: false })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'AI Search Score' })
      .getByRole('img', { name: /^AI Search Score: \d+ out of 100$/ }),
  ).toBeVisible();
  // Both analyses are runs of one document: a chart of their scores, and a comparison.
  await expect(page.getByTestId('score-chart')).toBeVisible();
  await page.getByRole('link', { name: 'Compare with this run' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare runs' })).toBeVisible();
  await expect(page.getByTestId('criterion-change')).toHaveCount(6);
  await expect(page.getByTestId('overall-change')).toContainText(
    /AI Search Score\s*\d+\s*\d+\s*[+-]?\d+/,
  );
  await expect(page.getByRole('region', { name: 'Findings that appeared' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the run' }).click();
  await page.getByRole('button', { name: 'Delete this run' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(runs).toHaveCount(2);

  await page.getByRole('button', { name: 'Delete all history' }).click();
  await page.getByRole('button', { name: 'Yes, delete all' }).click();
  await expect(page.getByRole('heading', { name: 'No runs yet' })).toBeVisible();
  await expect(runs).toHaveCount(0);
  const list = await page.request.get('/api/history');
  expect(((await list.json()) as { total: number }).total).toBe(0);
});

test('a dismissed finding stays dismissed when the document is analysed again', async ({
  page,
}) => {
  await signIn(page, await createVerifiedAccount(page.request, 'Nellie Bly'));
  await openTool(page, '/analyzer');
  await analyze(page, FIRST_DRAFT);
  await openTool(page, '/history');
  await page.getByTestId('run').getByRole('link', { name: 'Storing cold brew' }).click();
  const finding = page.getByTestId('finding').first();
  const text = (await finding.locator('span.font-semibold').textContent()) ?? '';
  expect(text.length).toBeGreaterThan(0);
  await finding.getByRole('button', { name: 'Dismiss' }).click();
  await finding.getByLabel('Why does it not apply?').fill('does not apply to press releases');
  await finding.getByRole('button', { name: 'Dismiss finding' }).click();
  await expect(finding.getByTestId('dismissal-reason')).toHaveText(
    'Dismissed: does not apply to press releases',
  );

  // Analysed again: the newest run shows the same finding dismissed, with its reason.
  await openTool(page, '/analyzer');
  await expect(page.getByLabel('Your content')).toHaveValue(FIRST_DRAFT);
  await page.getByRole('button', { name: 'Analyze Content' }).click();
  await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible();
  await openTool(page, '/history');
  await expect(page.getByTestId('run')).toHaveCount(2);
  await page.getByTestId('run').first().getByRole('link').click();
  const again = page.getByTestId('finding').filter({ hasText: text });
  await expect(again.getByTestId('dismissal-reason')).toHaveText(
    'Dismissed: does not apply to press releases',
  );
  await again.getByRole('button', { name: 'Restore' }).click();
  await expect(again.getByTestId('dismissal-reason')).toHaveCount(0);
  await expect(again.getByRole('button', { name: 'Dismiss' })).toBeVisible();
});
