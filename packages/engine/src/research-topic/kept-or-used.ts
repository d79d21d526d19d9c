import type { WordVectors } from '../semantic/word-vectors.ts';
import { KIND_PHRASES, type KindPhrases } from './kind-phrases.ts';

/**
 * Products that are used rather than kept: a policy or a loan ("home insurance", "mortgage")
 * and media ("video game") need no maintenance and do not wear out, yet were offered
 * "video game maintenance" and "How long does home insurance last?". Such a product's last
 * word is nearer "insurance" or "dvd" than to any other product prototype.
 */
const USED_WORDS = ['insurance', 'dvd'];
const KEPT_WORDS = [
  'device',
  'appliance',
  'equipment',
  'gadget',
  'machine',
  'tool',
  'instrument',
  'clothes',
];

/** "payroll services", "cleaning service": a service is done for its buyer, never maintained. */
const SERVICE_HEAD = /^services?$/;

export function isUsedNotKept(vectors: WordVectors, knownWords: readonly string[]): boolean {
  const head = knownWords.at(-1);
  if (!head) return false;
  if (SERVICE_HEAD.test(head)) return true;
  return vectors.nearestSimilarity(head, USED_WORDS) > vectors.nearestSimilarity(head, KEPT_WORDS);
}

const KEPT = KIND_PHRASES.product;

/** The product phrases, asking where to get it in place of upkeep and wear. */
export const USED_PRODUCT_PHRASES: KindPhrases = {
  ...KEPT,
  longTail: KEPT.longTail.map((item) => (item === '{t} maintenance' ? '{t} deals' : item)),
  questions: KEPT.questions.map((item) =>
    item === 'How long {does} {a} last?' ? 'Where can I get {a}?' : item,
  ),
};
