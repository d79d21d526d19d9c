import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startBenchServer } from '../bench/lib/start-server.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium-flags.mjs';

/**
 * `npm run screens`: refreshes docs/screens/ with each tool's result at a phone (390 px) and a
 * desktop (1366 px) width. Starts the product (building it if the sources changed) with a
 * testing secret, opens a tester session through the testing link, runs each tool on a
 * sample and takes a viewport screenshot once the result has the focus, and the analyzer's
 * annotated text once more with a suggestion's sentence marked. Debian's Chromium;
 * nothing is downloaded.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = path.join(root, 'docs/screens');
const port = Number(process.env.SCREENS_PORT ?? 3399);
const secret = 'screenshots-testing-secret-0123';
const origin = `http://127.0.0.1:${port}`;

const SAMPLE = `# How to make cold brew coffee at home

Cold brew coffee is coffee made by steeping coarsely ground beans in cold water for 12 to 24 hours instead of brewing them with hot water. The slow, cold extraction gives a smooth, sweet drink with less bitterness.

## Is cold brew less acidic than hot coffee?

Yes. A 2018 study published in Scientific Reports measured cold brew as slightly less acidic than hot coffee made from the same beans.

## Steps

1. Stir 100 grams of coarsely ground coffee into 1 litre of cold water.
2. Steep it in the fridge for 16 hours.
3. Strain it through a paper filter. The concentrate keeps for up to 14 days.
`;

const TOOLS = [
  {
    name: 'analyzer',
    path: '/analyzer',
    run: async (page) => {
      await page.getByLabel('Your content').fill(SAMPLE);
      await page.getByRole('button', { name: 'Analyze Content' }).click();
      await page.getByRole('heading', { name: 'Analysis Results' }).waitFor();
    },
    // The annotated text with a suggestion's sentence marked (issue 13, point 6).
    afterwards: {
      name: 'analyzer-evidence',
      run: async (page) => {
        const show = page
          .getByRole('region', { name: 'Improvement Suggestions' })
          .getByTestId('show-in-text')
          .first();
        await show.waitFor({ timeout: 5_000 }).catch(() => {
          throw new Error('no suggestion of the sample is anchored: nothing to show in the text');
        });
        await show.click();
        await page.waitForFunction(
          () => document.activeElement?.getAttribute('data-testid') === 'evidence-mark',
        );
        await page.waitForTimeout(600);
      },
    },
  },
  {
    name: 'improvement',
    path: '/improvement',
    run: async (page) => {
      await page.getByLabel('Original Content').fill(SAMPLE);
      await page.getByRole('button', { name: 'Improve Content' }).click();
      await page.getByRole('region', { name: 'Improvement Score' }).waitFor();
    },
  },
  {
    name: 'geo-keywords',
    path: '/geo-keywords',
    run: async (page) => {
      await page.getByLabel('Keyword or topic').fill('cold brew coffee');
      await page.getByRole('button', { name: 'Research' }).click();
      await page.getByTestId('research-text').waitFor();
    },
  },
];

/** Waits until the result heading holds the focus (it scrolls itself into view). */
async function waitForFocusedHeading(page) {
  await page.waitForFunction(() => document.activeElement?.tagName === 'H2');
  // The smooth scroll to the result.
  await page.waitForTimeout(600);
}

mkdirSync(outDir, { recursive: true });
const stop = await startBenchServer({ port, env: { TESTING_SECRET: secret } });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS,
});
try {
  for (const width of [390, 1366]) {
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width, height: width < 768 ? 844 : 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(`/testing/${secret}`);
    await page.waitForURL(/\/analyzer$/, { timeout: 15_000 });
    for (const tool of TOOLS) {
      await page.goto(tool.path);
      await page.waitForFunction(() =>
        Object.keys(document.querySelector('main') ?? {}).some((key) =>
          key.startsWith('__reactFiber$'),
        ),
      );
      await tool.run(page);
      await waitForFocusedHeading(page);
      const file = path.join(outDir, `${tool.name}-${width}.png`);
      await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
      console.log(`wrote ${path.relative(root, file)}`);
      if (tool.afterwards) {
        await tool.afterwards.run(page);
        const next = path.join(outDir, `${tool.afterwards.name}-${width}.png`);
        await page.screenshot({ path: next, animations: 'disabled', caret: 'hide' });
        console.log(`wrote ${path.relative(root, next)}`);
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}
