import { STOP_WORDS } from '../../packages/engine/src/keywords/stop-words.ts';
import { stem } from '../../packages/engine/src/research/stem.ts';

/** Lowercased word tokens without stop words; `stemmed` for keyword retrieval. */
export function tokenize(text: string, stemmed: boolean): string[] {
  const tokens = text.toLowerCase().match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? [];
  const kept = tokens.filter((token) => !STOP_WORDS.has(token) && token.length > 1);
  return stemmed ? kept.map(stem) : kept;
}
