import { expectNoAxeViolations } from './screen-checks.ts';
import { createVerifiedAccount, expect, openTool, signIn, test } from './tools-fixtures.ts';

/** Issue 34: a finding dismissed on the analyzer's own results stays dismissed in a re-run. */
const ARTICLE = `# Storing cold brew

Cold brew keeps in the fridge.`;

test('a finding dismissed on the analyzer stays dismissed when the text is analysed again', async ({
  page,
}) => {
  await signIn(page, await createVerifiedAccount(page.request, 'Ida Tarbell'));
  await openTool(page, '/analyzer');
  await page.getByLabel('Your content').fill(ARTICLE);
  await page.getByRole('button', { name: 'Analyze Content' }).click();
  await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible();
  const findings = page.getByRole('region', { name: 'Findings' }).getByTestId('finding');
  const finding = findings.first();
  const text = (await finding.locator('span.font-semibold').textContent()) ?? '';
  expect(text.length).toBeGreaterThan(0);
  await finding.getByRole('button', { name: 'Dismiss' }).click();
  await expectNoAxeViolations(page, 'analyzer with its findings');
  await finding.getByLabel('Why does it not apply?').fill('does not apply to press releases');
  await finding.getByRole('button', { name: 'Dismiss finding' }).click();
  await expect(finding.getByTestId('dismissal-reason')).toHaveText(
    'Dismissed: does not apply to press releases',
  );

  // The same text analysed again: a new run, its finding shown dismissed with the reason.
  await page.getByRole('button', { name: 'Analyze Content' }).click();
  await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible();
  const again = findings.filter({ hasText: text });
  await expect(again.getByTestId('dismissal-reason')).toHaveText(
    'Dismissed: does not apply to press releases',
  );
  // It is the new run's panel: the history holds two runs.
  const history = await (await page.request.get('/api/history?tool=analyzer')).json();
  expect(history.total).toBe(2);
  await again.getByRole('button', { name: 'Restore' }).click();
  await expect(again.getByTestId('dismissal-reason')).toHaveCount(0);
  await expect(again.getByRole('button', { name: 'Dismiss' })).toBeVisible();
});
