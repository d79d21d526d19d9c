import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags.mjs';
import { startBenchServer, webRoot } from '../lib/start-server.mjs';
import { seedPublishedPage, startCodeMailbox } from './seed-published-page.mjs';

/*
 * Web figures for every public page, and for a published admin page (/page/{slug}, issue 12):
 *  - Lighthouse (mobile) performance, accessibility, best practices and SEO: median of RUNS.
 *  - Gzip size of the JavaScript the page loads for a visitor, against the baseline of what
 *    the same page would load if it were hydrated (the client entry plus its route chunks).
 * Usage: npm run bench:web [-- --runs 3] [--paths /,/pricing] [--published-page-only]
 */
const web = webRoot;
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3400);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PUBLISHED_ONLY = process.argv.includes('--published-page-only');
const ALL_PATHS = [
  '/',
  '/pricing',
  '/contextual-understanding',
  '/conversational-queries',
  '/content-authority',
  '/free-plan',
  '/pro-plan',
  '/business-plan',
  '/beyond-google-ai-search',
  '/chatgpt-ready-content-steps',
];
// `--paths /,/pricing` measures only those pages (one page takes a minute on two cores).
const pathsArg = process.argv.indexOf('--paths');
const PATHS = pathsArg > 0 ? process.argv[pathsArg + 1].split(',') : ALL_PATHS;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Sums the gzip size of the scripts a document references (src and modulepreload). */
async function measureScripts(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    urls.add(match[1]);
  let bytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, ORIGIN))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return bytes;
}

/**
 * What a hydrated page would load: React Router's client manifest names the entry module and
 * each route's module with their imports; sum the gzip size of those files.
 */
function hydratedBaselineBytes(routeIds) {
  const assets = path.join(web, 'build/client/assets');
  const manifestName = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  const source = readFileSync(path.join(assets, manifestName), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    files.add(route.module);
    for (const imported of route.imports ?? []) files.add(imported);
  }
  let bytes = 0;
  for (const file of files) {
    bytes += gzipSync(readFileSync(path.join(web, 'build/client', file)), { level: 9 }).length;
  }
  return bytes;
}

const ADMIN_EMAIL = 'bench-admin@citable.test';
const mailbox = await startCodeMailbox();
const stop = await startBenchServer({
  port: PORT,
  env: { ADMIN_EMAIL, SMTP_URL: mailbox.smtpUrl, MAIL_FROM: 'bench@citable.test' },
});
// With --published-page-only, one static article stays as the same-run comparison.
if (PUBLISHED_ONLY) PATHS.splice(0, PATHS.length, '/beyond-google-ai-search');
PATHS.push(
  await seedPublishedPage({
    origin: ORIGIN,
    appUrl: `http://localhost:${PORT}`,
    email: ADMIN_EMAIL,
    mailbox,
  }),
);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const baseline = hydratedBaselineBytes([
  'root',
  'routes/public/public-layout',
  'routes/public/home',
]);
console.log(
  `Lighthouse mobile, median of ${RUNS} runs per page; JS = gzip bytes a visitor downloads.`,
);
console.log(
  `Baseline: a hydrated home page would load ${(baseline / 1024).toFixed(1)} KB gzip of JavaScript.\n`,
);
console.log(
  'page                                          perf  a11y  best   seo   JS KB  JS/baseline  HTML KB',
);
try {
  for (const pagePath of PATHS) {
    const scores = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${ORIGIN}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(scores),
      });
      for (const key of Object.keys(scores))
        scores[key].push(Math.round((result?.lhr.categories[key]?.score ?? 0) * 100));
    }
    const html = await (await fetch(`${ORIGIN}${pagePath}`)).text();
    const js = await measureScripts(html);
    console.log(
      `${pagePath.padEnd(45)} ${String(median(scores.performance)).padStart(4)}  ${String(median(scores.accessibility)).padStart(4)}  ${String(median(scores['best-practices'])).padStart(4)}  ${String(median(scores.seo)).padStart(4)}  ${(js / 1024).toFixed(1).padStart(6)}  ${(js / baseline).toFixed(2).padStart(11)}  ${(Buffer.byteLength(html) / 1024).toFixed(1).padStart(7)}`,
    );
  }
} finally {
  await chrome.kill();
  stop();
  await mailbox.close();
}
