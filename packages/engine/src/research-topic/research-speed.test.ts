import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadTopicKnowledge } from './load-topic-knowledge.server.ts';
import { researchTopic } from './research-topic.ts';

const corpus = JSON.parse(
  readFileSync(new URL('../../../../bench/keywords/topics.json', import.meta.url), 'utf8'),
) as { topics: Record<string, string[]>; other: Record<string, string[]> };
const TOPICS = [...Object.values(corpus.topics).flat(), ...Object.values(corpus.other).flat()];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * Issue 33's bounds: research of a topic under 50 ms; the knowledge base read once per worker
 * in under 1 s and under 60 MB. Typical figures are far below (bench/keywords/run.ts prints
 * them): a research takes about a millisecond once the knowledge is read.
 */
describe('keyword research speed and memory', () => {
  it('researches each topic of the corpus in under 50 ms (best of five runs)', () => {
    const knowledge = loadTopicKnowledge();
    for (const topic of TOPICS) researchTopic(topic, knowledge);
    // The best of five: other work on the machine only ever adds to a run's time.
    const times = TOPICS.map((topic) =>
      Math.min(
        ...Array.from({ length: 5 }, () => {
          const start = performance.now();
          researchTopic(topic, knowledge);
          return performance.now() - start;
        }),
      ),
    );
    const slowest = Math.max(...times);
    console.log(
      `research: median ${median(times).toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms`,
    );
    expect(median(times)).toBeLessThan(50);
    expect(slowest).toBeLessThan(50);
  }, 60_000);

  it('reads the knowledge once per thread', () => {
    expect(loadTopicKnowledge()).toBe(loadTopicKnowledge());
  });

  it('reads the knowledge in a fresh process in under 1 s and 60 MB', () => {
    const script = fileURLToPath(new URL('../../../../bench/keywords/run.ts', import.meta.url));
    const runs = Array.from({ length: 3 }, () => {
      const child = spawnSync(
        process.execPath,
        ['--expose-gc', '--import', 'tsx', script, '--load-once'],
        { encoding: 'utf8' },
      );
      expect(child.status, child.stderr).toBe(0);
      return JSON.parse(child.stdout) as { ms: number; cpuMs: number; mb: number; totalMb: number };
    });
    // CPU time: the clock would also count the turns of the other processes a test run starts.
    const fastest = Math.min(...runs.map((run) => run.cpuMs));
    console.log(
      `knowledge: ${fastest.toFixed(0)} ms of CPU, ${runs[0]!.mb.toFixed(1)} MB (${runs[0]!.totalMb.toFixed(1)} MB with the word vectors)`,
    );
    expect(fastest).toBeLessThan(1000);
    expect(Math.max(...runs.map((run) => run.totalMb))).toBeLessThan(60);
  }, 60_000);
});
