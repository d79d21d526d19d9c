import { describe, expect, it } from 'vitest';
import { findEnumeration } from './find-enumeration.ts';

describe('findEnumeration', () => {
  it('splits a lead-in and three items', () => {
    expect(
      findEnumeration('To make it at home you need a big jar, some coffee and a filter.'),
    ).toEqual({
      lead: 'To make it at home you need',
      items: ['a big jar', 'some coffee', 'a filter'],
      end: '.',
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
      items: ['light', 'medium', 'dark'],
      end: '.',
    });
  });

  it('leaves prose with long clauses alone', () => {
    expect(
      findEnumeration(
        'The drink is smooth, and many people like it because it is less bitter than hot coffee.',
      ),
    ).toBeNull();
    expect(findEnumeration('Grind the beans, stir them in, wait.')).toBeNull();
    expect(findEnumeration('Cold brew is smooth.')).toBeNull();
  });
});
