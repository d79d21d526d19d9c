import { createHash } from 'node:crypto';
import {
  analyzeText,
  extractKeywords,
  improveText,
  type KeywordItem,
  researchTopic,
} from '@citable/engine';
import { LRUCache } from 'lru-cache';
import type { AiProvider, ImproveResult } from '../provider.ts';

/** Splits text into pieces that end at paragraph breaks, for streaming. */
function* paragraphChunks(text: string): Generator<string> {
  const pattern = /[^\n]*(\n+|$)/g;
  for (const match of text.matchAll(pattern)) {
    if (match[0]) yield match[0];
  }
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The engine is deterministic (same text, same answer), so answers are kept for recently seen
 * texts: a user who analyzes, edits back and analyzes again, or improves and then extracts
 * keywords of the same text, gets the stored answer instead of a second computation.
 */
function memoize<T extends object>(compute: (text: string) => T, max: number): (text: string) => T {
  const cache = new LRUCache<string, T>({ max });
  return (text) => {
    const key = createHash('sha256').update(text).digest('base64');
    const cached = cache.get(key);
    if (cached) return cached;
    const value = compute(text);
    cache.set(key, value);
    return value;
  };
}

/**
 * The offline engine (DESIGN.md 4). The system prompt does not steer it: it always follows
 * the shipped method, which is what the default prompts describe.
 */
export function createBuiltinProvider(options: { cacheSize?: number } = {}): AiProvider {
  const max = options.cacheSize ?? 500;
  const analyze = memoize((text) => ({ raw: analyzeText(text) }), max);
  const improve = memoize((text): ImproveResult => improveText(text), max);
  const keywords = memoize(
    (text): { items: KeywordItem[] } => ({ items: extractKeywords(text) }),
    max,
  );
  return {
    name: 'builtin',
    async analyze(content) {
      return analyze(content).raw;
    },
    async improve(content, { onDelta, signal }) {
      const result = improve(content);
      if (onDelta) {
        for (const chunk of paragraphChunks(result.improvedContent)) {
          if (signal?.aborted) break;
          onDelta(chunk);
          // Yield between paragraphs so each reaches the browser as its own event.
          await nextTick();
        }
      }
      return result;
    },
    async extractKeywords(content) {
      return keywords(content).items;
    },
    async researchKeyword(keyword) {
      return researchTopic(keyword);
    },
  };
}
