import type { RawBlock } from '../document/raw-block.ts';
import { findEnumeration } from './find-enumeration.ts';
import { markClaim } from './mark-claims.ts';
import type { RawSentence } from './raw-sentences.ts';
import { joinSentences } from './raw-sentences.ts';
import { splitLongParagraph } from './split-long-paragraph.ts';

const ORDINAL_START =
  /^(?:first|firstly|second|secondly|third|thirdly|next|then|after that|finally|lastly)\b/i;
const MIN_ORDINAL_STEPS = 3;

export interface RenderContext {
  unsupported: ReadonlySet<RawSentence>;
}

function show(sentence: RawSentence, context: RenderContext): RawSentence {
  return context.unsupported.has(sentence)
    ? { ...sentence, raw: markClaim(sentence.raw) }
    : sentence;
}

function renderProse(sentences: readonly RawSentence[]): string[] {
  return splitLongParagraph(sentences).map(joinSentences);
}

/**
 * A paragraph, restructured: three or more "First... Then... Finally..." sentences become a
 * list, a sentence that enumerates becomes a lead-in and a list, and what remains is cut into
 * pieces of about 100 words when it runs over 150.
 */
export function renderParagraph(
  sentences: readonly RawSentence[],
  context: RenderContext,
): string[] {
  const shown = sentences.map((sentence) => show(sentence, context));
  const ordinal = shown.filter(({ sentence }) => ORDINAL_START.test(sentence.text));
  if (ordinal.length >= MIN_ORDINAL_STEPS) {
    const first = shown.indexOf(ordinal[0] as RawSentence);
    const last = shown.indexOf(ordinal.at(-1) as RawSentence);
    const steps = shown.slice(first, last + 1).map((sentence) => `- ${sentence.raw}`);
    return [
      ...renderProse(shown.slice(0, first)),
      steps.join('\n'),
      ...renderProse(shown.slice(last + 1)),
    ].filter(Boolean);
  }
  const out: string[] = [];
  let run: RawSentence[] = [];
  for (const sentence of shown) {
    const enumeration = findEnumeration(sentence.raw);
    if (!enumeration) {
      run.push(sentence);
      continue;
    }
    out.push(
      ...renderProse(run),
      `${enumeration.lead}:`,
      enumeration.items.map((item) => `- ${item}`).join('\n'),
    );
    run = [];
  }
  out.push(...renderProse(run));
  return out.filter(Boolean);
}

/** An ordered list repeats its first number: markdown counts on from it, and no digit that
 * the input lacks is written. */
export function renderList(
  items: readonly RawSentence[][],
  ordered: boolean,
  context: RenderContext,
  start = 1,
): string {
  return items
    .map(
      (item) =>
        `${ordered ? `${start}.` : '-'} ${joinSentences(item.map((s) => show(s, context)))}`,
    )
    .join('\n');
}

export function renderOther(block: RawBlock): string {
  switch (block.kind) {
    case 'quote':
      return `> ${block.text}`;
    case 'code':
      return `\`\`\`\n${block.text}\n\`\`\``;
    case 'table': {
      const rows = block.rows.map((row) => `| ${row.join(' | ')} |`);
      const separator = `|${' --- |'.repeat(block.rows[0]?.length ?? 1)}`;
      return [rows[0], separator, ...rows.slice(1)].join('\n');
    }
    default:
      return '';
  }
}
