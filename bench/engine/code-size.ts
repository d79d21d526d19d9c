// Lines of engine code per folder of packages/engine/src (issue 32: at most 12,000 lines of
// non-test engine code). A line counts when it holds part of a TypeScript token that is not a
// comment: blank lines and comment-only lines do not count, and neither do tests (*.test.ts),
// test support (any testing/ or fixtures/ folder) or data kept as JSON. Tokens come from the
// TypeScript parser, so a `//` inside a string, a template or a regular expression is code.
// Run from the repository root: npm run bench:engine:size (add --json for machine output).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

const LIMIT = 12_000;
const SOURCE_ROOT = join(import.meta.dirname, '../../packages/engine/src');
const TEST_SUPPORT_FOLDERS = new Set(['testing', 'fixtures']);

function listSourceFiles(folder: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!TEST_SUPPORT_FOLDERS.has(entry.name)) files.push(...listSourceFiles(path));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
      files.push(path);
    }
  }
  return files;
}

/** Lines of `text` that hold part of a token other than a comment. */
function countCodeLines(text: string, fileName = 'file.ts'): number {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const lines = new Set<number>();
  const mark = (start: number, end: number) => {
    const first = source.getLineAndCharacterOfPosition(start).line;
    const last = source.getLineAndCharacterOfPosition(Math.max(start, end - 1)).line;
    for (let line = first; line <= last; line += 1) lines.add(line);
  };
  const visit = (node: ts.Node) => {
    // The parser hands a declaration's /** ... */ comment over as a JSDoc child: a comment.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode)
      return;
    const children = node.getChildren(source);
    // A node without children is a token: its text without the leading trivia is code.
    if (children.length === 0) {
      if (node.kind !== ts.SyntaxKind.EndOfFileToken) mark(node.getStart(source), node.getEnd());
      return;
    }
    for (const child of children) visit(child);
  };
  visit(source);
  return lines.size;
}

function folderOf(file: string): string {
  const parts = relative(SOURCE_ROOT, file).split(sep);
  return parts.length > 1 ? `${parts[0]}/` : '(root files)';
}

const byFolder = new Map<string, { files: number; lines: number }>();
for (const file of listSourceFiles(SOURCE_ROOT)) {
  const folder = folderOf(file);
  const entry = byFolder.get(folder) ?? { files: 0, lines: 0 };
  entry.files += 1;
  entry.lines += countCodeLines(readFileSync(file, 'utf8'), file);
  byFolder.set(folder, entry);
}
const rows = [...byFolder.entries()].sort(([a], [b]) => a.localeCompare(b));
const total = rows.reduce((sum, [, { lines }]) => sum + lines, 0);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ total, limit: LIMIT, folders: Object.fromEntries(rows) }, null, 2));
} else {
  console.log(
    'Non-test engine code, packages/engine/src (no comments, blank lines, tests or JSON)',
  );
  console.log(`${'folder'.padEnd(18)}${'files'.padStart(6)}${'lines'.padStart(8)}`);
  for (const [folder, { files, lines }] of rows) {
    console.log(`${folder.padEnd(18)}${String(files).padStart(6)}${String(lines).padStart(8)}`);
  }
  const verdict = total <= LIMIT ? 'within' : `${total - LIMIT} over`;
  console.log(`${'total'.padEnd(18)}${''.padStart(6)}${String(total).padStart(8)}`);
  console.log(`limit ${LIMIT.toLocaleString('en')} lines: ${verdict}`);
}
