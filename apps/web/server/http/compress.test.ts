import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compress.ts';

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['deflate', undefined],
  ])('Accept-Encoding %j gives %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
