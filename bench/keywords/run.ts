/**
 * Speed and memory of the builtin keyword research (issue 33's bounds: research of a topic
 * under 50 ms; the knowledge base loaded once per worker in under 1 s and under 60 MB).
 *
 * Load: five fresh Node processes each read the knowledge (WordNet index, wink-nlp's model,
 * franc, the word vectors) and report the time and the heap plus array-buffer memory it added
 * after a garbage collection; medians printed. Research: every topic of topics.json researched
 * seven times in this process after one warm-up round; the median per topic and overall.
 *
 * Run: npx tsx bench/keywords/run.ts
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadTopicKnowledge } from '../../packages/engine/src/research-topic/load-topic-knowledge.server.ts';
import { researchTopic } from '../../packages/engine/src/research-topic/research-topic.ts';
import { loadWordVectors } from '../../packages/engine/src/semantic/load-word-vectors.server.ts';
import { median } from '../lib/median.mjs';

const LOAD_RUNS = 5;
const RESEARCH_RUNS = 7;

const used = () => {
  globalThis.gc?.();
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
};

if (process.argv[2] === '--load-once') {
  // The modules are imported above, so compiling them is not counted as loading the knowledge.
  // A worker has read the word vectors when it started (engine-worker.ts); the research adds
  // WordNet, wink-nlp's model and franc. Both are measured.
  const base = used();
  let start = performance.now();
  loadWordVectors();
  const vectorsMs = performance.now() - start;
  const withVectors = used();
  start = performance.now();
  // CPU time as well as the clock's: on a busy machine the clock counts other processes' turns.
  const cpu = process.cpuUsage();
  loadTopicKnowledge();
  const ms = performance.now() - start;
  const spent = process.cpuUsage(cpu);
  const cpuMs = (spent.user + spent.system) / 1000;
  const mb = (used() - withVectors) / 1e6;
  process.stdout.write(
    JSON.stringify({ ms, cpuMs, mb, totalMs: ms + vectorsMs, totalMb: (used() - base) / 1e6 }),
  );
  process.exit(0);
}

const script = fileURLToPath(import.meta.url);
const loads = Array.from({ length: LOAD_RUNS }, () => {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', script, '--load-once'],
    {
      encoding: 'utf8',
    },
  );
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout) as {
    ms: number;
    cpuMs: number;
    mb: number;
    totalMs: number;
    totalMb: number;
  };
});
const show = (values: number[], digits: number) => median(values).toFixed(digits);
console.log(`Machine load average: ${os.loadavg()[0]!.toFixed(1)} (${os.cpus().length} cores)`);
console.log(
  `Knowledge base load, median of ${LOAD_RUNS} fresh processes (heap + array buffers after GC):`,
);
console.log(
  `  WordNet index + wink-nlp model + franc, in a worker that has its word vectors: ${show(
    loads.map((run) => run.ms),
    0,
  )} ms (${show(
    loads.map((run) => run.cpuMs),
    0,
  )} ms of CPU), ${show(
    loads.map((run) => run.mb),
    1,
  )} MB`,
);
console.log(
  `  with the word vectors too (a fresh process): ${show(
    loads.map((run) => run.totalMs),
    0,
  )} ms, ${show(
    loads.map((run) => run.totalMb),
    1,
  )} MB`,
);

const corpus = JSON.parse(readFileSync(new URL('./topics.json', import.meta.url), 'utf8')) as {
  topics: Record<string, string[]>;
  other: Record<string, string[]>;
};
const topics = [...Object.values(corpus.topics).flat(), ...Object.values(corpus.other).flat()];
const knowledge = loadTopicKnowledge();
// First the research of each topic as a worker meets it: once, in corpus order, with only
// what the topics before it left in the lexicon's caches.
const first = topics.map((topic) => {
  const start = performance.now();
  const cpu = process.cpuUsage();
  researchTopic(topic, knowledge);
  const spent = process.cpuUsage(cpu);
  return { topic, ms: performance.now() - start, cpuMs: (spent.user + spent.system) / 1000 };
});
first.sort((a, b) => b.cpuMs - a.cpuMs);
console.log(
  `First research of each topic (${topics.length} topics, once each, CPU time): median ${median(first.map((item) => item.cpuMs)).toFixed(1)} ms, slowest ${first[0]!.topic} ${first[0]!.cpuMs.toFixed(1)} ms; by the clock median ${median(first.map((item) => item.ms)).toFixed(1)} ms`,
);
const perTopic = topics.map((topic) => {
  const times = Array.from({ length: RESEARCH_RUNS }, () => {
    const start = performance.now();
    researchTopic(topic, knowledge);
    return performance.now() - start;
  });
  return { topic, ms: median(times) };
});
perTopic.sort((a, b) => b.ms - a.ms);
console.log(
  `Research of a topic again (median of ${RESEARCH_RUNS} runs per topic): median ${median(perTopic.map((item) => item.ms)).toFixed(1)} ms, slowest ${perTopic[0]!.topic} ${perTopic[0]!.ms.toFixed(1)} ms`,
);
for (const item of perTopic.slice(0, 5)) console.log(`  ${item.ms.toFixed(1)} ms  ${item.topic}`);
