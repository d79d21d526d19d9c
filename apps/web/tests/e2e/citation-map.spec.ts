import { expect, openTool, test } from './tools-fixtures.ts';

/**
 * The citation map on the Analyzer screen (issue 10): questions → passages → found? quotable?
 * → what to change, computed on the server, usable by keyboard and on a 390 px phone.
 */
const TEXT = `## How long does cold brew keep in the fridge?

Cold brew concentrate keeps for up to two weeks in a sealed glass bottle in the fridge, while diluted cold brew is best drunk within three days.

## Who invented the printing press?

A burr grinder crushes coffee beans between two ridged plates, which gives grounds of one even size for a balanced cup of coffee.

\`\`\`sh
grind --coarse beans.txt
\`\`\`
`;

test.describe('citation map', () => {
  test('lists each question with its passage, ranks, quote and advice, and filters by keyboard', async ({
    memberPage: page,
  }) => {
    await openTool(page, '/analyzer');
    await page.getByLabel('Your content').fill(TEXT);
    await page.getByRole('button', { name: 'Analyze Content' }).click();
    const map = page.getByRole('region', { name: 'Citation Map' });
    await expect(map).toBeVisible();

    const list = map.getByRole('list', { name: 'Questions and their passages' });
    const question = (text: string) =>
      list.getByRole('listitem').filter({ has: page.getByText(text, { exact: true }) });
    const keeps = question('How long does cold brew keep in the fridge?');
    await expect(keeps).toHaveAttribute('data-status', 'cited');
    await expect(keeps).toContainText('Passage 1: How long does cold brew keep in the fridge?');
    await expect(keeps).toContainText(/Found: keyword rank 1, meaning rank \d+/);
    await expect(keeps).toContainText('“Cold brew concentrate keeps for up to two weeks');
    await expect(keeps).toContainText('Nothing to change');

    const press = list
      .getByRole('listitem')
      .filter({ hasText: 'Who invented the printing press?' });
    await expect(press).toHaveAttribute('data-status', 'not-found');
    await expect(press).toContainText('hardly uses the question’s words');
    // The code block is recognised as code, never read as an answer.
    await expect(map).toContainText('Not read as prose: 1 code block.');

    // Keyboard: Tab to "Needs work", press Enter, and only the questions to fix remain.
    const all = map.getByRole('button', { name: /^All questions/ });
    const work = map.getByRole('button', { name: /^Needs work/ });
    await all.focus();
    await page.keyboard.press('Tab');
    await expect(work).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(work).toHaveAttribute('aria-pressed', 'true');
    await expect(keeps).toHaveCount(0);
    await expect(press).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(keeps).toBeVisible();
  });

  test('fits a 390 px phone without sideways scrolling', async ({ memberPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openTool(page, '/analyzer');
    await page.getByLabel('Your content').fill(TEXT);
    await page.getByRole('button', { name: 'Analyze Content' }).click();
    const map = page.getByRole('region', { name: 'Citation Map' });
    await expect(map).toBeVisible();
    const box = await map.boundingBox();
    expect(box?.width ?? 0).toBeLessThanOrEqual(390);
    // Nothing in the map reaches past the screen's right edge.
    const overflowing = await map.evaluate((root) =>
      [root, ...root.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => el.tagName),
    );
    expect(overflowing).toEqual([]);
    await expect(map.getByText('Answered by').first()).toBeVisible();
  });
});
