import type { RawBlock } from '../document/raw-block.ts';
import { MAX_FAQ_ENTRIES } from './build-faq.ts';
import { SUMMARY_LIMITS } from './choose-summary.ts';
import { IMPROVER_FIXED_TEXT } from './fixed-text.ts';
import { splitRawSentences } from './raw-sentences.ts';

// Improving an improved text must not stack a second summary, FAQ or claims list, but a user's
// own "Summary" or "Frequently Asked Questions" must never be deleted (review item 3). So a
// section counts as the improver's only when it has exactly the shape the improver writes and
// dropping it loses nothing: its heading is the improver's fixed heading at level 2 and every
// sentence in it is also written elsewhere in the text.

const QUESTION_OPENING = new RegExp(
  `^(?:${IMPROVER_FIXED_TEXT.questionOpenings.join('|')}) \\S[^?]*\\?$`,
);

interface Span {
  start: number;
  end: number;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

function blockText(block: RawBlock): string {
  switch (block.kind) {
    case 'list':
      return block.items.join('\n');
    case 'table':
      return block.rows.map((row) => row.join(' | ')).join('\n');
    default:
      return block.text;
  }
}

/** The blocks under the heading at `start`, up to the next heading of its level or higher. */
function sectionEnd(blocks: readonly RawBlock[], start: number): number {
  const level = (blocks[start] as Extract<RawBlock, { kind: 'heading' }>).level;
  let end = start + 1;
  while (end < blocks.length) {
    const block = blocks[end] as RawBlock;
    if (block.kind === 'heading' && block.level <= level) break;
    end++;
  }
  return end;
}

function isFixedHeading(block: RawBlock | undefined, text: string): boolean {
  return block?.kind === 'heading' && block.level === 2 && block.text.trim() === text;
}

/** "## Claims to verify", the fixed intro sentence, then at most one list. */
function isClaimsSection(body: readonly RawBlock[]): boolean {
  const [intro, list, ...rest] = body;
  return (
    intro?.kind === 'paragraph' &&
    normalise(intro.text) === IMPROVER_FIXED_TEXT.claimsIntro &&
    (list === undefined || list.kind === 'list') &&
    rest.length === 0
  );
}

/** "## Summary" and one paragraph of a few sentences that all appear elsewhere. */
function isSummarySection(body: readonly RawBlock[], isCopied: (s: string) => boolean): boolean {
  const [paragraph, ...rest] = body;
  if (paragraph?.kind !== 'paragraph' || rest.length > 0) return false;
  const sentences = splitRawSentences(paragraph.text);
  return (
    sentences.length <= SUMMARY_LIMITS.sentences && sentences.every(({ raw }) => isCopied(raw))
  );
}

/** "## Frequently asked questions", then "### Question?" and a copied sentence, repeated. */
function isFaqSection(body: readonly RawBlock[], isCopied: (s: string) => boolean): boolean {
  if (body.length === 0 || body.length % 2 !== 0 || body.length > 2 * MAX_FAQ_ENTRIES) return false;
  for (let index = 0; index < body.length; index += 2) {
    const question = body[index] as RawBlock;
    const answer = body[index + 1] as RawBlock;
    if (question.kind !== 'heading' || question.level !== 3) return false;
    if (!QUESTION_OPENING.test(question.text.trim())) return false;
    if (answer.kind !== 'paragraph' || splitRawSentences(answer.text).length !== 1) return false;
    if (!isCopied(normalise(answer.text))) return false;
  }
  return true;
}

/**
 * Drops the sections an earlier run of the improver wrote. It writes the summary first (after
 * the title) and the FAQ and claims list last, so only those places are looked at. The claims
 * list is checked first, then the summary against the text without the FAQ, then the FAQ
 * against what is kept, so two sections never vouch for each other.
 */
export function dropGenerated(blocks: readonly RawBlock[]): RawBlock[] {
  const dropped = new Set<number>();
  const spanAt = (start: number): Span => ({ start, end: sectionEnd(blocks, start) });
  const drop = ({ start, end }: Span) => {
    for (let index = start; index < end; index++) dropped.add(index);
  };
  const lastTopSection = (): Span | null => {
    for (let index = blocks.length - 1; index >= 0; index--) {
      const block = blocks[index] as RawBlock;
      if (!dropped.has(index) && block.kind === 'heading' && block.level <= 2) return spanAt(index);
    }
    return null;
  };
  const poolWithout = (excluded: readonly Span[]) => {
    const inside = (index: number) => excluded.some((s) => index >= s.start && index < s.end);
    const texts = blocks.flatMap((block, index) =>
      dropped.has(index) || inside(index) || block.kind === 'heading' ? [] : [blockText(block)],
    );
    const pool = normalise(texts.join('\n'));
    return (sentence: string) => sentence !== '' && pool.includes(sentence);
  };
  const body = ({ start, end }: Span) => blocks.slice(start + 1, end);
  const isAt = (span: Span | null, text: string): span is Span =>
    span !== null && isFixedHeading(blocks[span.start], text);

  const claims = lastTopSection();
  if (isAt(claims, IMPROVER_FIXED_TEXT.claimsHeading) && isClaimsSection(body(claims)))
    drop(claims);
  const last = lastTopSection();
  const faq = isAt(last, IMPROVER_FIXED_TEXT.faqHeading) ? last : null;
  const first = blocks[0]?.kind === 'heading' && blocks[0].level === 1 ? 1 : 0;
  const summary = isFixedHeading(blocks[first], IMPROVER_FIXED_TEXT.summaryHeading)
    ? spanAt(first)
    : null;
  if (
    summary &&
    isSummarySection(body(summary), () => true) &&
    isSummarySection(body(summary), poolWithout(faq ? [summary, faq] : [summary]))
  )
    drop(summary);
  if (faq && isFaqSection(body(faq), () => true) && isFaqSection(body(faq), poolWithout([faq])))
    drop(faq);
  return blocks.filter((_, index) => !dropped.has(index));
}
