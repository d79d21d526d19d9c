import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The suites that take longest, slowest first, as measured on the 2-core machine (seconds, beside
 * the browser suites). Vitest orders files by their last run's durations when its cache has
 * them, and by file size otherwise, which is every run from a clean clone: there the two
 * slowest suites started a minute into their project and ran on, one each, after the rest had
 * finished. Started first, they run beside the many short suites instead.
 */
export const SLOWEST_FILES = [
  'apps/web/tests/integration/json-fuzz.integration.test.ts', // 71
  'apps/web/tests/integration/lifecycle.integration.test.ts', // 52
  'apps/web/tests/integration/account-takeover.integration.test.ts', // 20
  'apps/web/tests/integration/functions-api.integration.test.ts', // 19
  'apps/web/tests/integration/account-lockout.integration.test.ts', // 11
  'apps/web/tests/integration/account-sessions.integration.test.ts', // 11
  'packages/engine/src/research-topic/research-topic.test.ts', // 8
  'apps/web/tests/integration/auth-flows.integration.test.ts', // 8
  'packages/engine/src/improve/improve-guarantees.server.test.ts', // 7
];

// A renamed suite would silently lose its head start: name it at once instead.
const root = fileURLToPath(new URL('..', import.meta.url));
for (const file of SLOWEST_FILES) {
  if (!existsSync(root + file)) {
    throw new Error(`scripts/vitest-slowest-first.ts lists ${file}, which does not exist`);
  }
}

const rank = (spec: TestSpecification) => {
  const index = SLOWEST_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index === -1 ? SLOWEST_FILES.length : index;
};

/**
 * Vitest's order (groups and projects as it places them), with each project's slowest suites
 * moved to the front of the places that project's suites hold. A permutation per project, not a
 * comparator across projects: the places of every other project stay where Vitest put them.
 */
export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Each project's places in Vitest's order (Map.groupBy needs Node 21).
    const byProject = new Map<string, number[]>();
    sorted.forEach((spec, index) => {
      const places = byProject.get(spec.project.name) ?? [];
      places.push(index);
      byProject.set(spec.project.name, places);
    });
    const result = [...sorted];
    for (const places of byProject.values()) {
      // Array.prototype.sort is stable: suites of equal rank keep Vitest's order.
      const specs = places.map((index) => sorted[index] as TestSpecification);
      specs.sort((a, b) => rank(a) - rank(b));
      places.forEach((place, i) => {
        result[place] = specs[i] as TestSpecification;
      });
    }
    return result;
  }
}
