import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpuMillis } from '../testing/cpu-time.server.ts';
import { findEnumeration, LIST_GRAMMARS } from './find-enumeration.ts';

const words = (text: string) =>
  text
    .replace(/[,:.!?]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Review item 4: sentences whose commas do not separate parallel items. */
const NOT_LISTS = [
  'Marie Curie was born in Warsaw, Poland, and died in 1934.',
  'We use beans from Brazil, Colombia and Ethiopia.',
  'We use beans from Brazil, Colombia and Ethiopia',
  'A poorly insulated home needs a larger unit, which costs more to buy and run.',
  'The museum is open on Monday, Wednesday and Friday.',
  'Tickets are free for children, students and people over 65.',
  'The guide was written by Anna, Ben and Carl, who all worked at the museum.',
  'The building is old, damp and hard to heat, but visitors love it.',
  'Read the [guide to cold brew, tea and cake](https://example.com/a,b) for details.',
  'You need a grinder, a scale that weighs to 0.1 g and a kettle.',
  'Our team includes Anna Lee, a barista, and Tom Reyes.',
  'The unit needs a fan, a coil and a compressor and a pump.',
  'Installers use Daikin, Mitsubishi and local brands.',
  'He lived in Paris, France, and London.',
  'The plan covers repairs, and parts are cheap, so most owners keep it.',
  'Heat pumps need a well insulated house, since they run at low temperatures, and patience.',
  'Such a system uses less energy, costs less, and lasts longer than a boiler.',
  'The store is used as a database, cache and message broker.',
  'The pass covers entry to the museum, gardens and both cafés.',
  'Use filtered water, not tap water, for the best taste.',
  'Prices are about $4, $5 and $6 per cup.',
  'Cold brew is smooth.',
];

describe('findEnumeration', () => {
  it('splits a lead-in and three items', () => {
    expect(
      findEnumeration('To make it at home you need a big jar, some coffee and a filter.'),
    ).toEqual({
      lead: 'To make it at home you need',
      colon: ':',
      items: ['a big jar', 'some coffee', 'a filter'],
      end: '.',
      isAfterColon: false,
    });
  });

  it('reads an Oxford comma, a colon and "or"', () => {
    expect(findEnumeration('The kit includes a jar, a sieve, and paper filters.')?.items).toEqual([
      'a jar',
      'a sieve',
      'paper filters',
    ]);
    expect(findEnumeration('Choose a roast: light, medium or dark.')).toEqual({
      lead: 'Choose a roast',
      colon: ':',
      items: ['light', 'medium', 'dark'],
      end: '.',
      isAfterColon: true,
    });
    expect(
      findEnumeration(
        'Check three things first: the insulation of your home, the size of your electrical service, and the rebates available in your area.',
      )?.items,
    ).toEqual([
      'the insulation of your home',
      'the size of your electrical service',
      'the rebates available in your area',
    ]);
  });

  it('leaves prose with long clauses alone', () => {
    expect(
      findEnumeration(
        'The drink is smooth, and many people like it because it is less bitter than hot coffee.',
      ),
    ).toBeNull();
    expect(findEnumeration('Grind the beans, stir them in, wait.')).toBeNull();
  });

  it.each(NOT_LISTS)('leaves "%s" as prose', (sentence) => {
    expect(findEnumeration(sentence)).toBeNull();
  });

  it('keeps every word of the sentence, in order, whatever it is given', () => {
    const part = fc.constantFrom(
      'a jar',
      'some coffee',
      'Brazil',
      'beans from Kenya',
      'which costs more',
      'and',
      'or',
      'we need',
      'it includes',
      'such as',
      'the following:',
      'who works there',
      'Poland',
      'died in 1934',
      'water',
    );
    const sentence = fc
      .array(fc.tuple(part, fc.constantFrom(' ', ', ')), { minLength: 2, maxLength: 9 })
      .map(
        (parts) =>
          `${parts
            .map(([text, gap]) => text + gap)
            .join('')
            .replace(/[ ,]+$/, '')}.`,
      );
    fc.assert(
      fc.property(sentence, (text) => {
        const found = findEnumeration(text);
        if (!found) return;
        const listed = words([found.lead, ...found.items].join(' '));
        const input = words(text);
        // Only the one "and" or "or" that closes the list is left out.
        const dropped = input.findIndex((word, index) => word !== listed[index]);
        expect(['and', 'or']).toContain(input[dropped]);
        expect([...input.slice(0, dropped), ...input.slice(dropped + 1)]).toEqual(listed);
        for (const item of found.items) expect(item).not.toMatch(/\b(?:which|who|and|or)\b/);
      }),
      { numRuns: 400 },
    );
  });

  it('lists German and French items only after a colon, joined by the language’s own "and"', () => {
    expect(
      findEnumeration(
        'Für die Installation brauchen Sie: einen Rechner, eine Netzwerkverbindung und zwei Stunden Zeit.',
        LIST_GRAMMARS.German,
      ),
    ).toEqual({
      lead: 'Für die Installation brauchen Sie',
      colon: ':',
      items: ['einen Rechner', 'eine Netzwerkverbindung', 'zwei Stunden Zeit'],
      end: '.',
      isAfterColon: true,
    });
    // French sets a space before the colon; the list keeps it.
    expect(
      findEnumeration(
        'Le paquet contient trois fichiers : le manuel, la FAQ et le journal des modifications.',
        LIST_GRAMMARS.French,
      ),
    ).toEqual({
      lead: 'Le paquet contient trois fichiers',
      colon: ' :',
      items: ['le manuel', 'la FAQ', 'le journal des modifications'],
      end: '.',
      isAfterColon: true,
    });
    // Without a colon the lead would need the language's verbs: left as prose.
    expect(
      findEnumeration(
        'Sie brauchen einen Rechner, eine Netzwerkverbindung und zwei Stunden Zeit.',
        LIST_GRAMMARS.German,
      ),
    ).toBeNull();
    // An item that is a clause ("weil...") is not a list item.
    expect(
      findEnumeration(
        'Wichtig sind: der Rechner, das Netz und weil es schnell geht die Zeit.',
        LIST_GRAMMARS.German,
      ),
    ).toBeNull();
    // English joins mean nothing in German.
    expect(
      findEnumeration('Wichtig sind: der Rechner, das Netz and die Zeit.', LIST_GRAMMARS.German),
    ).toBeNull();
  });

  it('runs in linear time on long inputs', () => {
    const spent = cpuMillis(() => {
      findEnumeration(`We need ${'a, '.repeat(20_000)}and b.`);
      findEnumeration(`${'need '.repeat(20_000)}x, y and z${' '.repeat(50_000)}x`);
    });
    expect(spent).toBeLessThan(1_000);
  });
});
