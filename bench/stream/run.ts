// Benchmark of reading a streamed improve answer (issue 8, finding 9): the main-thread time to
// follow "improvedContent" through a 16k-token stream, the old way (re-parse the whole partial
// answer on every chunk) against the incremental reader. Median of several runs, and the ratio.
// Run from the repository root: npm run bench:stream
import { Allow, parse as parsePartialJson } from 'partial-json';
import { ImprovedContentReader } from '../../apps/web/server/ai/improved-content-reader.ts';
import { measureMedian } from '../engine/measure.ts';

const TOKENS = 16_000;
/** About four characters per token, as OpenAI's tokenizers average on English text. */
const CHARS_PER_TOKEN = 4;

function buildStream(): { chunks: string[]; content: string } {
  const sentence =
    'Cold brew coffee is steeped in cold water for 12 to 24 hours, which gives it a "smoother" taste.\n';
  const factors =
    ',"improvementFactors":{"contentClarity":80,"contextRichness":70,"semanticRelevance":75,"intentCoverage":60}}';
  const target = TOKENS * CHARS_PER_TOKEN - factors.length;
  let content = '';
  while (JSON.stringify({ improvedContent: content }).length < target) content += sentence;
  const raw = `${JSON.stringify({ improvedContent: content }).slice(0, -1)}${factors}`;
  const chunks: string[] = [];
  for (let i = 0; i < raw.length; i += CHARS_PER_TOKEN)
    chunks.push(raw.slice(i, i + CHARS_PER_TOKEN));
  return { chunks, content };
}

/** What streamImprove did before: parse the whole answer so far after every chunk. */
function readOldWay(chunks: string[]): string {
  let raw = '';
  let sent = '';
  for (const chunk of chunks) {
    raw += chunk;
    let partial: unknown;
    try {
      partial = parsePartialJson(raw.replace(/^\s*```(?:json)?\s*/i, ''), Allow.STR | Allow.OBJ);
    } catch {
      continue;
    }
    const content = (partial as { improvedContent?: unknown } | undefined)?.improvedContent;
    if (typeof content === 'string' && content.length > sent.length && content.startsWith(sent))
      sent = content;
  }
  return sent;
}

function readNewWay(chunks: string[]): string {
  const reader = new ImprovedContentReader();
  let text = '';
  for (const chunk of chunks) text += reader.push(chunk);
  return text;
}

const { chunks, content } = buildStream();
if (readOldWay(chunks) !== content || readNewWay(chunks) !== content)
  throw new Error('the two readers disagree with the answer');

const OLD_RUNS = Number(process.env.BENCH_OLD_RUNS ?? 3);
const NEW_RUNS = Number(process.env.BENCH_NEW_RUNS ?? 21);
console.log(`Node ${process.version}`);
console.log(
  `Stream: ${chunks.length.toLocaleString('en-US')} chunks (tokens), ${chunks.join('').length.toLocaleString('en-US')} characters`,
);
const oldMs = measureMedian(() => readOldWay(chunks), OLD_RUNS, 0);
const newMs = measureMedian(() => readNewWay(chunks), NEW_RUNS, 3);
console.log(`re-parse on every chunk (old): median ${oldMs.toFixed(1)} ms of ${OLD_RUNS} runs`);
console.log(`incremental reader (new):      median ${newMs.toFixed(2)} ms of ${NEW_RUNS} runs`);
console.log(`ratio old/new: ${(oldMs / newMs).toFixed(0)}x`);
