import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-page.ts';
import { GENRE_GROUP_NAMES } from '../measure/classify-genre.ts';
import { measurePage } from '../measure/measure-page.ts';
import { loadCorpus } from '../testing/corpus.server.ts';
import { readPageFacts } from './page-facts.ts';
import {
  chooseSuggestions,
  gateFor,
  NEED_LABELS,
  needProbability,
  SUGGESTION_MODEL,
} from './suggestions.ts';

// Suggestions are gated per genre group: on every corpus page, a type shows only through the
// gate of the group the page is read as, so a type hidden for a group never shows on its pages.

const facts = loadCorpus()
  .filter((page) => page.split !== null)
  .map((page) => {
    const tree = readPage(page.text);
    return { id: page.id, facts: readPageFacts(tree, measurePage(tree)) };
  });

describe('suggestions gated per genre group', () => {
  it('stores for each group either its own gate or none, never a gate below 80% held out', () => {
    for (const need of NEED_LABELS)
      for (const [group, gate] of Object.entries(SUGGESTION_MODEL.needs[need].byGroup)) {
        expect(GENRE_GROUP_NAMES, need).toContain(group);
        if (gate.from === null) continue;
        expect(gate.precision, `${need} ${group}`).toBeGreaterThanOrEqual(0.8);
        expect(gate.fired, `${need} ${group}`).toBeGreaterThanOrEqual(8);
      }
  });

  it('shows a type on a page only past the gate of the page’s group', () => {
    let shown = 0;
    for (const { id, facts: page } of facts)
      for (const suggestion of chooseSuggestions(page, NEED_LABELS.length)) {
        shown++;
        const gate = gateFor(SUGGESTION_MODEL.needs[suggestion.need], page.genre.group);
        expect(gate.from, `${id} ${suggestion.need}`).not.toBeNull();
        expect(suggestion.value, `${id} ${suggestion.need}`).toBeGreaterThanOrEqual(gate.from ?? 1);
      }
    expect(shown).toBeGreaterThan(20);
  });

  it('never shows a type for a group it did not pass, though the type shows elsewhere', () => {
    let hidden = 0;
    for (const need of NEED_LABELS) {
      const model = SUGGESTION_MODEL.needs[need];
      for (const group of GENRE_GROUP_NAMES) {
        if (gateFor(model, group).from !== null) continue;
        for (const { id, facts: page } of facts.filter((f) => f.facts.genre.group === group)) {
          const shows = chooseSuggestions(page, NEED_LABELS.length).some((s) => s.need === need);
          expect(shows, `${id} ${need}`).toBe(false);
          // Pages the type's gate over all pages would have let through: the group's gate hid it.
          if (
            model.from !== null &&
            needProbability(model, need, page.measures.features) >= model.from
          )
            hidden++;
        }
      }
    }
    const passing = NEED_LABELS.filter((need) =>
      GENRE_GROUP_NAMES.some((group) => gateFor(SUGGESTION_MODEL.needs[need], group).from !== null),
    );
    expect(passing.length).toBeGreaterThan(0);
    // The check must have run on pages the group's gate changed something for.
    expect(hidden).toBeGreaterThan(0);
  });
});
