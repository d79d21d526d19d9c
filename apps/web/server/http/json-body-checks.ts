/**
 * Checks a JSON request body must pass before anything walks it (issue 8, finding 6). Both are
 * loops over an explicit position or stack, never recursion, so no body can exhaust the stack:
 * the depth is measured on the raw text before parsing, and the parsed value is then walked
 * with a stack whose size the depth limit already bounds.
 */

/** No request of this API nests deeper than 3 levels; 32 leaves room and refuses abuse. */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * The deepest nesting of objects and arrays in a JSON text, counting only brackets outside
 * strings. Stops scanning as soon as `limit` is passed, so a hostile body costs no more than
 * the prefix that proves it too deep.
 */
export function measureJsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let isInString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isInString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) isInString = false;
    } else if (code === QUOTE) {
      isInString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth--;
    }
  }
  return deepest;
}

export type BodyProblem = 'nul' | 'prototype_key';

/**
 * The first thing in a parsed body that no service may receive: U+0000 anywhere (PostgreSQL
 * text cannot hold it), or a "__proto__" key (no schema has one, and merging such an object
 * into another would change its prototype).
 */
export function findBodyProblem(value: unknown): BodyProblem | undefined {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return 'nul';
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (typeof item === 'object' && item !== null) {
      for (const key of Object.keys(item)) {
        if (key.includes('\u0000')) return 'nul';
        if (key === '__proto__') return 'prototype_key';
        pending.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return undefined;
}
