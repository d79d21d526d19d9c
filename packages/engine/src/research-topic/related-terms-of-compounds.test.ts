import { describe, expect, it } from 'vitest';
import { loadWordVectors } from '../semantic/load-word-vectors.server.ts';
import { cosine } from '../semantic/word-vectors.ts';
import { buildResearch } from './build-research.ts';

const vectors = loadWordVectors();

/**
 * Compound topics, each with terms the vectors put near one of its words only, which a page
 * on the whole topic has no use for (all were offered before: shipping for "container", login
 * screens for "password", bread for "sourdough").
 */
const COMPOUNDS: [topic: string, aboutOnePart: string[]][] = [
  ['container orchestration', ['shipper', 'conveyor', 'intermodal', 'pallets', 'lids', 'tonnage']],
  ['password manager', ['bios', 'numeric', 'url', 'identifier', 'username']],
  ['credit card rewards', ['loans', 'default']],
  ['email marketing', ['pager', 'hotmail', 'voicemail', 'sms']],
  ['sourdough starter', ['latkes', 'buttered', 'lefty', 'reliever']],
  ['chess openings', ['snooker', 'scrabble', 'draughts']],
  ['dog training', ['squirrel', 'monkey', 'rat', 'puppy']],
  ['espresso machine', ['gelato', 'nachos', 'liqueur', 'eggnog', 'absinthe']],
  ['vegetable gardening', ['canola', 'alfalfa']],
  ['marathon training', ['steeplechase', 'clocking']],
];

const READ_AS: Record<string, string> = { 'password manager': 'password program' };

const relatedTerms = (topic: string) =>
  buildResearch(topic, vectors)
    .related.filter((item) => item.kind === 'related term')
    .map((item) => item.keyword);

describe('related terms of a compound topic are about the whole of it', () => {
  it.each(COMPOUNDS)('offers no term of one word alone for %j', (topic, aboutOnePart) => {
    const terms = relatedTerms(topic);
    for (const term of aboutOnePart) expect(terms).not.toContain(term);
    // A program named by what it does is read as a program: the person a "manager" is
    // alone has nothing to do with encryption (0.03), the program has.
    const parts = (READ_AS[topic] ?? topic).split(' ').map((word) => vectors.vector(word)!);
    for (const term of terms) {
      const vector = vectors.vector(term)!;
      // Not unrelated to any word of the topic: near the topic's other words too.
      const nearest = Math.min(...parts.map((part) => cosine(vector, part)));
      expect(nearest, `${term} for ${topic}`).toBeGreaterThan(0.1);
    }
  });

  it('guesses no term when the vectors do not relate the words at all', () => {
    // "container" is a shipping box and "orchestration" an arrangement for orchestra to them.
    expect(relatedTerms('container orchestration')).toEqual([]);
    const research = buildResearch('container orchestration', vectors);
    expect(research.related.length).toBeGreaterThanOrEqual(10);
    expect(research.related.every((item) => item.keyword.includes('container orchestration'))).toBe(
      true,
    );
  });

  it('still finds terms of the whole where the vectors know it', () => {
    expect(relatedTerms('solar panels')).toContain('photovoltaic');
    expect(relatedTerms('mortgage rates')).toEqual(
      expect.arrayContaining(['lenders', 'borrowers']),
    );
    expect(relatedTerms('climate change')).toContain('warming');
  });

  it('reads a kind of photography or painting as a practice, not a person', () => {
    for (const topic of ['wedding photography', 'street photography', 'landscape painting']) {
      const research = buildResearch(topic, vectors);
      expect(research.kind, topic).toBe('practice');
      expect(research.questions.join('\n')).not.toMatch(/^Who is|born\?/m);
    }
    expect(buildResearch('albert einstein', vectors).kind).toBe('person');
    expect(buildResearch('jane austen', vectors).kind).toBe('person');
  });

  it('reads a person’s first name as no part of a compound', () => {
    expect(relatedTerms('albert einstein').length).toBeGreaterThanOrEqual(5);
  });
});
