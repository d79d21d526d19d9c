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
  'packages/engine/src/research-topic/research-as-a-user-reads-it.test.ts', // 10
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

/** Vitest's order (groups, then projects, one after another), with each project's slowest first. */
export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const position = new Map(sorted.map((spec, index) => [spec, index]));
    return sorted.toSorted((a, b) => {
      const ownOrder = (position.get(a) ?? 0) - (position.get(b) ?? 0);
      // Only reorders within a project: the base order keeps projects and groups together.
      if (a.project.name !== b.project.name) return ownOrder;
      return rank(a) - rank(b) || ownOrder;
    });
  }
}
