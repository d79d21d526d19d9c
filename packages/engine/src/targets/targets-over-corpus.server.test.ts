import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { checkRewrite } from '../improve/check-rewrite.ts';
import { improveText } from '../improve/improve-text.ts';
import { buildCitationMap } from '../passages/build-citation-map.ts';
import { testRetrieval } from '../passages/test-retrieval.ts';
import { loadCorpus } from '../testing/corpus.server.ts';
import { analyzeTargets } from './analyze-targets.ts';
import { improveForTargets } from './improve-for-targets.ts';
import type { TargetReport } from './types.ts';

// Target questions (issue 36) over the corpus's training pages, every genre and language: the
// questions the citation map cites from a page are its targets, with a question of a page of
// another genre as a target it does not answer (the dev pages are never tested on here).

const pages = loadCorpus().filter((page) => page.split === 'train');

const cited = pages.map((page) =>
  buildCitationMap(testRetrieval(buildDocument(page.text)))
    .entries.filter((entry) => entry.status === 'cited')
    .map((entry) => entry.question)
    .slice(0, 2),
);

/** A cited question of the next page of another genre, or null. */
function foreignQuestion(index: number): string | null {
  const page = pages[index];
  for (let step = 1; step < pages.length; step++) {
    const other = (index + step) % pages.length;
    if (pages[other]?.genre !== page?.genre && cited[other]?.[0]) return cited[other][0];
  }
  return null;
}

const withTargets = pages.flatMap((page, index) => {
  const own = cited[index] ?? [];
  const foreign = foreignQuestion(index);
  return own.length > 0 && foreign ? [{ page, own, foreign }] : [];
});

/** Words as a reader sees them: a link's address is not part of its sentence. */
const words = (text: string) =>
  text
    .replace(/\]\([^)\s]*\)/g, ' ')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

function expectConsistent(report: TargetReport) {
  expect(report.answer === null).toBe(report.verdict === 'not-answered');
  expect(report.outline === null).toBe(report.verdict !== 'not-answered');
  if (report.answer) expect(report.answer.rank === 1).toBe(report.verdict === 'answered-first');
}

describe('target questions over the corpus', () => {
  it('has pages of several genres and languages to test on', () => {
    expect(withTargets.length).toBeGreaterThanOrEqual(30);
    expect(new Set(withTargets.map(({ page }) => page.genre)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(withTargets.map(({ page }) => page.language)).size).toBeGreaterThanOrEqual(2);
  });

  it('answers the questions a page answers, and not another genre’s page’s questions', () => {
    let own = 0;
    let ownAnswered = 0;
    let foreignAnswered = 0;
    for (const { page, own: questions, foreign } of withTargets) {
      const reports = analyzeTargets(page.text, [...questions, foreign]);
      expect(reports.map((report) => report.question)).toEqual([...questions, foreign]);
      for (const report of reports) expectConsistent(report);
      own += questions.length;
      ownAnswered += reports.slice(0, -1).filter((r) => r.verdict !== 'not-answered').length;
      if (reports.at(-1)?.verdict !== 'not-answered') foreignAnswered += 1;
    }
    expect(ownAnswered / own).toBeGreaterThanOrEqual(0.8);
    // Pages of one site share words ("open source", a product's name): a few of another
    // genre's questions meet an answer-shaped sentence on a page that shares their terms.
    expect(foreignAnswered / withTargets.length).toBeLessThanOrEqual(0.1);
  });

  it('edits only toward answered targets, adds no number or name, and is stable', () => {
    let headed = 0;
    for (const { page, own, foreign } of withTargets.slice(0, 40)) {
      const targets = [...own, foreign];
      const result = improveForTargets(page.text, targets);
      const byId = new Map(result.edits.map((edit) => [edit.id, edit]));
      for (const target of result.targets) {
        if (target.before.verdict === 'not-answered') expect(target.editIds, page.id).toEqual([]);
        for (const id of target.editIds) {
          const edit = byId.get(id);
          expect(edit, page.id).toBeDefined();
          if (edit?.kind !== 'faq') continue;
          headed += 1;
          // The heading is the target itself, above the paragraph holding its answer.
          expect(edit.after).toContain(target.question);
          const quote = words(target.before.answer?.quote ?? '')
            .slice(0, 3)
            .join(' ');
          const next = words(page.text.slice(edit.end, edit.end + 3000)).join(' ');
          expect(quote.length, page.id).toBeGreaterThan(0);
          expect(next, page.id).toContain(quote);
        }
      }
      const check = checkRewrite(page.text, result.improvedContent);
      expect(check.inventedNumbers, page.id).toEqual([]);
      expect(check.inventedNames, page.id).toEqual([]);
      // Improving the rewrite again toward the same targets adds nothing by default.
      const again = improveForTargets(result.improvedContent, targets);
      const againIds = new Set(again.targets.flatMap((target) => target.editIds));
      expect(
        again.edits.filter((edit) => againIds.has(edit.id) && edit.isAcceptedByDefault),
        page.id,
      ).toEqual([]);
    }
    expect(headed).toBeGreaterThan(0);
  });

  it('without targets is the improver as it was', () => {
    for (const { page } of withTargets.slice(0, 10)) {
      const result = improveForTargets(page.text, []);
      expect(result.targets).toEqual([]);
      expect(result.improvedContent).toBe(improveText(page.text).improvedContent);
    }
  });
});
