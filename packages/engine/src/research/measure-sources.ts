import type { Document, Sentence } from '../document/types.ts';
import {
  ATTRIBUTION,
  AUTHOR_YEAR,
  EXPERIENCE,
  INSTITUTION,
  INSTITUTION_HINT,
  NAMED_REPORTER,
  NOT_A_NAME,
  NUMBER,
  QUOTATION,
  REPORTING_VERB_HINT,
  SPEECH_VERB,
  STATISTIC,
  YEAR_OR_DATE,
} from './source-patterns.ts';
import type { SourceResearch } from './types.ts';
import { IMPERATIVE_START, SUPERLATIVE_PATTERN } from './word-lists.ts';

const MIN_QUOTED_WORDS = 4;

/** Named sources of one sentence: reporters ("Stanford researchers found") and institutions. */
export function findNamedSources(text: string): string[] {
  const names: string[] = [];
  const hasReporter = REPORTING_VERB_HINT.test(text);
  for (const match of hasReporter ? text.matchAll(NAMED_REPORTER) : []) {
    const name = (match[1] as string).replace(/^The\s+/, '').trim();
    const first = name.split(/\s+/)[0]?.toLowerCase() ?? '';
    if (name.length > 1 && !NOT_A_NAME.has(first)) names.push(name);
  }
  for (const match of INSTITUTION_HINT.test(text) ? text.matchAll(INSTITUTION) : [])
    names.push(match[0].replace(/^The\s+/, '').trim());
  return names;
}

/**
 * A claim carries a number (not a bare year) or a superlative. Instructions ("Grind 200 g of
 * coffee"), questions and table cells state no claim, so they need no source.
 */
export function isClaim(sentence: Sentence): boolean {
  if (sentence.kind === 'table' || sentence.text.trim().endsWith('?')) return false;
  if (IMPERATIVE_START.test(sentence.text.trim())) return false;
  return NUMBER.test(sentence.text) || SUPERLATIVE_PATTERN.test(sentence.text);
}

/** True when a sentence names, cites or links its source (the improver reads this too). */
export function hasSource(sentence: Sentence): boolean {
  return hasAttribution(sentence, findNamedSources(sentence.text));
}

/** A link, a citation mark, a named attribution, or first-hand experience ("in our tests"). */
function hasAttribution(sentence: Sentence, names: readonly string[]): boolean {
  return (
    names.length > 0 ||
    sentence.hasLink ||
    sentence.hasCitation ||
    EXPERIENCE.test(sentence.text) ||
    ATTRIBUTION.test(sentence.text) ||
    AUTHOR_YEAR.test(sentence.text)
  );
}

function readDomain(url: string): string | null {
  return /^https?:\/\/(?:www\.)?([^/:?#]+)/i.exec(url)?.[1]?.toLowerCase() ?? null;
}

function countQuotations(document: Document): { quotations: number; attributed: number } {
  let quotations = 0;
  let attributed = 0;
  for (const sentence of document.sentences) {
    if (sentence.kind === 'quote') continue;
    for (const match of sentence.text.matchAll(QUOTATION)) {
      if ((match[1] as string).trim().split(/\s+/).length < MIN_QUOTED_WORDS) continue;
      quotations++;
      if (SPEECH_VERB.test(sentence.text)) attributed++;
    }
  }
  for (const block of document.blocks) {
    if (block.kind !== 'quote' || block.content.text.split(/\s+/).length < MIN_QUOTED_WORDS)
      continue;
    quotations++;
    if (SPEECH_VERB.test(block.content.text)) attributed++;
  }
  return { quotations, attributed };
}

export function measureSources(document: Document): SourceResearch {
  const sourced = new Set<Sentence>();
  const sourcedPassages = new Set<number>();
  const namedSources = new Set<string>();
  const dates = new Set<string>();
  for (const sentence of document.sentences) {
    const names = findNamedSources(sentence.text);
    if (hasAttribution(sentence, names)) {
      sourced.add(sentence);
      sourcedPassages.add(sentence.passage);
    }
    for (const name of names) namedSources.add(name);
    for (const match of sentence.text.matchAll(YEAR_OR_DATE)) dates.add(match[0]);
  }
  const quotes = countQuotations(document);
  const claims = document.sentences.filter(isClaim);
  const domains = new Set(
    document.links.map((link) => readDomain(link.url)).filter((d) => d !== null),
  );
  return {
    linkCount: document.links.length,
    externalDomains: [...domains],
    citationMarks: document.citationMarks,
    sourcedSentences: [...sourced],
    statisticSentences: document.sentences.filter((sentence) => STATISTIC.test(sentence.text)),
    dates: [...dates],
    quotations: quotes.quotations,
    attributedQuotations: quotes.attributed,
    namedSources: [...namedSources],
    experienceSentences: document.sentences.filter((sentence) => EXPERIENCE.test(sentence.text)),
    claimCount: claims.length,
    unsupportedClaims: claims.filter((sentence) => !sourcedPassages.has(sentence.passage)),
  };
}
