import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { webRoot } from '../lib/start-server.mjs';

/*
 * A load test (issue 37): USERS simulated people, arriving over the first 10 s, each sign in
 * once, then for SECONDS go round the whole flow as the screens do: open the analyzer and
 * analyze a text, open the improvement screen and improve it (streamed), research a keyword,
 * read the home and pricing pages; a pause of THINK ms between steps; then sign out. The
 * built product with its defaults (builtin engine,
 * embedded database, production's password cost, the default quotas); accounts are made
 * first, their codes read from the server's log (no SMTP_URL). Prints requests per second,
 * p50 and p99 latency over every request and per step, errors (anything but the expected
 * status, or a failed connection) and the server's resident memory (GET /metrics).
 * Usage: node bench/load/run.mjs [--users 50 --seconds 60 --think 3000]
 */
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const USERS = arg('users', 50);
const SECONDS = arg('seconds', 60);
const THINK = arg('think', 3000);
const PORT = 3700;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const METRICS_TOKEN = 'load-metrics-token-0123456789';
const PASSWORD = 'Violet-Harbour-Lantern-42';
const PARAGRAPH =
  'Cold brew coffee is steeped in cold water for twelve to twenty-four hours. According to the National Coffee Association, cold brew sales grew quickly after 2015. What makes it taste smoother than hot coffee? Cold water extracts fewer bitter compounds, so the drink is less acidic.';

const dataDir = mkdtempSync(path.join(tmpdir(), 'citable-load-'));
const server = spawn(process.execPath, [path.join(webRoot, 'scripts/start.mjs')], {
  cwd: webRoot,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    METRICS_TOKEN,
    // Each simulated person comes from an address of their own, as people do.
    TRUST_PROXY: '127.0.0.1',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const codes = new Map();
let buffered = '';
server.stdout.on('data', (chunk) => {
  buffered += chunk.toString();
  const lines = buffered.split('\n');
  buffered = lines.pop() ?? '';
  for (const line of lines) {
    const match = /to (\S+?): Your Citable verification code: (\d{6})/.exec(line);
    if (match) codes.set(match[1], match[2]);
  }
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One person's browser: cookies, an address of its own, the site's Origin on writes. */
function browser(index) {
  const cookies = new Map();
  const address = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
  return async function request(method, url, body, accept = 'application/json') {
    const headers = { Accept: accept, 'X-Forwarded-For': address };
    if (method !== 'GET') headers.Origin = ORIGIN;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (cookies.size) headers.Cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${ORIGIN}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1).trim();
      if (!value || /Max-Age=0/i.test(cookie)) cookies.delete(pair.slice(0, at).trim());
      else cookies.set(pair.slice(0, at).trim(), value);
    }
    return {
      status: response.status,
      retryAfter: Number(response.headers.get('retry-after') ?? 0),
      text: await response.text(),
    };
  };
}

const samples = new Map();
const signInWaits = [];

/** A person told to wait (429 and Retry-After) waits and asks again, at most five times. */
async function waitingWhenTold(call) {
  for (let attempt = 0; ; attempt++) {
    const answer = await call();
    if (answer.status !== 429 || attempt === 4) return answer;
    signInWaits.push(answer.text);
    await sleep(answer.retryAfter * 1000);
  }
}
let errors = 0;
const errorKinds = new Map();
async function step(name, expected, call) {
  const started = performance.now();
  let outcome;
  try {
    const answer = await call();
    outcome =
      answer.status === expected && !answer.text.includes('event: error')
        ? 'ok'
        : `status ${answer.status}`;
  } catch (error) {
    outcome = error.cause?.code ?? error.message;
  }
  const list = samples.get(name) ?? [];
  list.push(performance.now() - started);
  samples.set(name, list);
  if (outcome !== 'ok') {
    errors += 1;
    errorKinds.set(`${name}: ${outcome}`, (errorKinds.get(`${name}: ${outcome}`) ?? 0) + 1);
  }
}

async function residentMegabytes() {
  const response = await fetch(`${ORIGIN}/metrics`, {
    headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const line = (await response.text()).match(/^process_resident_memory_bytes (\S+)$/m);
  return line ? Number(line[1]) / 2 ** 20 : Number.NaN;
}

try {
  for (let attempt = 0; ; attempt++) {
    if ((await fetch(`${ORIGIN}/api/ready`).catch(() => null))?.ok) break;
    if (server.exitCode !== null || attempt > 1500) throw new Error('the server did not start');
    await sleep(200);
  }
  const run = Date.now().toString(36);
  const people = Array.from({ length: USERS }, (_, index) => ({
    email: `load-${run}-${index}@example.com`,
    request: browser(index),
  }));
  // The accounts, five at a time (sign-up hashes a password at production's cost).
  for (let first = 0; first < people.length; first += 5) {
    await Promise.all(
      people.slice(first, first + 5).map(async ({ email, request }) => {
        const signedUp = await waitingWhenTold(() =>
          request('POST', '/api/auth/sign-up', {
            name: 'Load Person',
            email,
            password: PASSWORD,
          }),
        );
        if (signedUp.status >= 400)
          throw new Error(`sign-up answered ${signedUp.status}: ${signedUp.text}`);
        for (let wait = 0; !codes.has(email); wait++) {
          if (wait > 200) throw new Error(`no code for ${email}`);
          await sleep(50);
        }
        const verified = await request('POST', '/api/auth/verify', {
          email,
          code: codes.get(email),
        });
        if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
        await request('POST', '/api/auth/sign-out');
      }),
    );
  }
  const memoryBefore = await residentMegabytes();
  const ends = performance.now() + SECONDS * 1000;
  let flows = 0;
  await Promise.all(
    people.map(async ({ email, request }, index) => {
      // People arrive over the first ten seconds, not all at once, and sign in once each.
      await sleep((10_000 * index) / USERS);
      // Signing in hashes the password at production's cost in a bounded queue (decision
      // 008); a person told to wait (429 and Retry-After) waits and signs in again, as the
      // form says. Those waits are counted and printed apart from errors.
      await step('sign in', 200, () =>
        waitingWhenTold(() => request('POST', '/api/auth/sign-in', { email, password: PASSWORD })),
      );
      for (let round = 0; performance.now() < ends; round++) {
        const text = `${PARAGRAPH}\n\n${PARAGRAPH} Person ${index}, round ${round}.`;
        await sleep(THINK);
        await step('analyzer page', 200, () => request('GET', '/analyzer', undefined, 'text/html'));
        await step('analyze', 200, () =>
          request('POST', '/api/functions/analyze', { content: text }),
        );
        await sleep(THINK);
        await step('improvement page', 200, () =>
          request('GET', '/improvement', undefined, 'text/html'),
        );
        await step('improve (streamed)', 200, () =>
          request('POST', '/api/functions/improve', { content: text }, 'text/event-stream'),
        );
        await sleep(THINK);
        await step('research', 200, () =>
          request('POST', '/api/functions/geo-keywords', { keyword: `cold brew ${round % 5}` }),
        );
        await sleep(THINK);
        await step('home page', 200, () => request('GET', '/', undefined, 'text/html'));
        await step('pricing page', 200, () => request('GET', '/pricing', undefined, 'text/html'));
        flows += 1;
      }
      await step('sign out', 200, () => request('POST', '/api/auth/sign-out'));
    }),
  );
  const memoryAfter = await residentMegabytes();
  const all = [...samples.values()].flat().sort((a, b) => a - b);
  const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
  const elapsed = SECONDS + (performance.now() - ends) / 1000;
  console.log(
    `${USERS} users, ${SECONDS} s, ${THINK} ms between steps; ${flows} whole flows in ${elapsed.toFixed(1)} s`,
  );
  console.log(
    `all requests  ${String(all.length).padStart(6)}  ${(all.length / elapsed).toFixed(1).padStart(6)}/s  p50 ${at(all, 0.5).toFixed(0).padStart(5)} ms  p99 ${at(all, 0.99).toFixed(0).padStart(5)} ms  errors ${errors}`,
  );
  for (const [name, list] of samples) {
    list.sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(20)} ${String(list.length).padStart(5)}  p50 ${at(list, 0.5).toFixed(0).padStart(5)} ms  p99 ${at(list, 0.99).toFixed(0).padStart(5)} ms`,
    );
  }
  for (const [kind, count] of errorKinds) console.log(`  error ${kind}: ${count}`);
  if (signInWaits.length)
    console.log(
      `  sign-ups and sign-ins told to wait and done again after Retry-After: ${signInWaits.length} (${JSON.parse(signInWaits[0]).error})`,
    );
  console.log(
    `server RSS: ${memoryBefore.toFixed(0)} MB before the load, ${memoryAfter.toFixed(0)} MB after`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
