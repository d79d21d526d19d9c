import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nextTask } from './schema-steps.ts';

const appDir = new URL('../', import.meta.url);
const schemasDir = new URL('../../../../packages/schemas/src/', import.meta.url);
const read = (url: URL) => readFileSync(url, 'utf8');

/** The step of each schema module that has one, by file name (as in schema-steps.ts). */
const STEP_OF: Record<string, string> = {
  'account.ts': 'account',
  'functions.ts': 'functions',
  'saved-work.ts': 'savedWork',
  'pages.ts': 'pages',
};

/** The schema module (file name) that defines each exported value of @citable/schemas. */
function definingModules(): Map<string, string> {
  const defined = new Map<string, string>();
  for (const file of readdirSync(schemasDir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    for (const match of read(new URL(file, schemasDir)).matchAll(
      /^export (?:const|function) (\w+)/gm,
    ))
      defined.set(match[1] as string, file);
  }
  return defined;
}

/** The values (not types) a module imports from '@citable/schemas'. */
function schemaValueImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/^import \{([^}]*)\} from '@citable\/schemas';/gm))
    for (const part of (match[1] as string).split(','))
      if (part.trim() && !part.trim().startsWith('type ')) names.push(part.trim());
  return names;
}

/** The step modules a schema module imports (its own schema-module dependencies). */
function stepDependencies(file: string): string[] {
  const source = read(new URL(file, schemasDir));
  return [...source.matchAll(/from '\.\/([\w-]+\.ts)'/g)]
    .map((match) => match[1] as string)
    .filter((dependency) => dependency in STEP_OF);
}

/** Every place that loads a module after the schema steps: the steps and the module. */
function stagedLoads(): { file: string; steps: string[]; target: string }[] {
  const loads: { file: string; steps: string[]; target: string }[] = [];
  const featuresDir = new URL('features/', appDir);
  for (const feature of readdirSync(featuresDir, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    const dir = new URL(`${feature.name}/`, featuresDir);
    for (const file of readdirSync(dir)) {
      if (!/\.tsx?$/.test(file) || file.includes('.test.')) continue;
      const source = read(new URL(file, dir));
      const match =
        /loadSchemasInSteps\(\[([^\]]*)\]\)\s*\.then\(\(\) => import\('\.\/([\w-]+\.ts)'\)\)/.exec(
          source,
        );
      if (!match) continue;
      const steps = [...(match[1] as string).matchAll(/'(\w+)'/g)].map((step) => step[1] as string);
      loads.push({
        file: `${feature.name}/${file}`,
        steps,
        target: new URL(match[2] as string, dir).href,
      });
    }
  }
  return loads;
}

describe('the schema modules a call module reads are loaded one per task before it', () => {
  const loads = stagedLoads();
  const defined = definingModules();

  it('every call module of a lazily loaded API goes through the steps', () => {
    const facades = loads.filter((load) => load.file.endsWith('.client.ts'));
    const allFacades = readdirSync(new URL('features/', appDir), { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.client.ts'))
      .filter((file) => read(new URL(`features/${file}`, appDir)).includes('lazyCalls'));
    expect(allFacades.length).toBeGreaterThan(5);
    expect(facades.map((load) => load.file).sort()).toEqual(
      allFacades.map((file) => file.replaceAll('\\', '/')).sort(),
    );
  });

  it("lists each step module that defines one of the module's schemas", () => {
    expect(defined.get('SessionsResponse')).toBe('account.ts');
    for (const load of loads) {
      const needed = new Set<string>();
      for (const name of schemaValueImports(read(new URL(load.target)))) {
        const file = defined.get(name);
        expect(file, `${name}, read by ${load.target}`).toBeDefined();
        const step = STEP_OF[file as string];
        if (step) needed.add(step);
        // A module a step module imports is evaluated with it unless it came first.
        for (const dependency of stepDependencies(file as string))
          needed.add(STEP_OF[dependency] as string);
      }
      expect(load.steps, load.file).toEqual(expect.arrayContaining([...needed]));
    }
  });

  it('lists a step module after the step modules it imports, so each step evaluates one', () => {
    expect(stepDependencies('saved-work.ts')).toContain('functions.ts');
    for (const load of loads)
      load.steps.forEach((step, index) => {
        const file = Object.keys(STEP_OF).find((name) => STEP_OF[name] === step) as string;
        for (const dependency of stepDependencies(file))
          expect(load.steps.slice(0, index), `${load.file}: ${step}`).toContain(
            STEP_OF[dependency],
          );
      });
  });
});

describe('nextTask', () => {
  it('resolves after work already queued as a task, not within the current one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await Promise.resolve();
    order.push('microtask');
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['microtask', 'queued task', 'after nextTask']);
  });
});
