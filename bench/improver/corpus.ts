// What the builtin improver proposes on the pages writers paste: for the pages of corpus/, per
// genre, the share of pages that get at least one edit (claim markers aside: they change no
// wording), the same with heading-level edits aside, the edits per page and by kind, and the
// guarantees checked on every page: no edit breaks structure or invents a number or name
// (checkRewrite), no heading right above a heading or pasted title, improving the rewrite
// again changes nothing. It also writes every
// proposed edit, before -> after, to bench/improver/edits-train.md (training pages) or
// bench/improver/edits-dev.md (dev pages) for a blind rater to judge whether a writer accepts
// it; the dev listing is for that rating only, never for tuning. Deterministic, so one run is
// the measurement. From the repository root:
//   npm run bench:improver:corpus            (training pages)
//   npm run bench:improver:corpus -- --dev   (dev pages)
import { writeFileSync } from 'node:fs';
import { improveText } from '../../packages/engine/src/improve/improve-text.ts';
import { pastedKindOf } from '../../packages/engine/src/improve/propose-pasted-structure.ts';
import {
  isAboveTitle,
  readTitleStarts,
} from '../../packages/engine/src/improve/read-title-starts.ts';
import { type CorpusPage, loadCorpus } from '../../packages/engine/src/testing/corpus.server.ts';

const side = process.argv.includes('--dev') ? 'dev' : 'train';
const pages = loadCorpus().filter((page) => page.split === side);

interface Row {
  page: CorpusPage;
  edits: ReturnType<typeof improveText>['edits'];
  isFaithful: boolean;
  aboveTitle: number;
  isIdempotent: boolean;
}

const rows: Row[] = pages.map((page) => {
  const result = improveText(page.text);
  const edits = result.edits.filter((edit) => edit.kind !== 'claim');
  const titles = readTitleStarts(page.text);
  return {
    page,
    edits,
    isFaithful: result.check.isFaithful,
    aboveTitle: edits.filter((edit) => isAboveTitle(page.text, edit, titles)).length,
    isIdempotent: improveText(result.improvedContent).improvedContent === result.improvedContent,
  };
});

const KINDS = [
  'heading level',
  'own heading',
  'paragraph break',
  'bullet list',
  'label list',
  'heading',
  'answer-first',
  'pronoun',
  'definition',
  'split',
  'list',
  'faq',
] as const;
const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.join(' ') ?? '';
/**
 * "heading level": a heading of the text moved up a level to close a gap in its outline; "own
 * heading": a line of the text made a heading word for word; "heading": a new one; "paragraph
 * break": a blank line where a pasted text starts a paragraph on a new line; "bullet list":
 * lines marked "•" made a Markdown list; "label list": "Label: value" lines made a list.
 */
const kindOf = (edit: Row['edits'][number]) =>
  pastedKindOf(edit) ??
  (edit.kind === 'heading' && /^#{1,6}$/.test(edit.before)
    ? 'heading level'
    : edit.kind === 'heading' &&
        edit.before.trim() !== '' &&
        wordsOf(edit.before) === wordsOf(edit.after)
      ? 'own heading'
      : edit.kind);
const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const summary = (label: string, group: Row[]) => {
  const withEdit = group.filter((row) => row.edits.length > 0).length;
  const withOtherEdit = group.filter((row) =>
    row.edits.some((edit) => kindOf(edit) !== 'heading level'),
  ).length;
  const edits = group.reduce((sum, row) => sum + row.edits.length, 0);
  const byKind = KINDS.map(
    (kind) => group.flatMap((row) => row.edits).filter((edit) => kindOf(edit) === kind).length,
  );
  return line([
    label,
    group.length,
    `${Math.round((100 * withEdit) / group.length)}%`,
    `${Math.round((100 * withOtherEdit) / group.length)}%`,
    (edits / group.length).toFixed(1),
    ...byKind,
    group.filter((row) => !row.isFaithful).length,
    group.reduce((sum, row) => sum + row.aboveTitle, 0),
    group.filter((row) => !row.isIdempotent).length,
  ]);
};

const genres = [...new Set(rows.map((row) => row.page.genre))].sort();
const languages = [...new Set(rows.map((row) => row.page.language))].sort();
console.log(`Improver on the ${side} pages of corpus/ (${rows.length} pages)\n`);
console.log(
  line([
    'group',
    'pages',
    'with an edit',
    'levels aside',
    'edits/page',
    ...KINDS,
    'unfaithful',
    'heading above title',
    'not idempotent',
  ]),
);
console.log(line(Array(8 + KINDS.length).fill('---')));
console.log(summary('all', rows));
for (const genre of genres)
  console.log(
    summary(
      genre,
      rows.filter((row) => row.page.genre === genre),
    ),
  );
for (const language of languages)
  console.log(
    summary(
      language,
      rows.filter((row) => row.page.language === language),
    ),
  );

{
  const shown = (text: string) => text.replace(/\n/g, '↵').slice(0, 400);
  const out = [
    `# Edits the improver proposes on the ${side === 'dev' ? 'dev' : 'training'} pages`,
    '',
    `Written by \`npm run bench:improver:corpus${side === 'dev' ? ' -- --dev' : ''}\`; one section per page, each edit as its kind, its`,
    'reason, the original text (before) and what replaces it (after), with line breaks shown as ↵.',
    'Claim markers are left out. For a rater: would a writer of this genre accept the edit?',
    ...(side === 'dev'
      ? ['The dev pages are for measuring and rating only: no rule is tuned on this listing.']
      : []),
    '',
  ];
  for (const row of rows) {
    out.push(`## ${row.page.id} (${row.page.genre}, ${row.page.language})`, '');
    if (row.edits.length === 0) out.push('No edit proposed.', '');
    for (const edit of row.edits) {
      const context = row.page.text.slice(Math.max(0, edit.start - 60), edit.start);
      out.push(
        `- **${kindOf(edit)}**: ${edit.reason}`,
        `  - before: …${shown(context)}[${shown(edit.before)}]`,
        `  - after: [${shown(edit.after)}]`,
      );
      // A level edit changes only the marks: the heading's whole line shows what moves.
      if (kindOf(edit) === 'heading level') {
        const rest = row.page.text.slice(edit.end).split('\n')[0] ?? '';
        out.push(`  - the heading: ${edit.before}${rest} → ${edit.after}${rest}`);
      }
    }
    out.push('');
  }
  writeFileSync(new URL(`./edits-${side}.md`, import.meta.url), out.join('\n'));
  console.log(`\nThe edits, before -> after: bench/improver/edits-${side}.md`);
}
