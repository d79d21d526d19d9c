import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_PROMPTS, parseAnalysis } from '@citable/engine';
import { createProvider } from '../../apps/web/server/ai/create-provider.ts';
import { openDatabase } from '../../apps/web/server/db/client.ts';
import { toolRuns, users } from '../../apps/web/server/db/schema.ts';
import { parseEnv } from '../../apps/web/server/env.ts';
import { buildAnalysisReport } from '../../apps/web/server/services/exports/analysis-report.ts';
import { createPdfPrinter } from '../../apps/web/server/services/exports/pdf-printer.ts';
import { reportToHtml } from '../../apps/web/server/services/exports/report-html.ts';
import { reportToMarkdown } from '../../apps/web/server/services/exports/report-text.ts';
import { getRun, listRuns } from '../../apps/web/server/services/history/history.ts';
import { generateSections, renderMarkdown } from '../engine/generate-text.ts';
import { median } from '../lib/median.mjs';

/*
 * Issue 34 figures, server time without the network:
 * - the history list of an account holding 1,000 analyses of 1,000 words (the bound, decision
 *   010): its first page, a page found by words of the texts, a tool filter; against the list of
 *   an empty account in the same run;
 * - the PDF export of one analysis with the installed Chromium, warm (the browser already
 *   started, as it stays after the first export), and the first one with the start; against the
 *   Markdown export in the same run.
 * Median of RUNS rounds. Usage: npx tsx bench/history/run.ts [--runs 7]
 */
const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const RUNS = arg('runs', 7);
const RUN_COUNT = 1_000;

async function time(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

async function medianOf(work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < RUNS; round++) times.push(await time(work));
  return median(times);
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'citable-bench-history-'));
const env = parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
const database = await openDatabase({ dataDir });
const { db } = database;
const ai = createProvider(env);
const printer = createPdfPrinter(env.CHROMIUM_PATH);
try {
  for (const id of ['bench-full', 'bench-empty'])
    await db
      .insert(users)
      .values({ id, email: `${id}@bench.test`, fullName: id, passwordHash: 'x' });
  // One real analysis by the builtin engine, kept 1,000 times with texts of their own.
  const text = renderMarkdown(generateSections(1_000));
  const rawAnalysis = await ai.analyze(text, { systemPrompt: DEFAULT_PROMPTS.analyzer });
  const analysis = parseAnalysis(rawAnalysis);
  const rows = Array.from({ length: RUN_COUNT }, (_, i) => {
    const content = renderMarkdown(generateSections(1_000, i + 1));
    return {
      userId: 'bench-full',
      tool: 'analyzer' as const,
      title: `Document ${i % 100}`,
      documentKey: `document ${i % 100}`,
      content,
      result: { tool: 'analyzer', text: content, response: { rawAnalysis } },
      provider: 'builtin',
      promptVersion: 'bench',
      score: Math.round(analysis.overallScore),
      criteria: analysis.factors.map(({ name, score }) => ({ name, score })),
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    };
  });
  for (let start = 0; start < rows.length; start += 100)
    await db.insert(toolRuns).values(rows.slice(start, start + 100));

  const list = (userId: string, query: Parameters<typeof listRuns>[2]) => async () =>
    JSON.stringify(await listRuns(db, userId, query));
  await list('bench-full', { page: 1 })(); // warm the connection and the plans
  const empty = await medianOf(list('bench-empty', { page: 1 }));
  const first = await medianOf(list('bench-full', { page: 1 }));
  const last = await medianOf(list('bench-full', { page: 50 }));
  const search = await medianOf(list('bench-full', { page: 1, q: 'burr grinder' }));
  const filtered = await medianOf(list('bench-full', { page: 1, tool: 'analyzer' }));
  console.log(`history list, ${RUN_COUNT} runs of 1,000 words, median of ${RUNS}:`);
  console.log(`  empty account (baseline)        ${empty.toFixed(1)} ms`);
  console.log(
    `  first page                      ${first.toFixed(1)} ms (${(first / empty).toFixed(1)}x)`,
  );
  console.log(
    `  page 50 of 50                   ${last.toFixed(1)} ms (${(last / empty).toFixed(1)}x)`,
  );
  console.log(
    `  search in titles and texts      ${search.toFixed(1)} ms (${(search / empty).toFixed(1)}x)`,
  );
  console.log(
    `  filter by tool                  ${filtered.toFixed(1)} ms (${(filtered / empty).toFixed(1)}x)`,
  );

  const [newest] = (await listRuns(db, 'bench-full', { page: 1 })).runs;
  if (!newest) throw new Error('no run');
  const report = buildAnalysisReport(await getRun(db, 'bench-full', newest.id));
  const markdown = await medianOf(async () => reportToMarkdown(report));
  const cold = await time(() => printer.print(reportToHtml(report)));
  const warm = await medianOf(() => printer.print(reportToHtml(report)));
  console.log(`report export, one analysis, median of ${RUNS}:`);
  console.log(`  Markdown (baseline)             ${markdown.toFixed(2)} ms`);
  console.log(`  PDF, first (Chromium starts)    ${cold.toFixed(0)} ms`);
  console.log(
    `  PDF, warm                       ${warm.toFixed(0)} ms (${(warm / cold).toFixed(2)}x the first)`,
  );
} finally {
  await printer.close();
  await ai.close?.();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
