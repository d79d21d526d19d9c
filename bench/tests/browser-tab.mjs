import { createRequire } from 'node:module';
import { cpus } from 'node:os';
import { CHROMIUM_FLAGS, TEST_CHROMIUM_PATH } from '../../scripts/chromium-flags.mjs';
import { median } from '../lib/median.mjs';
import { startBenchServer, webRoot } from '../lib/start-server.mjs';

/**
 * What a browser test pays to get its page: a new context per test (the baseline, Playwright's
 * default) against the worker's shared tab reset between tests, as the browser specs do
 * (apps/web/tests/e2e/fixtures.ts), and against that tab sent to about:blank between tests.
 * Each sample loads /auth and waits for hydration; the variants take turns so machine load
 * hits them alike. Prints the median machine CPU and wall time per load, and ratios.
 *
 *   node bench/tests/browser-tab.mjs [rounds=5] [loads per round=10]
 */
const rounds = Number(process.argv[2] ?? 5);
const loads = Number(process.argv[3] ?? 10);
const port = 3391;
const origin = `http://127.0.0.1:${port}`;
const { chromium } = createRequire(`${webRoot}/package.json`)('playwright-core');

const machineCpuSeconds = () =>
  cpus().reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0) /
  1000;
async function loadAuth(page) {
  await page.goto(`${origin}/auth`);
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** The fixture's reset: cookies gone, the origin's stored values cleared from its robots.txt. */
async function resetOnSite(context, page) {
  await context.clearCookies();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}

const variants = {
  'new context per test (baseline)': async (browser) => {
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext();
      await loadAuth(await context.newPage());
      await context.close();
    }
  },
  'shared tab, reset on the site': async (browser) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await loadAuth(page);
    await resetOnSite(context, page);
    for (let i = 0; i < loads; i++) {
      await loadAuth(page);
      await resetOnSite(context, page);
    }
    await context.close();
  },
  'shared tab, reset to about:blank': async (browser) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await loadAuth(page);
    for (let i = 0; i < loads; i++) {
      await resetOnSite(context, page);
      await page.goto('about:blank');
      await loadAuth(page);
    }
    await context.close();
  },
};

const stop = await startBenchServer({ port });
const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  // One load first, so the server's first render is in no variant's figures.
  const warm = await browser.newContext();
  await loadAuth(await warm.newPage());
  await warm.close();

  const samples = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const [name, run] of Object.entries(variants)) {
      const cpuStart = machineCpuSeconds();
      const started = performance.now();
      await run(browser);
      const sample = {
        cpu: (machineCpuSeconds() - cpuStart) / loads,
        wall: (performance.now() - started) / 1000 / loads,
      };
      samples[name].push(sample);
      console.log(
        `round ${round} ${name}: ${sample.cpu.toFixed(3)} CPU s, ${(sample.wall * 1000).toFixed(0)} ms per load`,
      );
    }
  }
  const summary = (name) => ({
    cpu: median(samples[name].map((sample) => sample.cpu)),
    wall: median(samples[name].map((sample) => sample.wall)),
  });
  const base = summary(Object.keys(variants)[0]);
  console.log(`\nMedian of ${rounds} rounds of ${loads} loads (machine CPU, all cores):`);
  for (const name of Object.keys(variants)) {
    const { cpu, wall } = summary(name);
    console.log(
      `  ${name.padEnd(34)} ${cpu.toFixed(3)} CPU s (x${(cpu / base.cpu).toFixed(2)}), ` +
        `${(wall * 1000).toFixed(0)} ms (x${(wall / base.wall).toFixed(2)}) per load`,
    );
  }
} finally {
  await browser.close();
  stop();
}
