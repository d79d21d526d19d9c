import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyEdits, type ImproveEdit, scoreImprovement } from '@citable/engine';
import { loadWordVectors } from '@citable/engine/word-vectors.server';
import { expect, openTool, test } from './tools-fixtures.ts';

// Issue 32, live bug 2: the review measured a writer's own choice of edits in the browser,
// without the server's word vectors, and showed other factors than the server computes. Here
// a writer rejects an edit in Chromium, and the factors shown are the server's measure of the
// original with the remaining edits, with the vectors. The fixture is a real FAQ, whose
// questions the improver makes headings.
const FIXTURE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/engine/src/fixtures/real/base-files-faq.txt',
);
const LABELS = {
  Clarity: 'contentClarity',
  'Context Richness': 'contextRichness',
  'Semantic Relevance': 'semanticRelevance',
  'Intent Coverage': 'intentCoverage',
} as const;

test('the factors after rejecting an edit are the server’s measure of the writer’s choice', async ({
  memberPage: page,
}) => {
  const original = readFileSync(FIXTURE, 'utf8');
  await openTool(page, '/improvement');
  const improved = page.waitForResponse('**/api/functions/improve');
  await page.getByLabel('Original Content').fill(original);
  await page.getByRole('button', { name: 'Improve Content' }).click();
  const body = await (await improved).text();
  const { edits } = JSON.parse(/event: result\ndata: (.*)\n/.exec(body)?.[1] ?? '{}') as {
    edits: ImproveEdit[];
  };
  const review = page.getByRole('region', { name: 'Review the edits' });
  await expect(review).toBeVisible({ timeout: 20_000 });
  const first = edits.find((edit) => edit.kind !== 'claim' && edit.isAcceptedByDefault);
  expect(first).toBeDefined();
  const rescored = page.waitForResponse('**/api/functions/improvement-factors');
  await review.locator(`[data-edit-id="${first?.id}"]`).getByRole('checkbox').uncheck();
  expect((await rescored).status()).toBe(200);
  const comparison = review.getByTestId('factor-comparison');
  await expect(comparison).toHaveAttribute('aria-busy', 'false');

  const accepted = edits.filter((e) => e.isAcceptedByDefault && e !== first).map((e) => e.id);
  const chosen = applyEdits(original, edits, accepted);
  const expected = scoreImprovement(chosen, { vectors: loadWordVectors() });
  for (const [label, key] of Object.entries(LABELS)) {
    const shown = await comparison
      .getByTestId('factor-change')
      .filter({ hasText: label })
      .locator('span.font-semibold')
      .textContent();
    expect(Number(shown), label).toBe(Math.round(expected[key]));
  }
});
