import { randomUUID } from 'node:crypto';
import { Queue, QueueEvents, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import PQueue from 'p-queue';
import { median } from '../lib/median.mjs';

/*
 * What a Redis-backed job queue (BullMQ) would cost per AI call, against the process's own
 * admission queue (decision 010). JOBS jobs carrying a 1,000-word text (about 6 KB), 50 callers
 * at once, 8 jobs running at once; the job itself does nothing, so what is measured is the
 * queue's own cost: calls per second, added latency (p50, p99), and CPU per call of this
 * process and of Redis (INFO cpu). Median of RUNS runs. Needs Redis (REDIS_URL, default local).
 * Usage: node bench/queue/run.mjs [--runs 3 --jobs 3000]
 */
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const RUNS = arg('runs', 3);
const JOBS = arg('jobs', 3000);
const CALLERS = 50;
const CONCURRENCY = 8;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const TEXT = 'Cold brew coffee is steeped in cold water for a day. '.repeat(100);

const redis = new Redis(REDIS_URL);
async function redisCpuSeconds() {
  const info = await redis.info('cpu');
  const value = (name) => Number(new RegExp(`${name}:([\\d.]+)`).exec(info)?.[1] ?? 0);
  return value('used_cpu_sys') + value('used_cpu_user');
}

/** Runs JOBS calls through `call` from CALLERS callers at once; returns the figures. */
async function measure(call) {
  const latencies = [];
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const redisBefore = await redisCpuSeconds();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      while (next < JOBS) {
        next += 1;
        const sent = performance.now();
        await call({ text: TEXT, id: next });
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const redisCpu = (await redisCpuSeconds()) - redisBefore;
  latencies.sort((a, b) => a - b);
  return {
    rate: JOBS / seconds,
    p50: latencies[Math.floor(JOBS * 0.5)],
    p99: latencies[Math.floor(JOBS * 0.99)],
    processCpuMs: (cpu.user + cpu.system) / 1000 / JOBS,
    redisCpuMs: (redisCpu * 1000) / JOBS,
  };
}

async function inProcess() {
  const queue = new PQueue({ concurrency: CONCURRENCY });
  return measure((job) => queue.add(async () => job.text.length));
}

async function bullmq() {
  const name = `citable-bench-${randomUUID()}`;
  const connection = { url: REDIS_URL };
  const queue = new Queue(name, { connection });
  const events = new QueueEvents(name, { connection });
  const worker = new Worker(name, async (job) => job.data.text.length, {
    connection,
    concurrency: CONCURRENCY,
  });
  await Promise.all([queue.waitUntilReady(), events.waitUntilReady(), worker.waitUntilReady()]);
  try {
    return await measure(async (data) => {
      const job = await queue.add('call', data, { removeOnComplete: true, removeOnFail: true });
      return job.waitUntilFinished(events);
    });
  } finally {
    await worker.close();
    await events.close();
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

const results = { 'in-process queue (p-queue)': [], 'BullMQ on Redis': [] };
for (let run = 0; run < RUNS; run++) {
  results['in-process queue (p-queue)'].push(await inProcess());
  results['BullMQ on Redis'].push(await bullmq());
}
console.log(
  `${JOBS} calls of a 6 KB text, ${CALLERS} callers, ${CONCURRENCY} running at once, no work in the call; median of ${RUNS} runs`,
);
let baseline;
for (const [label, runs] of Object.entries(results)) {
  const figure = (key) => median(runs.map((r) => r[key]));
  const rate = figure('rate');
  baseline ??= rate;
  console.log(
    `${label.padEnd(28)} ${rate.toFixed(0).padStart(7)} calls/s (${(rate / baseline).toFixed(3)})  p50 ${figure('p50').toFixed(2).padStart(7)} ms  p99 ${figure('p99').toFixed(2).padStart(7)} ms  CPU per call: this process ${figure('processCpuMs').toFixed(3)} ms, Redis ${figure('redisCpuMs').toFixed(3)} ms`,
  );
}
redis.disconnect();
