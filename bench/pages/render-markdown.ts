// Benchmark of rendering page markdown (issue 31, item 3): the median time of the product's
// renderer (markdown-it, the nesting bounds, sanitize-html) on each pathological input at
// three lengths doubling up to the 200,000-character limit, and how much the time grows per
// doubling (2 when linear, 4 when quadratic). The renderer it replaced (marked +
// sanitize-html) is timed on the first input alone, at lengths it can finish. Run from the
// repository root: npm run bench:pages
import { MAX_PAGE_CONTENT_LENGTH } from '@citable/schemas';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { renderPageMarkdown } from '../../apps/web/server/services/pages/render-page-markdown.ts';
import { PATHOLOGICAL_MARKDOWN } from '../../apps/web/tests/support/pathological-markdown.ts';
import { measureMedian } from '../engine/measure.ts';

const RUNS = 5;
const LENGTHS = [MAX_PAGE_CONTENT_LENGTH / 4, MAX_PAGE_CONTENT_LENGTH / 2, MAX_PAGE_CONTENT_LENGTH];
const ms = (value: number) => `${value.toFixed(0).padStart(6)} ms`;

console.log(`Median of ${RUNS} runs per cell; lengths in characters.\n`);
console.log(
  `${'input'.padEnd(36)}${LENGTHS.map((n) => `${n}`.padStart(9)).join('')}  × per doubling`,
);
for (const [name, build] of Object.entries(PATHOLOGICAL_MARKDOWN)) {
  const times = LENGTHS.map((length) => {
    const source = build(length).slice(0, length);
    return measureMedian(() => renderPageMarkdown(source), RUNS, 1);
  });
  const [quarter = 1, half = 1, full = 1] = times;
  const growth = Math.sqrt((half / quarter) * (full / half));
  console.log(
    `${name.padEnd(36)}${times.map((t) => ms(t).padStart(9)).join('')}  ${growth.toFixed(1)}`,
  );
}

// The previous renderer, for comparison: quadratic on emphasis runs.
const marked = new Marked({ gfm: true, async: false });
const renderWithMarked = (source: string) =>
  sanitizeHtml(marked.parse(source) as string, { allowedTags: ['p', 'em', 'strong'] });
console.log('\nmarked on emphasis runs (*a _):');
for (const length of [4_000, 8_000, 16_000]) {
  const source = PATHOLOGICAL_MARKDOWN['emphasis runs (*a _)']?.(length) ?? '';
  console.log(
    `  ${`${length}`.padStart(6)} characters: ${ms(measureMedian(() => renderWithMarked(source), 3))}`,
  );
}
