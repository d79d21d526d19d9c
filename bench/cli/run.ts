import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSections, renderHtml, renderMarkdown } from '../engine/generate-text.ts';
import { median } from '../lib/median.mjs';

/*
 * Issue 34: `citable analyze` on 100 documents of 1,000 words (two in three Markdown, one in
 * three HTML), the whole command as a CI build runs it (process start, word vectors, every
 * document), against the same command on one document in the same run.
 * Median of RUNS runs. Usage: npx tsx bench/cli/run.ts [--runs 3]
 */
const index = process.argv.indexOf('--runs');
const RUNS = index > 0 ? Number(process.argv[index + 1]) : 3;
const bin = fileURLToPath(new URL('../../packages/cli/bin/citable.mjs', import.meta.url));

const dir = await mkdtemp(path.join(tmpdir(), 'citable-bench-cli-'));
try {
  for (let i = 0; i < 100; i++) {
    const sections = generateSections(1_000, i + 1);
    const isHtml = i % 3 === 2;
    await writeFile(
      path.join(dir, `doc-${String(i).padStart(3, '0')}.${isHtml ? 'html' : 'md'}`),
      isHtml ? renderHtml(sections) : renderMarkdown(sections),
    );
  }
  const time = (pattern: string) => {
    const start = performance.now();
    const run = spawnSync(process.execPath, [bin, 'analyze', pattern, '--json'], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(run.stderr);
    return performance.now() - start;
  };
  const one: number[] = [];
  const all: number[] = [];
  for (let round = 0; round < RUNS; round++) {
    one.push(time(path.join(dir, 'doc-000.md')));
    all.push(time(path.join(dir, '*')));
  }
  const base = median(one);
  const hundred = median(all);
  console.log(`citable analyze, median of ${RUNS} runs:`);
  console.log(`  1 document of 1,000 words (baseline)    ${(base / 1000).toFixed(2)} s`);
  console.log(
    `  100 documents of 1,000 words             ${(hundred / 1000).toFixed(2)} s (${(hundred / base).toFixed(1)}x)`,
  );
  console.log(
    `  per document beyond the first            ${((hundred - base) / 99).toFixed(0)} ms`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
