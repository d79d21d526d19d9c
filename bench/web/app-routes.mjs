import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags.mjs';
import { startBenchServer, webRoot } from '../lib/start-server.mjs';
import { signUpMember, startCodeMailbox } from './seed-published-page.mjs';

/*
 * The JavaScript each screen ships, as a visitor and as a signed-in member meet it (issue 35),
 * and Lighthouse on the signed-in screens, in one run:
 *  - JS: the scripts a document references (script src and modulepreload), raw and brotli
 *    (quality 11, as the build precompresses them), against a baseline in the same run: React
 *    and React Router alone (the client entry and its imports), the floor of any hydrated page.
 *  - Lighthouse (mobile, as bench/web/run.mjs): performance and first contentful paint,
 *    median of RUNS, with the member's session cookie; and /auth as a visitor meets it.
 * Usage: npm run bench:web:app [-- --runs 3] [--no-lighthouse] [--reports <folder>]
 * With --reports, every Lighthouse report is written there as JSON (route-run.json), to read
 * what the largest paint waited for and which tasks blocked the main thread.
 */
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const LIGHTHOUSE = !process.argv.includes('--no-lighthouse');
const reportsArg = process.argv.indexOf('--reports');
const REPORTS = reportsArg > 0 ? path.resolve(process.argv[reportsArg + 1]) : null;
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3401);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROUTES = [
  '/auth',
  '/verify',
  '/analyzer',
  '/improvement',
  '/geo-keywords',
  '/profile',
  '/settings',
  '/pricing',
  '/',
];
const SIGNED_IN = ['/analyzer', '/improvement', '/geo-keywords', '/profile', '/settings'];
const VISITOR = ['/auth'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const brotli = (body) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

const cache = new Map();
async function asset(url) {
  if (!cache.has(url)) {
    const body = Buffer.from(await (await fetch(new URL(url, ORIGIN))).arrayBuffer());
    cache.set(url, { raw: body.length, brotli: brotli(body) });
  }
  return cache.get(url);
}

/** The page a cookie (or none) lands on, and the raw and brotli bytes of its scripts. */
async function measure(route, cookie) {
  const response = await fetch(`${ORIGIN}${route}`, { headers: cookie ? { Cookie: cookie } : {} });
  const html = await response.text();
  const urls = new Set();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    urls.add(match[1]);
  let raw = 0;
  let compressed = 0;
  for (const url of urls) {
    const size = await asset(url);
    raw += size.raw;
    compressed += size.brotli;
  }
  const landed = new URL(response.url).pathname;
  return { landed, raw, brotli: compressed };
}

/** React and React Router alone: the client entry and its imports from the build manifest. */
function frameworkBaseline() {
  const assets = path.join(webRoot, 'build/client/assets');
  const name = readdirSync(assets).find((file) => /^manifest-.*\.js$/.test(file));
  const source = readFileSync(path.join(assets, name), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
  let bytes = 0;
  for (const file of new Set([manifest.entry.module, ...manifest.entry.imports]))
    bytes += brotli(readFileSync(path.join(webRoot, 'build/client', file)));
  return bytes;
}

/** Lighthouse RUNS times on one route, with the cookie or none; prints the medians. */
async function lighthouseRow(chrome, route, cookie) {
  const figures = { perf: [], fcp: [], lcp: [], tbt: [] };
  let failed = 0;
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(`${ORIGIN}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: cookie ? { Cookie: cookie } : {},
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
      writeFileSync(path.join(REPORTS, `${name}-${run + 1}.json`), JSON.stringify(result.lhr));
    }
    // A run Lighthouse could not finish (on a busy machine, now and then) scores null:
    // it is counted and left out, not averaged in as a zero.
    if (runtimeError || categories.performance?.score == null) {
      failed += 1;
      continue;
    }
    figures.perf.push(Math.round((categories.performance?.score ?? 0) * 100));
    figures.fcp.push(audits['first-contentful-paint'].numericValue / 1000);
    figures.lcp.push(audits['largest-contentful-paint'].numericValue / 1000);
    figures.tbt.push(audits['total-blocking-time'].numericValue);
    if (new URL(result.lhr.finalDisplayedUrl).pathname !== route)
      throw new Error(`${route} landed on ${result.lhr.finalDisplayedUrl}`);
  }
  if (figures.perf.length === 0) {
    console.log(`${route.padEnd(15)} every run failed`);
    return;
  }
  console.log(
    `${route.padEnd(15)} ${String(median(figures.perf)).padStart(4)}  ${median(figures.fcp).toFixed(2).padStart(5)}  ${median(figures.lcp).toFixed(2).padStart(5)}  ${String(Math.round(median(figures.tbt))).padStart(6)}  ${failed}`,
  );
}

const mailbox = await startCodeMailbox();
const stop = await startBenchServer({
  port: PORT,
  env: { SMTP_URL: mailbox.smtpUrl, MAIL_FROM: 'bench@citable.test' },
});
let chrome;
try {
  const cookie = await signUpMember({
    origin: ORIGIN,
    appUrl: `http://localhost:${PORT}`,
    email: 'bench-member@citable.test',
    mailbox,
  });
  const baseline = frameworkBaseline();
  console.log(
    `JS a page references (script src and modulepreload), KB; brotli at quality 11. Baseline: React and React Router alone, ${kb(baseline)} KB brotli.\n`,
  );
  console.log(
    'route           visitor: lands on   raw KB  br KB | member: lands on   raw KB  br KB  br/baseline',
  );
  for (const route of ROUTES) {
    const visitor = await measure(route, null);
    const member = await measure(route, cookie);
    console.log(
      `${route.padEnd(15)} ${visitor.landed.padStart(17)} ${kb(visitor.raw).padStart(8)} ${kb(visitor.brotli).padStart(6)} | ${member.landed.padStart(16)} ${kb(member.raw).padStart(8)} ${kb(member.brotli).padStart(6)} ${(member.brotli / baseline).toFixed(2).padStart(12)}`,
    );
  }
  if (LIGHTHOUSE) {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    });
    console.log(
      `\nLighthouse mobile on the signed-in screens, median of ${RUNS} runs, as the member.`,
    );
    console.log('route           perf  FCP s  LCP s  TBT ms  failed runs');
    for (const route of SIGNED_IN) await lighthouseRow(chrome, route, cookie);
    // /auth as the visitor meets it: the server's forms and their own script, no React.
    console.log(`\nLighthouse mobile on the visitor's /auth, median of ${RUNS} runs.`);
    console.log('route           perf  FCP s  LCP s  TBT ms  failed runs');
    for (const route of VISITOR) await lighthouseRow(chrome, route, null);
  }
} finally {
  await chrome?.kill();
  stop();
  await mailbox.close();
}
