import { blankLineBefore, type EditDraft } from './edit-draft.ts';
import type { ProseParagraph } from './read-passages.ts';
import type { SourceBlock } from './scan-source.ts';

/** A line longer than this is an emphasised sentence, not a section's name. */
const MAX_HEADING_WORDS = 12;
/** The whole line in bold ("**About GitLab**", "__Pricing__"), nothing around it. */
const BOLD_LINE = /^(\*\*|__)([^*_\n]+?)\1$/;
/**
 * What a section's name never holds: markup (a link, an image, code, a table cell), a colon
 * that leads into what follows, a date or figure (a dateline, "Actualité 07/12/2023"), a
 * formula ("Cost = Time x Wage"), a comma (a clause: a heading names, it does not go on).
 */
const NOT_A_NAME = /[[\]!*`_|<>=#~\\:;,\d]|https?:/;
/**
 * A line heads a section only above some text: over a short line it is a form's label
 * ("Email address") or a call to action ("Wallet installed?" over a link), not a heading.
 */
const MIN_SECTION_WORDS = 15;
/**
 * A callout's label ("Warning", "Avertissement"): it marks the box it opens, and as a heading
 * it would pull the unrelated paragraphs after the box under it.
 */
const CALLOUT_LABEL =
  /^(?:note|notes|warning|caution|important|tip|attention|avertissement|remarque|hinweis|achtung|warnung|wichtig|aviso|advertencia|nota|importante)$/i;
/** Deep enough for a section's part; a deeper heading reads as a footnote. */
const MAX_LEVEL = 3;

export interface ShownHeadingProposal {
  edits: EditDraft[];
  /** Lines that become headings, by block index, with the level they get. */
  headings: Map<number, { text: string; level: number }>;
}

/**
 * The words of a line that the writer shows as a section's name, or null: a line that is
 * nothing but bold words ("**About GitLab**"), or a title line of text copied from a browser
 * ("Funktionen eines Basiskontos" on its own line above its text), as the document reader sees
 * it. A full stop, "!" or a trailing dash means a stressed sentence or a fragment.
 */
function readShownName(paragraph: ProseParagraph, isTitleLine: boolean): string | null {
  const { block } = paragraph;
  const line = block.text.replace(/\s+$/, '');
  if (block.mark || line.includes('\n') || line.includes('\r')) return null;
  // A bold line may end in a Markdown hard break ("**Reduced codebase**\\"), which a heading drops.
  const bold = BOLD_LINE.exec(line.trim().replace(/\\$/, ''))?.[2]?.trim();
  // An indented line is code or a continuation in Markdown; two closing spaces are a line break.
  if (!bold && (!isTitleLine || /^\s|\s\s$/.test(block.text))) return null;
  const name = bold ?? line.trim();
  if (!/^[\p{Lu}¿]/u.test(name) || NOT_A_NAME.test(name)) return null;
  if (!/[\p{L})?]$/u.test(name) || name.includes('!')) return null;
  if (name.split(/\s+/).length > MAX_HEADING_WORDS) return null;
  return name;
}

/**
 * "Heading the text already shows": a section name that the text sets in bold on its own line,
 * or that a browser's copy left as a bare line above its text, is a heading to a reader and
 * plain text to a retriever (and to Copy as Markdown or HTML). It becomes a Markdown heading,
 * word for word, one level below the heading above it (level 2 in a text without headings,
 * its title line included, as Copy as Markdown writes a browser's headings); a bold question becomes the heading of its answer. Never
 * where a heading or such a line is right before it (a subtitle stays as written), a heading
 * right after it, or a question right before it (its answer stays under it).
 */
export function proposeShownHeadings(
  text: string,
  blocks: readonly SourceBlock[],
  paragraphs: ReadonlyMap<number, ProseParagraph>,
  titleStarts: ReadonlySet<number>,
  questionParagraphs: ReadonlySet<number>,
): ShownHeadingProposal {
  // A line that the page also shows as a link's text ("[Get in touch](#form)") is a form's
  // button or a call to action, not a section's name.
  const linkTexts = new Set(
    [...text.matchAll(/\[([^[\]\n]+)\]\(/g)].map((match) =>
      (match[1] as string).trim().toLowerCase(),
    ),
  );
  const names = new Map<number, string>();
  for (const [index, paragraph] of paragraphs) {
    if (questionParagraphs.has(index)) continue;
    const name = readShownName(paragraph, titleStarts.has(paragraph.block.start));
    if (name !== null && !CALLOUT_LABEL.test(name) && !linkTexts.has(name.toLowerCase()))
      names.set(index, name);
  }
  const hasHeadings = blocks.some((block) => block.kind === 'heading');
  const isHeadingLike = (index: number) =>
    blocks[index]?.kind === 'heading' || names.has(index) || questionParagraphs.has(index);
  const edits: EditDraft[] = [];
  const headings = new Map<number, { text: string; level: number }>();
  let levelAbove = 1;
  blocks.forEach((block, index) => {
    if (block.kind === 'heading') {
      levelAbove = block.level ?? 1;
      return;
    }
    const name = names.get(index);
    const next = blocks[index + 1];
    if (name === undefined || !next || next.kind === 'heading') return;
    const isBold = BOLD_LINE.test(block.text.trim().replace(/\\$/, ''));
    // A bare line above text that goes on in lower case is a sentence's first line.
    if (!isBold && /^\s*\p{Ll}/u.test(next.text)) return;
    if (next.text.split(/\s+/).filter(Boolean).length < MIN_SECTION_WORDS) return;
    if (index === 0 && (hasHeadings || isBold)) return;
    const previous = blocks[index - 1];
    if (previous && (isHeadingLike(index - 1) || previous.text.trimEnd().endsWith('?'))) return;
    const level = Math.min(MAX_LEVEL, levelAbove + 1);
    const isQuestion = name.endsWith('?');
    const end = block.start + block.text.replace(/\s+$/, '').length;
    // A line of a browser's copy has no blank line around it: the heading brings its own.
    const after = /^\r?\n[ \t]*\r?\n/.test(text.slice(end)) || end === text.length ? '' : '\n';
    edits.push({
      kind: isQuestion ? 'faq' : 'heading',
      passage: -1,
      reason: isQuestion
        ? 'Makes the question the text sets in bold a heading over its answer, so AI search can match the question to the answer.'
        : `Makes “${name}”, which the text shows as a heading on its own line, a real heading: a retriever and a copy as Markdown or HTML then read the section under it as one passage.`,
      start: block.start,
      end,
      after: `${blankLineBefore(text, block.start)}${'#'.repeat(level)} ${name}${after}`,
    });
    headings.set(index, { text: name, level });
  });
  return { edits, headings };
}

/**
 * Text copied from a browser keeps a heading on its own line with no blank line around it, so
 * the source reader sees it inside a paragraph. Such paragraphs are cut at the document
 * reader's title lines, each title a block of its own, offsets unchanged.
 */
export function splitAtTitleLines(
  text: string,
  blocks: readonly SourceBlock[],
  titleStarts: ReadonlySet<number>,
): SourceBlock[] {
  return blocks.flatMap((block) => {
    if (block.kind !== 'paragraph' || block.mark || !block.text.includes('\n')) return [block];
    const parts: SourceBlock[] = [];
    const push = (start: number, end: number) => {
      const last = text.charAt(end - 1) === '\r' ? end - 1 : end;
      if (last > start) parts.push({ ...block, start, end: last, text: text.slice(start, last) });
    };
    let from = block.start;
    for (let at = block.start; at <= block.end; ) {
      const newline = text.indexOf('\n', at);
      const lineEnd = newline === -1 || newline > block.end ? block.end : newline;
      if (titleStarts.has(at)) {
        push(from, Math.max(from, at - 1));
        push(at, lineEnd);
        from = lineEnd + 1;
      }
      at = lineEnd + 1;
    }
    push(from, block.end);
    return parts.length > 0 ? parts : [block];
  });
}

/**
 * A writer's labels come in sets: the bold lines of one section ("**Reduced codebase**",
 * "**Improved scalability**", ...) are parallel, and making some of them headings while one
 * stays bold (too long, with a comma, over a short text) leaves the section in two styles,
 * which reads worse than before. So a section's bold lines and question lines become headings
 * together or not at all: where one bold line of a section stays as written, every proposal's
 * headings in that section are dropped.
 */
export function keepWholeLabelSets<T extends ShownHeadingProposal>(
  blocks: readonly SourceBlock[],
  proposals: readonly T[],
): T[] {
  const sectionOf: number[] = [];
  let section = 0;
  for (const block of blocks) {
    if (block.kind === 'heading') section++;
    sectionOf.push(section);
  }
  const converted = new Set(proposals.flatMap((proposal) => [...proposal.headings.keys()]));
  const partial = new Set<number>();
  blocks.forEach((block, index) => {
    const line = block.text.trim().replace(/\\$/, '');
    const isBoldLine = block.kind === 'paragraph' && !line.includes('\n') && BOLD_LINE.test(line);
    if (isBoldLine && !converted.has(index)) partial.add(sectionOf[index] as number);
  });
  if (partial.size === 0) return [...proposals];
  const startOf = new Map(blocks.map((block, index) => [block.start, index]));
  const keeps = (index: number | undefined) =>
    index === undefined || !partial.has(sectionOf[index] as number);
  return proposals.map((proposal) => ({
    ...proposal,
    edits: proposal.edits.filter((edit) => keeps(startOf.get(edit.start))),
    headings: new Map([...proposal.headings].filter(([index]) => keeps(index))),
  }));
}
