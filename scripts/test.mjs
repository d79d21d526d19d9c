import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm test`: every suite. Builds the product once (the integration and browser suites run
 * the real build), then unit + integration tests (Vitest), then browser tests (Playwright in
 * Debian's Chromium). Ends with one summary line counting every test.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const web = path.join(root, 'apps/web');
const results = path.join(root, 'test-results');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(command, args, cwd = root, env = {}) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

rmSync(results, { recursive: true, force: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Seconds each stage took, printed at the end so a slow stage is seen at once. */
const timings = [];
let stageStart = performance.now();
function endStage(name) {
  timings.push([name, (performance.now() - stageStart) / 1000]);
  stageStart = performance.now();
}
let failedStage = false;

console.log('\n== Lint and type-check ==');
const staticChecks = [
  ['npx', ['biome', 'check', '.']],
  ['npx', ['tsc', '-p', 'packages/engine']],
  ['npx', ['tsc', '-p', 'packages/engine/tsconfig.server.json']],
  ['npx', ['tsc', '-p', 'packages/schemas']],
  ['npx', ['tsc', '-p', 'packages/site']],
  ['npx', ['tsc', '-p', 'apps/web']],
];
for (const [command, args] of staticChecks) {
  if (run(command, args) !== 0) {
    console.error(`Static check failed: ${command} ${args.join(' ')}`);
    failedStage = true;
  }
}

endStage('lint and type-check');

console.log('\n== Build ==');
if (run(process.execPath, [path.join(web, 'scripts/build.mjs')], web) !== 0) {
  console.error('The build failed; no tests ran.');
  process.exit(1);
}

endStage('build');

console.log('\n== Unit and integration tests (Vitest) ==');
const vitestJson = path.join(results, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}
if (vitestStatus !== 0) failedStage = true;

endStage('unit and integration tests');

console.log('\n== Browser tests (Playwright, Chromium) ==');
if (!existsSync(chromium)) {
  console.log(
    `Browser tests skipped: no Chromium at ${chromium}. Install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`,
  );
  failedStage = failedStage || Boolean(process.env.CI);
} else {
  const e2eJson = path.join(web, 'test-results/e2e.json');
  rmSync(e2eJson, { force: true });
  const e2eStatus = run('npx', ['playwright', 'test'], web, {
    CI: '1',
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  });
  if (existsSync(e2eJson)) {
    const { stats } = JSON.parse(readFileSync(e2eJson, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
  if (e2eStatus !== 0) failedStage = true;
}

endStage('browser tests');

console.log('\nTime per stage:');
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(28)} ${seconds.toFixed(1)} s`);
console.log(`  ${'total'.padEnd(28)} ${timings.reduce((sum, [, s]) => sum + s, 0).toFixed(1)} s`);

if (failedStage && totals.failed === 0) totals.failed = 1;
console.log(`\ntotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStage ? 1 : 0);
