import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * The layer rules of docs/ARCHITECTURE.md, enforced by Biome's noRestrictedImports (the
 * overrides in biome.json). Each rule is proven to bite by linting real files placed where the
 * rule applies, each holding one import; the allowed imports must pass, and so must the tree.
 */
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webDir, '../..');
const biome = path.join(repoRoot, 'node_modules/.bin/biome');

const SERVER_TO_APP = 'must not import the React app';
const LOWER_TO_SERVICES = "server's lower layers";
const FEATURE_TO_FEATURE = 'must not import another feature';
const TO_ROUTES = 'must not import the root route or the routes';
const SHARED_TO_FEATURE = 'must not import a feature';
const ONE_TEST_TYPE = 'Browser specs use the one `test`';

interface Probe {
  /** Folder under apps/web the probe file is written to. */
  dir: string;
  line: string;
  /** The rule's message, or null when the import is allowed. */
  refusedWith: string | null;
}

const probes: Probe[] = [
  // Server ↛ app.
  { dir: 'server', line: "import { x } from '../app/lib/seo.ts';", refusedWith: SERVER_TO_APP },
  {
    dir: 'server/routes',
    line: "import { x } from '../../app/content/site.ts';",
    refusedWith: SERVER_TO_APP,
  },
  {
    dir: 'server',
    line: "import type { x } from '../../../apps/web/app/lib/route-handle.ts';",
    refusedWith: SERVER_TO_APP,
  },
  // The lower layers keep the server ↛ app rule as well as their own.
  {
    dir: 'server/auth',
    line: "import { x } from '../../app/root.tsx';",
    refusedWith: SERVER_TO_APP,
  },
  // Lower server layers ↛ services, routes, the app factory.
  {
    dir: 'server/auth',
    line: "import type { x } from '../services/account/find-user.ts';",
    refusedWith: LOWER_TO_SERVICES,
  },
  {
    dir: 'server/http',
    line: "import { x } from '../routes/pages.ts';",
    refusedWith: LOWER_TO_SERVICES,
  },
  { dir: 'server/lib', line: "import { x } from '../app.ts';", refusedWith: LOWER_TO_SERVICES },
  {
    dir: 'server/db',
    line: "import { x } from '../services/context.ts';",
    refusedWith: LOWER_TO_SERVICES,
  },
  {
    dir: 'server/mail',
    line: "import { x } from '../services/account/sign-in.ts';",
    refusedWith: LOWER_TO_SERVICES,
  },
  {
    dir: 'server/ai/providers',
    line: "import { x } from '../../services/prompts/prompt-store.ts';",
    refusedWith: LOWER_TO_SERVICES,
  },
  // Feature ↛ another feature, at each depth inside a feature.
  {
    dir: 'app/features/analyzer',
    line: "import { x } from '../account/account-state.tsx';",
    refusedWith: FEATURE_TO_FEATURE,
  },
  {
    dir: 'app/features/admin/components',
    line: "import { x } from '../../account/account-state.tsx';",
    refusedWith: FEATURE_TO_FEATURE,
  },
  // Feature ↛ root route and routes.
  {
    dir: 'app/features/account/components',
    line: "import { x } from '../../../root.tsx';",
    refusedWith: TO_ROUTES,
  },
  {
    dir: 'app/features/analyzer',
    line: "import { x } from '../../routes/app/analyzer.tsx';",
    refusedWith: TO_ROUTES,
  },
  // Shared app code ↛ features and routes.
  {
    dir: 'app/lib',
    line: "import { x } from '../features/account/account-state.tsx';",
    refusedWith: SHARED_TO_FEATURE,
  },
  {
    dir: 'app/components/ui',
    line: "import { x } from '../../features/analyzer/analyzer.client.ts';",
    refusedWith: SHARED_TO_FEATURE,
  },
  { dir: 'app/lib', line: "import { x } from '../root.tsx';", refusedWith: TO_ROUTES },
  // Browser specs ↛ a test type of their own (each would get workers and browsers of its own).
  {
    dir: 'tests/e2e',
    line: "import { test as x } from '@playwright/test';",
    refusedWith: ONE_TEST_TYPE,
  },
  // Allowed: packages, the same layer, lower layers, the feature's own files.
  { dir: 'server', line: "import { x } from '@citable/site/content/site.ts';", refusedWith: null },
  { dir: 'server/auth', line: "import type { x } from '../db/rows.ts';", refusedWith: null },
  { dir: 'server/http', line: "import { x } from '../lib/app-error.ts';", refusedWith: null },
  { dir: 'server/routes', line: "import { x } from '../services/context.ts';", refusedWith: null },
  {
    dir: 'app/features/admin/components',
    line: "import { x } from './testing-link-card.tsx';",
    refusedWith: null,
  },
  {
    dir: 'app/features/analyzer/components',
    line: "import { x } from '../../../lib/api.ts';",
    refusedWith: null,
  },
  {
    dir: 'app/features/keywords',
    line: "import { x } from '../../components/ui/button.tsx';",
    refusedWith: null,
  },
  {
    dir: 'app/routes/app',
    line: "import { x } from '../../features/account/account-state.tsx';",
    refusedWith: null,
  },
  { dir: 'tests/e2e', line: "import { expect as x } from '@playwright/test';", refusedWith: null },
];

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

function lint(targets: string[]): Diagnostic[] {
  const result = spawnSync(
    biome,
    ['lint', '--reporter=json', '--max-diagnostics=none', ...targets],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  const report = JSON.parse(result.stdout) as { diagnostics: Diagnostic[] };
  return report.diagnostics.filter((d) => d.category === 'lint/style/noRestrictedImports');
}

const files = new Map<Probe, string>();
let diagnostics: Diagnostic[] = [];

beforeAll(() => {
  for (const probe of probes) {
    const file = path.join(webDir, probe.dir, `layer-probe-${randomUUID()}.ts`);
    writeFileSync(file, `${probe.line}\nexport const probe = x;\n`);
    files.set(probe, path.relative(repoRoot, file));
  }
  diagnostics = lint([...files.values()]);
}, 60_000);

afterAll(() => {
  for (const file of files.values()) rmSync(path.join(repoRoot, file), { force: true });
});

function messagesFor(probe: Probe): string[] {
  return diagnostics.filter((d) => d.location.path === files.get(probe)).map((d) => d.message);
}

describe('layer rules', () => {
  it.each(probes.filter((p) => p.refusedWith))('refuses, in $dir, $line', (probe) => {
    const messages = messagesFor(probe);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(probe.refusedWith);
  });

  it.each(probes.filter((p) => !p.refusedWith))('accepts, in $dir, $line', (probe) => {
    expect(messagesFor(probe)).toEqual([]);
  });

  it('finds no forbidden import in the code as it is', () => {
    const inTree = lint(['apps/web/app', 'apps/web/server', 'apps/web/tests/e2e']).filter(
      (d) => !d.location.path.includes('layer-probe-'),
    );
    expect(inTree.map((d) => `${d.location.path}: ${d.message}`)).toEqual([]);
  }, 60_000);
});
