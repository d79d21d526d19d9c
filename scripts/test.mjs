import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { TEST_CHROMIUM_PATH } from './chromium-flags.mjs';
import { workspaceBin as bin } from './workspace-bin.mjs';

/**
 * `npm test`: every suite. Builds the product once, beside the lint and type-checks (the
 * integration and browser suites run the real build), then unit + integration tests (Vitest)
 * and browser tests (Playwright in Debian's Chromium) side by side. Side by side was faster
 * where each suite leaves a core idle much of the time (servers starting, pages waiting on
 * the network): 287 s against 404 s. Only where each alone kept both cores busy, on a machine
 * that started processes several times slower, was one after the other faster (745 s against
 * 768-826 s; docs/figures.md, issue 9). TEST_SEQUENTIAL=1 runs them one after the other with
 * their output live. Ends with the time of each stage and one summary line counting every test.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const web = path.join(root, 'apps/web');
const results = path.join(root, 'test-results');
const chromium = TEST_CHROMIUM_PATH;

rmSync(results, { recursive: true, force: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/**
 * Each failed test, named with its file and first error line, repeated after the timings:
 * a CI log is often read from its end, where the suites' own reports have long scrolled by.
 */
const failures = [];
const firstLine = (message = '') =>
  stripVTControlCharacters(String(message))
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200) ?? '';
/**
 * CPU seconds the whole machine has spent so far (every core, every process). On two cores a
 * stage cannot take less wall time than half its CPU time, so this says whether a stage is
 * waiting or working, and how far running things side by side can go.
 */
function machineCpuSeconds() {
  let ms = 0;
  for (const { times } of cpus()) ms += times.user + times.nice + times.sys + times.irq;
  return ms / 1000;
}
/** Seconds each stage took, wall and CPU, printed at the end so a slow stage is seen at once. */
const timings = [];
const runStart = performance.now();
const runCpuStart = machineCpuSeconds();
let stageStart = runStart;
let stageCpuStart = runCpuStart;
function endStage(name) {
  timings.push([
    name,
    (performance.now() - stageStart) / 1000,
    machineCpuSeconds() - stageCpuStart,
  ]);
  stageStart = performance.now();
  stageCpuStart = machineCpuSeconds();
}
let failedStage = false;

/** Every tool used here is a Node script: run it with this Node, whatever PATH finds first. */
const node = process.execPath;

console.log('\n== Lint, type-check and build, side by side ==');
/**
 * The static checks and the build, none of which reads what another writes (the build writes
 * only apps/web/build, which Biome and tsc skip). Listed longest first, two at a time: started
 * last, the web app's type-check (about half this stage's CPU) ran on alone while the other
 * lane sat idle, and so did the build after all the checks.
 */
const tsc = (project) => ({
  name: `tsc -p ${project}`,
  command: node,
  args: [bin('tsc'), '-p', project],
});
const build = {
  name: 'build',
  command: node,
  args: [path.join(web, 'scripts/build.mjs')],
  cwd: web,
};
const checksAndBuild = [
  tsc('apps/web'),
  build,
  tsc('packages/engine/tsconfig.server.json'),
  tsc('packages/engine'),
  tsc('packages/schemas'),
  { name: 'biome check .', command: node, args: [bin('biome'), 'check', '.'] },
  tsc('packages/site'),
];
/** Runs a command with its output held back, so checks running together do not interleave. */
function runQuietly(command, args, cwd = root) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
}

// Two at a time: each check is single-threaded, and the build mostly so.
let buildFailed = false;
const pending = [...checksAndBuild];
await Promise.all(
  [0, 1].map(async () => {
    for (let check = pending.shift(); check; check = pending.shift()) {
      const started = performance.now();
      const { status, output } = await runQuietly(check.command, check.args, check.cwd);
      console.log(`\n-- ${check.name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      process.stdout.write(output);
      if (status !== 0) {
        if (check === build) buildFailed = true;
        else console.error(`Static check failed: ${check.name}`);
        failedStage = true;
      }
    }
  }),
);

endStage('lint, type-check and build');
if (buildFailed) {
  console.error('The build failed; no tests ran.');
  process.exit(1);
}

const sequential = Boolean(process.env.TEST_SEQUENTIAL);
mkdirSync(results, { recursive: true });

/**
 * Runs a suite; side by side its output goes to a log file that is printed when it ends, so
 * the two runners' lines do not interleave. Resolves with the exit status and the seconds it took.
 */
function runSuite(name, command, args, cwd, env = {}) {
  const started = performance.now();
  const cpuStarted = machineCpuSeconds();
  const log = path.join(results, `${name}.log`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      stdio: sequential ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    if (!sequential) {
      const file = createWriteStream(log);
      child.stdout.pipe(file);
      child.stderr.pipe(file);
    }
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (!sequential) {
        console.log(`\n== ${name} (${seconds.toFixed(0)} s) ==`);
        process.stdout.write(readFileSync(log, 'utf8'));
      }
      // Side by side, the machine's CPU time is the two suites' together: only the stage has it.
      const cpuSeconds = sequential ? machineCpuSeconds() - cpuStarted : undefined;
      resolve({ status: code ?? 1, seconds, cpuSeconds });
    });
  });
}

const vitestJson = path.join(results, 'vitest.json');
function runVitest() {
  if (sequential) console.log('\n== Unit and integration tests (Vitest) ==');
  return runSuite(
    'Unit and integration tests (Vitest)',
    node,
    [
      bin('vitest'),
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${vitestJson}`,
    ],
    root,
  ).then((result) => {
    if (existsSync(vitestJson)) {
      const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests;
      totals.skipped += report.numPendingTests + report.numTodoTests;
      for (const file of report.testResults) {
        const where = path.relative(root, file.name);
        const failed = file.assertionResults.filter((test) => test.status === 'failed');
        for (const test of failed) {
          failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
        }
        // A file can fail with no failed test: a hook, an import or a collect error.
        if (file.status === 'failed' && failed.length === 0) {
          failures.push(`${where}: ${firstLine(file.message)}`);
        }
      }
    }
    if (result.status !== 0) failedStage = true;
    timings.push(['unit and integration tests', result.seconds, result.cpuSeconds]);
  });
}

function collectPlaywrightFailures(suites = [], titles) {
  for (const suite of suites) {
    const inner = suite.file && titles.length === 0 ? [suite.file] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.at(-1)?.error?.message;
        failures.push(`${[...inner, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    collectPlaywrightFailures(suite.suites, inner);
  }
}

function runPlaywright() {
  if (!existsSync(chromium)) {
    console.log(
      `Browser tests skipped: no Chromium at ${chromium}. Install it with "apt-get install -y chromium chromium-headless-shell" (or set CHROMIUM_PATH).`,
    );
    failedStage = failedStage || Boolean(process.env.CI);
    return Promise.resolve();
  }
  if (sequential) console.log('\n== Browser tests (Playwright, Chromium) ==');
  const e2eJson = path.join(web, 'test-results/e2e.json');
  rmSync(e2eJson, { force: true });
  return runSuite('Browser tests (Playwright, Chromium)', node, [bin('playwright'), 'test'], web, {
    CI: '1',
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  }).then((result) => {
    if (existsSync(e2eJson)) {
      const { stats } = JSON.parse(readFileSync(e2eJson, 'utf8'));
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
      collectPlaywrightFailures(JSON.parse(readFileSync(e2eJson, 'utf8')).suites, []);
    }
    if (result.status !== 0) failedStage = true;
    timings.push(['browser tests', result.seconds, result.cpuSeconds]);
  });
}

if (sequential) {
  await runVitest();
  await runPlaywright();
} else {
  console.log(
    '\n== Unit and integration tests (Vitest) and browser tests (Playwright), side by side ==',
  );
  console.log("Each one's output is printed when it ends.");
  await Promise.all([runVitest(), runPlaywright()]);
}
endStage('tests, wall clock');

const cpuNote = (cpuSeconds) =>
  cpuSeconds === undefined ? '' : `  (machine CPU ${cpuSeconds.toFixed(0)} s)`;
console.log(`\nTime per stage (machine CPU: all ${cpus().length} cores, all processes):`);
for (const [name, seconds, cpuSeconds] of timings) {
  console.log(`  ${name.padEnd(28)} ${seconds.toFixed(1).padStart(7)} s${cpuNote(cpuSeconds)}`);
}
const totalSeconds = (performance.now() - runStart) / 1000;
console.log(
  `  ${'total'.padEnd(28)} ${totalSeconds.toFixed(1).padStart(7)} s${cpuNote(machineCpuSeconds() - runCpuStart)}`,
);

if (failures.length > 0) {
  console.log(`\nFailed (${failures.length}):`);
  for (const failure of failures) console.log(`  ${failure}`);
}
if (failedStage && totals.failed === 0) totals.failed = 1;
console.log(`\ntotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStage ? 1 : 0);
