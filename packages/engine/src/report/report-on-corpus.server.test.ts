import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../testing/corpus.server.ts';
import { composeReport } from './compose-report.ts';

// What the report says about real pages must be true of them: a finding that says something is
// missing is checked against the page's raw text by a plain pattern of its own, and a structure
// that is praised exists. Over every rated page of the corpus, in every genre and language.

const pages = loadCorpus().filter((page) => page.rating !== null);
const reports = pages.map((page) => ({ page, report: composeReport(page.text) }));

const ANY_PRICE = /[$€£¥]\s?\d|\d\s?(?:€|\$|£|eur\b|euros?\b|usd\b|dollars?\b)/iu;
const ANY_YEAR = /\b(?:19|20)\d\d\b/u;
/** The words a reader sees: link targets and bare addresses are not part of them. */
const visible = (text: string) => text.replace(/\]\([^)]*\)/g, ']').replace(/https?:\/\/\S+/g, ' ');

describe('the report on the corpus pages', () => {
  it('gives 3 to 5 insights and at most 5 suggestions on every page', () => {
    expect(reports.length).toBeGreaterThan(150);
    for (const { page, report } of reports) {
      expect(report.insights.length, page.id).toBeGreaterThanOrEqual(3);
      expect(report.insights.length, page.id).toBeLessThanOrEqual(5);
      expect(report.improvements.length, page.id).toBeLessThanOrEqual(5);
    }
  });

  it('says a page gives no prices or no dates only when its text has none', () => {
    let checked = 0;
    for (const { page, report } of reports)
      for (const { description } of report.improvements) {
        if (/\bno prices\b/.test(description)) {
          checked++;
          expect(ANY_PRICE.test(visible(page.text)), page.id).toBe(false);
        }
        if (/\bno times or dates\b/.test(description)) {
          checked++;
          expect(ANY_YEAR.test(visible(page.text)), page.id).toBe(false);
        }
      }
    // The depth finding fires on short pages of most genres: the check must have run.
    expect(checked).toBeGreaterThan(10);
  });

  it('praises lists, tables and links only on pages that have them', () => {
    let praised = 0;
    for (const { page, report } of reports)
      for (const { type, text } of report.insights) {
        if (type !== 'positive') continue;
        praised++;
        if (/\d+ lists? /.test(text))
          expect(page.text, page.id).toMatch(/^\s*(?:[-*+]|\d+[.)])\s/m);
        if (/\d+ tables? /.test(text)) expect(page.text, page.id).toMatch(/\|.*\|/);
        const sites = /links to \d+ outside sites? \(([^)]*)\)/.exec(text);
        if (sites) {
          expect(page.text, page.id).toMatch(/https?:\/\//);
          for (const site of (sites[1] ?? '').replace(/ and \d+ more$/, '').split(', '))
            expect(page.text, page.id).toContain(site);
        }
      }
    expect(praised).toBeGreaterThan(20);
  });

  it('quotes as filler only words the page holds', () => {
    let quoted = 0;
    for (const { page, report } of reports)
      for (const { title, description } of report.improvements) {
        if (title !== 'Cut filler and promotional words') continue;
        for (const [, word = ''] of description.matchAll(/‘([^’]+)’/g)) {
          quoted++;
          expect(page.text.toLowerCase(), page.id).toContain(word.toLowerCase());
        }
      }
    expect(quoted).toBeGreaterThan(0);
  });
});
