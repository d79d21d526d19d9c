import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const sourceDir = new URL('../../../../packages/schemas/src/', import.meta.url);

describe('@citable/schemas builds every schema with the z of its zod.ts', () => {
  // The browser's CSP "eval" violation (issue 31) comes back if one schema module is
  // evaluated before zod.ts has switched the JIT off.
  it('no module but zod.ts imports zod for its values', () => {
    const files = readdirSync(sourceDir).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    );
    expect(files).toContain('pages.ts');
    const direct = files.filter(
      (name) =>
        name !== 'zod.ts' &&
        /^import\s+(?!type\b)[^;]*from\s+'zod'/m.test(
          readFileSync(new URL(name, sourceDir), 'utf8'),
        ),
    );
    expect(direct).toEqual([]);
  });

  it('zod.ts is declared to have side effects, so bundlers keep its call', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', sourceDir), 'utf8'));
    expect(manifest.sideEffects).toEqual(['./src/zod.ts']);
  });
});
