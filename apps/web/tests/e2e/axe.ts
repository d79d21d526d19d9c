import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every browser suite holds the product to: WCAG 2.1 A and AA, and best practice. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'];

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
const IMPACTS: Impact[] = ['minor', 'moderate', 'serious', 'critical'];

/**
 * axe-core's violations on the page, one line each ("rule (impact): help: targets"), at or above
 * `minImpact`; `include` narrows the audit to part of the page.
 *
 * Legacy mode runs axe.run in the page itself. The default mode runs each frame's rules
 * separately and then merges them in a blank page of its own, which is there for cross-origin
 * iframes (our pages have none) and cost twice the CPU per audit (about 2 CPU-s against 0.9 on
 * the home page); asking for violations only spares axe collecting every passing node as well.
 * The browser suites run some 80 audits.
 */
export async function axeViolations(
  page: Page,
  options: { include?: string; tags?: string[]; minImpact?: Impact } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(options.tags ?? AXE_TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  const floor = IMPACTS.indexOf(options.minImpact ?? 'minor');
  return violations
    .filter((violation) => IMPACTS.indexOf(violation.impact ?? 'minor') >= floor)
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
