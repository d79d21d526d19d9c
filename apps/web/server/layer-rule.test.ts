import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * The layer rule of docs/ARCHITECTURE.md: server code never imports the React app. Biome's
 * noRestrictedImports enforces it (biome.json, override for apps/web/server); this test runs
 * Biome on real files placed under apps/web/server to prove the rule bites and lets the
 * allowed imports through.
 */
const serverDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(serverDir, '../../..');
const biome = path.join(repoRoot, 'node_modules/.bin/biome');
const written: string[] = [];

function lintServerFile(source: string): { status: number | null; output: string } {
  const file = path.join(serverDir, `layer-probe-${randomUUID()}.ts`);
  writeFileSync(file, source);
  written.push(file);
  const result = spawnSync(biome, ['lint', '--max-diagnostics=50', file], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

afterEach(() => {
  for (const file of written.splice(0)) rmSync(file, { force: true });
});

describe('server layer rule', () => {
  it.each([
    "import { buildMeta } from '../app/lib/seo.ts';",
    "import { siteRoutes } from '../../app/content/site.ts';",
    "import type { RouteHandle } from '../../../apps/web/app/lib/route-handle.ts';",
  ])('refuses %s', (line) => {
    const { status, output } = lintServerFile(`${line}\nexport const probe = 1;\n`);
    expect(status).not.toBe(0);
    expect(output).toContain('noRestrictedImports');
    expect(output).toContain('must not import the React app');
  });

  it('accepts the shared packages and the server itself', () => {
    const { status, output } = lintServerFile(
      [
        "import { siteRoutes } from '@citable/site/content/site.ts';",
        "import { AppError } from './lib/app-error.ts';",
        'export const probe = [siteRoutes, AppError];',
        '',
      ].join('\n'),
    );
    expect(output).not.toContain('noRestrictedImports');
    expect(status).toBe(0);
  });
});
