import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { median } from '../lib/median.mjs';
import { startBenchServer } from '../lib/start-server.mjs';

/*
 * Page latency during a flood of sign-ins (issue 31, finding 5), at production's password
 * cost: the built server on its own port; for each run, public pages and a static asset are
 * fetched one after another for a few seconds without a flood, then while COUNT wrong
 * sign-ins from COUNT addresses arrive within SPREAD ms (from another process, as an attacker's
 * would). Prints each run's p50 and p99 per path and how many sign-ins were checked or refused
 * (429), then the median over the runs.
 * Usage: node bench/http/sign-in-flood.mjs [--runs 3 --count 100 --spread 1000]
 */
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const RUNS = arg('runs', 3);
const COUNT = arg('count', 100);
const SPREAD = arg('spread', 1000);
const PORT = 3510;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const FLOOD = fileURLToPath(
  new URL('../../apps/web/tests/support/sign-in-flood.mjs', import.meta.url),
);

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;
};

/** Fetches `path` one request after another until `until` settles; the times in ms. */
async function measure(path, until) {
  let isDone = false;
  until.finally(() => {
    isDone = true;
  });
  const times = [];
  while (!isDone || times.length < 10) {
    const started = performance.now();
    const response = await fetch(`${ORIGIN}${path}`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

function flood(run) {
  const attempts = Array.from({ length: COUNT }, (_, i) => ({
    email: `flood-${run}-${i}@example.com`,
    password: `Wrong-${i}-password`,
    ip: `10.${run}.${i >> 8}.${i & 255}`,
  }));
  const child = spawn(
    process.execPath,
    [FLOOD, JSON.stringify({ url: ORIGIN, attempts, spreadMs: SPREAD })],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.on('exit', resolve)).then(() =>
    output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line)),
  );
}

const stop = await startBenchServer({
  port: PORT,
  env: { TRUST_PROXY: '127.0.0.1', TEST_SCRYPT_COST: '', NODE_ENV: 'production' },
});
try {
  const html = await (await fetch(`${ORIGIN}/`)).text();
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  const paths = ['/', '/pricing', asset];
  const rows = [];
  for (let run = 1; run <= RUNS; run++) {
    const sample = async (until) => {
      const times = await Promise.all(paths.map((path) => measure(path, until)));
      return times.map((list) => ({ p50: percentile(list, 0.5), p99: percentile(list, 0.99) }));
    };
    const quiet = await sample(new Promise((resolve) => setTimeout(resolve, 3000)));
    const attack = flood(run);
    const [during, answers] = await Promise.all([sample(attack), attack]);
    const refused = answers.filter((answer) => answer.status === 429).length;
    rows.push({ quiet, during, refused, checked: answers.length - refused });
    console.log(
      `run ${run}: ${paths
        .map(
          (path, i) =>
            `${path} p50/p99 ${Math.round(quiet[i].p50)}/${Math.round(quiet[i].p99)} ms quiet, ` +
            `${Math.round(during[i].p50)}/${Math.round(during[i].p99)} ms during`,
        )
        .join('; ')}; ${answers.length - refused} checked, ${refused} refused (429)`,
    );
    // The queue drains and the equaliser's samples stay; the next run starts from rest.
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  console.log(`median of ${RUNS} runs, ${COUNT} wrong sign-ins within ${SPREAD} ms:`);
  paths.forEach((path, i) => {
    const of = (phase, key) => Math.round(median(rows.map((row) => row[phase][i][key])));
    console.log(
      `  ${path}: p50 ${of('quiet', 'p50')} -> ${of('during', 'p50')} ms, p99 ${of('quiet', 'p99')} -> ${of('during', 'p99')} ms`,
    );
  });
  console.log(
    `  sign-ins checked ${median(rows.map((row) => row.checked))}, refused ${median(rows.map((row) => row.refused))}`,
  );
} finally {
  stop();
}
