import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ENGINE_LAYERS,
  ENGINE_SOURCE,
  findCycles,
  findLayerViolations,
  folderOf,
  type ImportGraph,
  readImportGraph,
} from './testing/import-graph.server.ts';

// Issue 32, point 4: the engine's folders flow one way (document → measure → retrieval →
// assessments → report, the tools on top), with no import cycles. The graph check below reads
// every import; Biome's noRestrictedImports (biome.json) refuses the same imports in an editor.

const graph = readImportGraph();

describe('the engine import graph', () => {
  it('is read from every non-test file, type-only imports included', () => {
    expect(graph.files.length).toBeGreaterThan(100);
    expect(graph.files).toContain('index.ts');
    expect(graph.files.some((file) => file.endsWith('.test.ts'))).toBe(false);
    // A known type-only import is an edge.
    expect(graph.edges).toContainEqual({
      from: 'passages/split-passages.ts',
      to: 'document/types.ts',
    });
  });

  it('has no import cycles', () => {
    expect(graph.edges.length).toBeGreaterThan(300);
    expect(findCycles(graph)).toEqual([]);
  });

  it('imports only down the layers, and every folder is in a layer', () => {
    const folders = new Set(graph.files.map(folderOf));
    const layered = new Set(ENGINE_LAYERS.flatMap((layer) => layer.folders));
    expect([...folders].filter((folder) => !layered.has(folder))).toEqual([]);
    expect(findLayerViolations(graph)).toEqual([]);
  });
});

describe('the checks fail on a bad graph', () => {
  const fixture = (edges: [string, string][]): ImportGraph => ({
    files: [...new Set(edges.flat())].sort(),
    edges: edges.map(([from, to]) => ({ from, to })),
  });

  it('finds a cycle round several files and a file importing itself', () => {
    const cycles = findCycles(
      fixture([
        ['research/a.ts', 'passages/b.ts'],
        ['passages/b.ts', 'assessments/c.ts'],
        ['assessments/c.ts', 'research/a.ts'],
        ['report/d.ts', 'report/d.ts'],
        ['report/d.ts', 'document/e.ts'],
      ]),
    );
    expect(cycles).toEqual([
      ['assessments/c.ts', 'passages/b.ts', 'research/a.ts'],
      ['report/d.ts'],
    ]);
    expect(findCycles(fixture([['report/d.ts', 'document/e.ts']]))).toEqual([]);
  });

  it('finds an import up a layer, across one layer, and a folder in no layer', () => {
    const violations = findLayerViolations(
      fixture([
        ['document/a.ts', 'passages/b.ts'],
        ['types.ts', 'evidence/locate.ts'],
        ['passages/b.ts', 'keywords/c.ts'],
        ['passages/b.ts', 'document/a.ts'],
        ['report/d.ts', 'types.ts'],
        ['analyze/e.ts', 'index.ts'],
        ['newfolder/f.ts', 'document/a.ts'],
      ]),
    );
    expect(violations.map(({ from, to }) => `${from} -> ${to}`)).toEqual([
      'newfolder/f.ts -> newfolder/f.ts',
      'document/a.ts -> passages/b.ts',
      'types.ts -> evidence/locate.ts',
      'passages/b.ts -> keywords/c.ts',
      'analyze/e.ts -> index.ts',
    ]);
  });

  it('reads imports, re-exports, type imports and dynamic imports from files', () => {
    const root = mkdtempSync(join(tmpdir(), 'engine-graph-'));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('document/read.ts', "import type { Score } from '../assessments/score.ts';\n");
    write('assessments/score.ts', "export { read } from '../report/write.ts';\n");
    write('report/write.ts', "export const load = () => import('../document/read.ts');\n");
    write('report/write.test.ts', "import '../index.ts';\n");
    write('passages/split.ts', "import type { Page } from '../document/read';\n");
    try {
      const read = readImportGraph(root);
      expect(read.files).toEqual([
        'assessments/score.ts',
        'document/read.ts',
        'passages/split.ts',
        'report/write.ts',
      ]);
      expect(findCycles(read)).toEqual([
        ['assessments/score.ts', 'document/read.ts', 'report/write.ts'],
      ]);
      // document → assessments and assessments → report go up; report → document goes down.
      expect(
        findLayerViolations(read)
          .map(({ from, to }) => `${from} -> ${to}`)
          .sort(),
      ).toEqual([
        'assessments/score.ts -> report/write.ts',
        'document/read.ts -> assessments/score.ts',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the Biome rule (biome.json) that refuses the same imports', () => {
  const repoRoot = resolve(ENGINE_SOURCE, '../../..');
  const biome = join(repoRoot, 'node_modules/.bin/biome');
  const config = JSON.parse(readFileSync(join(repoRoot, 'biome.json'), 'utf8')) as {
    overrides: { includes: string[]; linter?: unknown }[];
  };
  const forbiddenBy = (folder: string): string[] => {
    const override = config.overrides.find((candidate) =>
      candidate.includes.includes(`packages/engine/src/${folder}/**`),
    );
    const patterns = JSON.stringify(override?.linter ?? {}).match(/\*\*\/[a-z-]+(?=")/g) ?? [];
    return patterns.map((pattern) => pattern.slice(3)).sort();
  };

  it('forbids each folder exactly its own layer and the layers above', () => {
    ENGINE_LAYERS.forEach((layer, position) => {
      const above = ENGINE_LAYERS.slice(position + 1).flatMap((higher) => higher.folders);
      for (const folder of layer.folders) {
        if (folder.startsWith('(') || folder === 'vendor-types') continue;
        const expected = [...layer.folders.filter((other) => other !== folder), ...above]
          .filter((other) => !other.startsWith('('))
          .sort();
        expect({ folder, forbids: forbiddenBy(folder) }).toEqual({ folder, forbids: expected });
      }
    });
  });

  const probes = [
    { file: 'document/layer-probe.ts', line: "import { x } from '../passages/types.ts';" },
    { file: 'measure/layer-probe.ts', line: "import { x } from '../research/stem.ts';" },
    { file: 'assessments/layer-probe.ts', line: "import { x } from '../../report/a/b.ts';" },
    { file: 'passages/layer-probe.ts', line: "import { x } from '../index.ts';" },
    { file: 'layer-probe.ts', line: "import type { x } from './evidence/locate.ts';" },
  ];
  const allowed = [
    { file: 'passages/layer-probe-allowed.ts', line: "import { x } from '../research/stem.ts';" },
    { file: 'report/layer-probe-allowed.ts', line: "import { x } from '../assessments/a.ts';" },
    { file: 'document/layer-probe.test.ts', line: "import { x } from '../passages/types.ts';" },
  ];
  afterAll(() => {
    for (const { file } of [...probes, ...allowed])
      rmSync(join(ENGINE_SOURCE, file), { force: true });
  });

  it('refuses a lower layer importing a higher one, and lets the downward imports through', () => {
    for (const { file, line } of [...probes, ...allowed]) {
      writeFileSync(join(ENGINE_SOURCE, file), `${line}\nexport const y = x;\n`);
    }
    const paths = [...probes, ...allowed].map(({ file }) => join(ENGINE_SOURCE, file));
    const run = spawnSync(biome, ['lint', '--max-diagnostics=100', ...paths], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    const output = `${run.stdout}${run.stderr}`;
    const refused = (file: string) =>
      new RegExp(`${file.replace(/[.]/g, '\\.')}:\\d+:\\d+ lint/style/noRestrictedImports`).test(
        output,
      );
    for (const { file } of probes)
      expect({ file, refused: refused(file) }).toEqual({ file, refused: true });
    for (const { file } of allowed)
      expect({ file, refused: refused(file) }).toEqual({ file, refused: false });
    expect(output).toContain('Engine layers (');
  });
});
