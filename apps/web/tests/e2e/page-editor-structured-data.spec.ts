import type { Page } from '@playwright/test';
import { enableAdminModeBeforeLoad, expect, openTool, test, toast } from './tools-fixtures.ts';

/** Issue 34: the page editor takes the JSON-LD made from an analysed text in one click. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('the page editor inserts the JSON-LD of an analysis, and the saved page carries it', async ({
  adminPage: page,
  context,
}) => {
  await enableAdminModeBeforeLoad(context);
  const id = unique();
  const title = `Storing cold brew ${id}`;
  await openTool(page, '/analyzer');
  await page.getByLabel('Your content').fill(`# ${title}

Cold brew concentrate keeps for up to 14 days in the fridge in a sealed glass jar.

## How long does diluted cold brew keep?

Diluted cold brew keeps for about 3 days, because the added water lets bacteria grow faster.`);
  await page.getByRole('button', { name: 'Analyze Content' }).click();
  await expect(page.getByRole('heading', { name: 'Analysis Results' })).toBeVisible();

  await openTool(page, '/admin/pages/new');
  const structured = field(page, 'Structured data (optional, JSON-LD)');
  await expect(structured).toHaveValue('');
  // The admin account is shared with other tests: choose this test's analysis by its title.
  const source = page.getByLabel('From your analysis');
  const option = source.locator('option', { hasText: title });
  await source.selectOption((await option.getAttribute('value')) ?? '');
  await page.getByRole('button', { name: 'Insert structured data' }).click();
  await expect(toast(page, 'Structured data inserted.')).toBeVisible();
  const inserted = JSON.parse(await structured.inputValue()) as Record<string, unknown>[];
  expect(inserted.map((item) => item['@type'])).toEqual(['Article', 'FAQPage']);
  expect(inserted[0]).toMatchObject({ headline: title });

  const slug = `cold-brew-${id}`;
  await field(page, 'Title').fill(title);
  await field(page, 'Slug').fill(slug);
  await field(page, 'Content (Markdown)').fill('Cold brew keeps for up to 14 days.');
  await page.getByRole('switch', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Save Page' }).click();
  await expect(toast(page, 'Success', 'Page created successfully')).toBeVisible();
  const html = await (await page.request.get(`/page/${slug}`)).text();
  const script = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(script ?? 'null')).toEqual(inserted);
});
