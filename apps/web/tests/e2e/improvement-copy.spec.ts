import { expect, openTool, test } from './tools-fixtures.ts';

// Issue 32: "Copy as HTML" flattened an article copied from a browser into one paragraph. A
// browser's copy has headings on lines of their own, paragraphs one line each, bullets as
// characters, a table as tab-separated cells and links as bare addresses; written for this test.
const BROWSER_COPY = [
  'The Remote Work Productivity Challenge',
  'Remote teams lose about a fifth of their working week to meetings, according to a survey of 1,200 managers published in March 2024. Most of those meetings repeat what a short written update would say, and the people in them rarely decide anything.',
  'Why meetings multiply',
  'When a team moves online it tends to copy the office calendar into video calls. Every status check becomes a thirty-minute call, and nobody asks whether the call is still needed once the project has moved on.',
  'What works instead',
  '• Written updates posted before noon',
  '• One weekly call with a fixed agenda',
  '• A named owner for every decision',
  'Plan\tPrice per month\tSeats',
  'Starter\t$9\t5',
  'Team\t$29\t25',
  'Teams that switched to written updates reported two more hours of focused work each day. The full survey and its method are at https://example.org/remote-work-survey for anyone who wants to check the figures.',
].join('\n');

test('Copy as HTML keeps the headings, list, table and link of a browser-copied article', async ({
  memberPage: page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openTool(page, '/improvement');
  await page.getByLabel('Original Content').fill(BROWSER_COPY);
  await page.getByRole('button', { name: 'Improve Content' }).click();
  await expect(page.getByRole('region', { name: 'Review the edits' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Copy as HTML' }).click();
  // Read only once the copy has finished: a read during the write sees the clipboard change.
  await expect(page.getByRole('button', { name: 'Copy as HTML' })).toHaveCount(0);
  const html = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    return item ? await (await item.getType('text/html')).text() : '';
  });
  expect(html).toMatch(/<h2>The Remote Work Productivity Challenge<\/h2>/);
  expect(html).toMatch(/<h2>What works instead<\/h2>/);
  expect(html).toMatch(/<ul>\s*<li>Written updates posted before noon<\/li>/);
  expect(html).toMatch(/<table>[\s\S]*<th>Price per month<\/th>[\s\S]*<td>\$29<\/td>/);
  expect(html).toContain('<a href="https://example.org/remote-work-survey">');
  // Paragraphs stay paragraphs: the first one is not merged with the heading or the next.
  expect(html).toMatch(/<p>Remote teams lose[^<]*<\/p>/);

  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toContain('## Why meetings multiply');
  expect(markdown).toContain('- One weekly call with a fixed agenda');
  expect(markdown).toContain('| Team | $29 | 25 |');
});
