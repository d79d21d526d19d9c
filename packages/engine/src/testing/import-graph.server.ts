import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// The engine's import graph, read with the TypeScript parser, and the two rules it must keep
// (issue 32, point 4): no import cycles, and folders import only the layers below them
// (document → measure → retrieval → assessments → report, with the tools on top).

export const ENGINE_SOURCE = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The layers, lowest first. A folder imports its own files and the folders of lower layers,
 * never a folder of its own layer or of a higher one. `(contract)` is the result shapes, the
 * criteria and the spec's messages at the root; `(entry)` is index.ts, the public interface.
 */
export const ENGINE_LAYERS: readonly { name: string; folders: readonly string[] }[] = [
  { name: 'contract', folders: ['(contract)', 'vendor-types'] },
  { name: 'shared', folders: ['rules', 'languages', 'semantic', 'prompts'] },
  { name: 'document', folders: ['document'] },
  { name: 'measure', folders: ['measure', 'research'] },
  { name: 'retrieval', folders: ['passages', 'keywords'] },
  { name: 'assessments', folders: ['assessments'] },
  { name: 'report', folders: ['report', 'evidence'] },
  { name: 'tools', folders: ['analyze', 'improve', 'parser', 'research-topic'] },
  // Question targets build on the improver and the retrieval test.
  { name: 'targets', folders: ['targets'] },
  { name: 'entry', folders: ['(entry)'] },
];

export interface ImportEdge {
  /** Paths relative to the source root, with forward slashes. */
  from: string;
  to: string;
}

export interface ImportGraph {
  files: string[];
  edges: ImportEdge[];
}

/** Tests and what only tests use may import anything: they are not part of the pipeline. */
function isTestCode(path: string): boolean {
  return /\.test\.ts$/.test(path) || /(?:^|\/)(?:testing|fixtures)\//.test(path);
}

function listFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return listFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function readSpecifiers(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node)) {
      const argument = node.argument;
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteral(argument.literal)) {
        specifiers.push(argument.literal.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

function resolveRelative(from: string, specifier: string): string | null {
  const target = resolve(dirname(from), specifier);
  for (const candidate of [target, `${target}.ts`, join(target, 'index.ts')]) {
    if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every relative import (type-only ones too) between the engine's non-test files. */
export function readImportGraph(root = ENGINE_SOURCE): ImportGraph {
  const toKey = (path: string) => relative(root, path).split(sep).join('/');
  const paths = listFiles(root).filter((path) => !isTestCode(toKey(path)));
  const edges: ImportEdge[] = [];
  for (const path of paths) {
    for (const specifier of readSpecifiers(path)) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveRelative(path, specifier);
      if (target && !isTestCode(toKey(target))) {
        edges.push({ from: toKey(path), to: toKey(target) });
      }
    }
  }
  return { files: paths.map(toKey).sort(), edges };
}

/** The groups of files that import each other, directly or round a loop (Tarjan's algorithm). */
export function findCycles(graph: ImportGraph): string[][] {
  const next = new Map<string, string[]>(graph.files.map((file) => [file, []]));
  for (const { from, to } of graph.edges) next.get(from)?.push(to);
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowest.set(file, index.get(file) as number);
    stack.push(file);
    onStack.add(file);
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file) as number, lowest.get(target) as number));
      } else if (onStack.has(target)) {
        lowest.set(file, Math.min(lowest.get(file) as number, index.get(target) as number));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    const importsItself = next.get(file)?.includes(file) === true;
    if (group.length > 1 || importsItself) cycles.push(group.sort());
  };
  for (const file of graph.files) if (!index.has(file)) visit(file);
  return cycles;
}

/** The engine folder a file belongs to, as ENGINE_LAYERS names it. */
export function folderOf(file: string): string {
  const slash = file.indexOf('/');
  if (slash >= 0) return file.slice(0, slash);
  return file === 'index.ts' ? '(entry)' : '(contract)';
}

export interface LayerViolation extends ImportEdge {
  reason: string;
}

/** Imports that go up a layer, across one layer, or from a folder the layers do not place. */
export function findLayerViolations(graph: ImportGraph, layers = ENGINE_LAYERS): LayerViolation[] {
  const rank = new Map<string, number>();
  layers.forEach((layer, position) => {
    for (const folder of layer.folders) rank.set(folder, position);
  });
  const violations: LayerViolation[] = [];
  for (const file of graph.files) {
    if (!rank.has(folderOf(file))) {
      violations.push({ from: file, to: file, reason: `${folderOf(file)}/ is in no layer` });
    }
  }
  for (const edge of graph.edges) {
    const from = folderOf(edge.from);
    const to = folderOf(edge.to);
    const fromRank = rank.get(from);
    const toRank = rank.get(to);
    if (from === to || fromRank === undefined || toRank === undefined) continue;
    if (toRank > fromRank) {
      violations.push({ ...edge, reason: `${from} imports ${to}, a higher layer` });
    } else if (toRank === fromRank) {
      violations.push({ ...edge, reason: `${from} imports ${to}, of the same layer` });
    }
  }
  return violations;
}
