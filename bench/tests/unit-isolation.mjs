import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median } from '../lib/median.mjs';

/**
 * The pure unit projects (engine, schemas, site) as configured (threads sharing one module
 * graph per worker) against the baseline they had (isolated forks: every file imports the
 * engine again), run alternately in the same session so machine load hits both alike.
 * Prints the median wall and CPU seconds of each and their ratios.
 *
 *   node bench/tests/unit-isolation.mjs [runs=3]
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const runs = Number(process.argv[2] ?? 3);
const projects = '--project engine --project schemas --project site';
const variants = {
  'isolated forks (baseline)': `${projects} --pool=forks --isolate`,
  'shared threads (configured)': projects,
};

/** Runs one vitest command; bash's `times` reports the CPU its children used. */
function measure(args) {
  const started = performance.now();
  const result = spawnSync(
    'bash',
    ['-c', `npx vitest run ${args} --reporter=dot >/dev/null 2>&1; echo "exit $?"; times`],
    { cwd: root, encoding: 'utf8' },
  );
  const wall = (performance.now() - started) / 1000;
  const lines = result.stdout.trim().split('\n');
  const exit = lines[0];
  const seconds = (text) => {
    const [, m, s] = /(\d+)m([\d.]+)s/.exec(text) ?? [0, 0, 0];
    return Number(m) * 60 + Number(s);
  };
  const [user, sys] = (lines.at(-1) ?? '').split(/\s+/).map(seconds);
  return { wall, cpu: user + sys, exit };
}

const samples = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
for (let run = 1; run <= runs; run += 1) {
  for (const [name, args] of Object.entries(variants)) {
    const sample = measure(args);
    samples[name].push(sample);
    console.log(
      `run ${run} ${name}: ${sample.wall.toFixed(1)} s wall, ${sample.cpu.toFixed(1)} s CPU (${sample.exit})`,
    );
  }
}

const [baseline, configured] = Object.keys(variants);
const summary = (name) => ({
  wall: median(samples[name].map((sample) => sample.wall)),
  cpu: median(samples[name].map((sample) => sample.cpu)),
});
const base = summary(baseline);
console.log(`\nMedian of ${runs} runs:`);
for (const name of Object.keys(variants)) {
  const { wall, cpu } = summary(name);
  console.log(
    `  ${name.padEnd(30)} ${wall.toFixed(1)} s wall (x${(wall / base.wall).toFixed(2)}), ` +
      `${cpu.toFixed(1)} s CPU (x${(cpu / base.cpu).toFixed(2)})`,
  );
}
console.log(`  (${configured} vs ${baseline}; a nonzero exit is a failed test, see above)`);
