import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowPriorityPreloads } from './low-priority-preloads.ts';

async function through(chunks: string[]): Promise<string> {
  let out = '';
  const stream = Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(
    lowPriorityPreloads(),
  );
  for await (const chunk of stream) out += chunk.toString();
  return out;
}

const HTML =
  '<p>Ünïcode</p><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" href="/assets/b.js"/>';

describe('low-priority module preloads', () => {
  it('marks every module preload low priority and leaves the rest alone', async () => {
    const out = await through([HTML]);
    expect(out).toBe(
      '<p>Ünïcode</p><link rel="modulepreload" fetchPriority="low" href="/assets/a.js"/><link rel="stylesheet" href="/s.css"/><link rel="modulepreload" fetchPriority="low" href="/assets/b.js"/>',
    );
  });

  it('gives the same HTML however the stream is cut, inside a tag or a character', async () => {
    const whole = await through([HTML]);
    const bytes = Buffer.from(HTML);
    for (let cut = 1; cut < bytes.length; cut++) {
      let out = '';
      const stream = Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(
        lowPriorityPreloads(),
      );
      for await (const chunk of stream) out += chunk.toString();
      expect(out, `cut at byte ${cut}`).toBe(whole);
    }
  });
});
