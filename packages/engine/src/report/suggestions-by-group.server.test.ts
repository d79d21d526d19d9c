import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-page.ts';
import { GENRE_GROUP_NAMES } from '../measure/classify-genre.ts';
import { measurePage } from '../measure/measure-page.ts';
import { loadCorpus } from '../testing/corpus.server.ts';
import { readPageFacts } from './page-facts.ts';
import {
  chooseSuggestions,
  gateFor,
  gatingGroup,
  NEED_LABELS,
  needProbability,
  SUGGESTION_MODEL,
} from './suggestions.ts';

// Suggestions are gated per genre group: on every corpus page, a type shows only through the
// gate of the group the page is surely read as (else the gate over all pages), so a type hidden
// for a group never shows on the pages surely read as that group.

const facts = loadCorpus()
  .filter((page) => page.split !== null)
  .map((page) => {
    const tree = readPage(page.text);
    return { id: page.id, facts: readPageFacts(tree, measurePage(tree)) };
  });

describe('suggestions gated per genre group', () => {
  it('trusts a genre reading from a stored confidence, and not below it', () => {
    const confidence = SUGGESTION_MODEL.genreConfidence;
    expect(confidence).toBeGreaterThan(0);
    expect(confidence).toBeLessThan(1);
    expect(gatingGroup({ group: 'news', probability: confidence })).toBe('news');
    expect(gatingGroup({ group: 'news', probability: confidence - 0.01 })).toBeNull();
    expect(gateFor(SUGGESTION_MODEL.needs.depth, null)).toBe(SUGGESTION_MODEL.needs.depth);
  });

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
        const gate = gateFor(SUGGESTION_MODEL.needs[suggestion.need], gatingGroup(page.genre));
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
        for (const { id, facts: page } of facts.filter(
          (f) => gatingGroup(f.facts.genre) === group,
        )) {
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
