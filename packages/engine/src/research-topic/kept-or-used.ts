import type { WordVectors } from '../semantic/word-vectors.ts';
import { BUSINESS_HEAD } from './classify-topic.ts';
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

export function isUsedNotKept(vectors: WordVectors, knownWords: readonly string[]): boolean {
  const head = knownWords.at(-1);
  if (!head) return false;
  // "payroll services", "seo agency": a service is done for its buyer, never maintained.
  if (knownWords.length > 1 && BUSINESS_HEAD.test(head)) return true;
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

/**
 * A service or a business is chosen and hired, not bought in a shop, nor got like a policy:
 * "What should I look for when buying a law firm?" and "law firm deals" read wrong.
 */
export const SERVICE_PHRASES: KindPhrases = {
  longTail: ['{t} reviews', 'best {t}', '{t} prices', '{t} near me', 'how to choose {a}'],
  questions: [
    'What {is} {a}?',
    'How {does} {a} work?',
    'How much {does} {a} cost?',
    'How do I choose {a}?',
    'What should I ask before hiring {a}?',
  ],
  angles: [
    'How to choose {a}: the criteria that matter, with a comparison table of prices and the date they were checked.',
    'How {a} {works}, step by step, with one quotable sentence per part.',
  ],
};

export function isService(knownWords: readonly string[]): boolean {
  return knownWords.length > 1 && BUSINESS_HEAD.test(knownWords.at(-1)!);
}
