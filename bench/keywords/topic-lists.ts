// Every topic of the keyword bench's lists (bench/keywords/*.json), whatever each file's shape
// (an array, or an object of arrays with "//" notes), once each, in file-name order.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.entries(value)
            .filter(([key]) => key !== '//')
            .flatMap(([, inner]) => strings(inner))
        : [];

export function readTopicLists(folder = import.meta.dirname): string[] {
  return [
    ...new Set(
      readdirSync(folder)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .flatMap((name) => strings(JSON.parse(readFileSync(path.join(folder, name), 'utf8')))),
    ),
  ];
}
