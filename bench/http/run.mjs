import autocannon from 'autocannon';
import { startBenchServer } from '../lib/start-server.mjs';

/*
 * HTTP figures for the analyze call on the builtin engine: 1,000-word texts, 50 concurrent
 * connections, 30 s per run (median of RUNS runs), with GET /api/health measured the same
 * way in the same run as the baseline. Target: p99 <= 100 ms with 0 errors on 2 cores.
 * Usage: npm run bench:http [-- --runs 3 --seconds 30]
 */
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const RUNS = arg('runs', 3);
const SECONDS = arg('seconds', 30);
const CONNECTIONS = 50;
const PORT = 3500;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SECRET = 'bench-testing-secret-0123456789';

const SENTENCES = [
  'Cold brew coffee is steeped in cold water for twelve to twenty-four hours.',
  'According to the National Coffee Association, cold brew sales grew quickly after 2015.',
  'What makes it taste smoother than hot coffee?',
  'Cold water extracts fewer bitter compounds, so the drink is less acidic.',
  'Use one part coarse ground coffee to four parts water, then strain it through a paper filter.',
  'The concentrate keeps for about two weeks in a sealed jar in the fridge.',
  '"Grind size matters more than the bean," said one barista in a 2021 interview.',
  'Many cafes now sell it all year, not only in summer.',
];

function makeText(words) {
  const paragraphs = [];
  let count = 0;
  let index = 0;
  while (count < words) {
    const sentences = [];
    for (let i = 0; i < 4 && count < words; i++) {
      const sentence = SENTENCES[index % SENTENCES.length];
      index += 1;
      sentences.push(sentence);
      count += sentence.split(/\s+/).length;
    }
    paragraphs.push(
      index % 12 === 0 ? `## Section ${index / 12}\n\n${sentences.join(' ')}` : sentences.join(' '),
    );
  }
  return paragraphs.join('\n\n');
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(label, options) {
  const results = [];
  for (let i = 0; i < RUNS; i++) results.push(await run(options));
  const figures = {
    label,
    rps: median(results.map((r) => r.requests.average)),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  };
  console.log(
    `${label.padEnd(34)} ${figures.rps.toFixed(0).padStart(8)} req/s   p50 ${String(figures.p50).padStart(4)} ms   p99 ${String(figures.p99).padStart(4)} ms   errors ${figures.errors}`,
  );
  return figures;
}

const stop = await startBenchServer({ port: PORT, env: { TESTING_SECRET: SECRET } });
try {
  const grant = await fetch(`${ORIGIN}/api/testing`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: ORIGIN },
    body: JSON.stringify({ secret: SECRET }),
  });
  const cookie = grant.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error('could not open a tester session');
  const text = makeText(1000);
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per run, median of ${RUNS} runs; text of ${text.split(/\s+/).length} words.\n`,
  );
  const baseline = await measure('GET /api/health (baseline)', { url: `${ORIGIN}/api/health` });
  const headers = { 'Content-Type': 'application/json', Cookie: cookie, Origin: ORIGIN };
  // The same text each time: the builtin provider answers repeats from its cache.
  const repeated = await measure('analyze, one repeated text', {
    url: `${ORIGIN}/api/functions/analyze`,
    method: 'POST',
    headers,
    body: JSON.stringify({ content: text }),
  });
  // A different text on every request: every call runs the whole analysis.
  let counter = 0;
  const distinct = await measure('analyze, a new text every request', {
    url: `${ORIGIN}/api/functions/analyze`,
    method: 'POST',
    headers,
    requests: [
      {
        setupRequest: (request) => {
          counter += 1;
          return {
            ...request,
            body: JSON.stringify({ content: `${text}\n\nRequest number ${counter} of this run.` }),
          };
        },
      },
    ],
  });
  console.log(
    `\nthroughput against the baseline: repeated ${(repeated.rps / baseline.rps).toFixed(3)}, distinct ${(distinct.rps / baseline.rps).toFixed(3)}`,
  );
  for (const figures of [repeated, distinct]) {
    console.log(
      `${figures.label}: p99 target <= 100 ms with 0 errors ${figures.p99 <= 100 && figures.errors === 0 ? 'met' : 'NOT met'}`,
    );
  }
} finally {
  stop();
}
