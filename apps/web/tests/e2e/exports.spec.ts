import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { readPdfText } from '../support/pdf-text.ts';
import { createVerifiedAccount, expect, openTool, signIn, test } from './tools-fixtures.ts';

/** Issue 34 "Export": the report downloaded in three formats, and a revocable read-only link. */
const ARTICLE = `# Storing cold brew

Cold brew concentrate keeps for up to 14 days in the fridge in a sealed glass jar. Diluted cold brew keeps for about 3 days, because the added water lets bacteria grow faster.`;

async function download(page: Page, name: string): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name, exact: true }).click(),
  ]);
  return { file, bytes: await readFile((await file.path()) ?? '') };
}

test('a report exports as Markdown, CSV and PDF, and shares by a link until revoked', async ({
  page,
}) => {
  await signIn(page, await createVerifiedAccount(page.request, 'Ida Wells'));
  await openTool(page, '/analyzer');
  await page.getByLabel('Your content').fill(ARTICLE);
  await page.getByRole('button', { name: 'Analyze Content' }).click();
  const gauge = page
    .getByRole('region', { name: 'AI Search Score' })
    .getByRole('img', { name: /^AI Search Score: \d+ out of 100$/ });
  const label = (await gauge.getAttribute('aria-label')) ?? '';
  const score = /(\d+) out of 100/.exec(label)?.[1] ?? 'none';

  await openTool(page, '/history');
  await page.getByTestId('run').getByRole('link', { name: 'Storing cold brew' }).click();
  await expect(page.getByRole('heading', { name: 'Export and share' })).toBeVisible();

  const markdown = await download(page, 'Markdown');
  expect(markdown.file.suggestedFilename()).toBe('Storing-cold-brew.md');
  expect(markdown.bytes.toString()).toContain(`AI search score: **${score}/100**`);
  const csv = await download(page, 'CSV');
  expect(csv.file.suggestedFilename()).toBe('Storing-cold-brew.csv');
  expect(csv.bytes.toString().split('\n')[1]).toContain(`overall,AI search score,`);
  const pdf = await download(page, 'PDF');
  expect(pdf.file.suggestedFilename()).toBe('Storing-cold-brew.pdf');
  const { text } = await readPdfText(new Uint8Array(pdf.bytes));
  expect(text).toContain(`${score}/100`);
  expect(text).toContain('Storing cold brew');

  // Structured data from the text, ready to paste.
  await page.getByRole('button', { name: 'Make structured data' }).click();
  const article = page.getByTestId('structured-Article');
  await expect(article).toContainText('<script type="application/ld+json">');
  await expect(article).toContainText('"headline": "Storing cold brew"');
  await expect(page.getByTestId('structured-llms.txt')).toContainText('- [Storing cold brew](');
  await expect(page.getByTestId('structured-FAQPage')).toHaveCount(0);

  await page.getByRole('button', { name: 'Share link' }).click();
  const url = (await page.getByTestId('share-url').textContent()) ?? '';
  expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{32}$/);

  // Opened signed out, in a browser of its own.
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const stranger = await browser.newContext();
  try {
    const sharedPage = await stranger.newPage();
    await sharedPage.goto(url);
    await expect(sharedPage.getByTestId('shared-score')).toHaveText(`${score}/100`);
    await expect(sharedPage.getByRole('heading', { level: 1 })).toHaveText('Storing cold brew');
    await expect(sharedPage.getByText('sealed glass jar')).toHaveCount(0);

    await page.getByRole('button', { name: 'Revoke link' }).click();
    await expect(page.getByRole('button', { name: 'Revoke link' })).toHaveCount(0);
    await sharedPage.reload();
    await expect(sharedPage.getByRole('alert')).toHaveText(
      'This link does not exist or was revoked by its owner.',
    );
    await expect(sharedPage.getByTestId('shared-score')).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});
