import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KIND_ROWS, KINDS } from './kind-table.ts';
import { QUESTION_ROWS } from './question-table.ts';

/*
 * The kinds of topic are data: a kind is a row of kind-table.json (its name, intent, searches
 * and how its noun is counted), rows that read it from WordNet, and rows of questions in
 * question-table.json. These properties hold over the whole tables, not one kind.
 */
const folder = new URL('./', import.meta.url);

describe('the kinds of topic are rows of JSON tables', () => {
  it('names each kind once, and reads from WordNet or asks about only kinds it names', () => {
    const named = [...KINDS.keys()];
    expect(new Set(named).size).toBe(named.length);
    expect(named.length).toBeGreaterThanOrEqual(30);
    const unnamed = [
      ...KIND_ROWS.map((row) => row.kind),
      ...QUESTION_ROWS.map((row) => row.kind).filter((kind) => kind !== '*'),
    ].filter((kind) => !KINDS.has(kind));
    expect(unnamed).toEqual([]);
    for (const row of KINDS.values()) expect(row.name.length, row.kind).toBeGreaterThan(3);
  });

  it('gives every kind with an intent of its own a goal and questions of its own', () => {
    const withoutQuestions = [...KINDS.values()]
      .filter((row) => row.intent)
      .filter((row) => !QUESTION_ROWS.some((question) => question.kind === row.kind))
      .map((row) => row.kind);
    expect(withoutQuestions).toEqual([]);
    for (const row of KINDS.values())
      if (row.intent) expect(row.goal, row.kind).toMatch(/^people want /);
  });

  it('keeps the tables in JSON files and no module per kind', () => {
    const files = readdirSync(folder);
    expect(files).toContain('kind-table.json');
    expect(files).toContain('question-table.json');
    const table = JSON.parse(readFileSync(new URL('kind-table.json', folder), 'utf8')) as {
      kinds: unknown[];
      senseRows: unknown[];
    };
    expect(table.kinds.length).toBe(KINDS.size);
    expect(table.senseRows.length).toBe(KIND_ROWS.length);
    // A module named after a kind ("diets.ts", "celebrations.ts") would be code per kind.
    const perKind = files.filter((file) =>
      [...KINDS.keys()].some((kind) => file.replace(/s?\.ts$/, '') === kind),
    );
    expect(perKind).toEqual([]);
  });
});
