import { deu, eng, fra, spa } from 'stopword';
import { parse as parseUrl } from 'tldts';
import type { PageBlock, PageLink, PageTree } from '../document/read-page.ts';
import { detectLanguage } from '../languages/detect-language.ts';
import type { LanguagePack } from '../languages/language-pack.ts';
import { findSentenceFacts } from './find-figures.ts';
import { type OrderUnit, orderEvidence } from './measure-order.ts';
import { segmentSentences, segmentWords } from './segment-text.ts';

// Measurements of one page, each a number with a known direction (more is better or worse for
// being retrieved, quoted and cited). The criteria combine them with weights fitted on the
// labelled corpus (scripts/fit-criteria.ts); nothing here decides a score.

export interface MeasuredSentence {
  text: string;
  words: string[];
  /** Index of the block it comes from. */
  block: number;
  figures: number;
  names: number;
  hasLink: boolean;
  /**
   * Leans on research (a study, a survey, experts) for a figure or vaguely, with no link to
   * check it by: a claim to verify, not a fact. A named institute alone is no source a reader
   * can check.
   */
  isUnsourcedClaim: boolean;
}

export interface PageMeasures {
  language: string;
  words: number;
  sentences: number;
  /** Headings after the title. */
  headings: number;
  /** The outside sites the page's named links point to, one per registrable domain. */
  linkedSites: string[];
  features: Record<FeatureName, number>;
  /** The prose sentences measured, in reading order: what insights quote and point at. */
  measured: MeasuredSentence[];
}

export const FEATURE_NAMES = [
  'logWords',
  'meanSentenceWords',
  'longSentenceShare',
  'headingDensity',
  'listShare',
  'hasTable',
  'longParagraphShare',
  'figureSentenceShare',
  'nameSentenceShare',
  'specificParagraphShare',
  'externalLinkRate',
  'namedAttributionShare',
  'vagueAttributionShare',
  'unsupportedClaimShare',
  'uncheckedShareClaims',
  'fillerRate',
  'hypeRate',
  'secondPersonRate',
  'questionHeadingShare',
  'answeredQuestionShare',
  'definitionLead',
  'stepStructure',
  'stuffing',
  'repetition',
  'cohesion',
  'headingFit',
  'endsCleanly',
  'distinctTermRate',
  'termBurstShare',
  'topTermLead',
  'burstParagraphShare',
  'unsourcedParagraphShare',
  'genericSentenceShare',
  'paragraphUnity',
  'emptySectionShare',
  'unansweredSectionShare',
  'factSentences',
  'logSentences',
  'codeSpans',
  'selfReferenceRate',
  'exclamationShare',
  'functionWordShare',
  'personalRate',
  'orderEvidence',
] as const;

export type FeatureName = (typeof FEATURE_NAMES)[number];

const FUNCTION_WORDS: Record<string, Set<string>> = {
  en: new Set(eng),
  de: new Set(deu),
  fr: new Set(fra),
  es: new Set(spa),
};
const ALL_FUNCTION_WORDS = new Set([...eng, ...deu, ...fra, ...spa]);

/** A language-independent key for a content word: its first six letters, lower-cased. */
function termKey(word: string, functionWords: Set<string>): string | null {
  const lower = word.toLowerCase();
  if (lower.length < 4 || functionWords.has(lower) || /\d/.test(lower)) return null;
  return lower.slice(0, 6);
}

function countPhrases(lowerText: string, phrases: readonly string[]): number {
  let count = 0;
  for (const phrase of phrases) {
    let from = 0;
    for (;;) {
      const at = lowerText.indexOf(phrase, from);
      if (at < 0) break;
      const before = lowerText[at - 1];
      const after = lowerText[at + phrase.length];
      if ((!before || !/[\p{L}\d]/u.test(before)) && (!after || !/[\p{L}\d]/u.test(after))) count++;
      from = at + phrase.length;
    }
  }
  return count;
}

function countWordsIn(words: string[], list: ReadonlySet<string>): number {
  let count = 0;
  for (const word of words) if (list.has(word.toLowerCase())) count++;
  return count;
}

const packSets = new WeakMap<
  LanguagePack,
  {
    fillers: Set<string>;
    hype: Set<string>;
    you: Set<string>;
    we: Set<string>;
    i: Set<string>;
    research: Set<string>;
  }
>();
function setsOf(pack: LanguagePack) {
  let sets = packSets.get(pack);
  if (!sets) {
    sets = {
      fillers: new Set(pack.fillers.filter((w) => !w.includes(' '))),
      hype: new Set(pack.hype.filter((w) => !w.includes(' '))),
      you: new Set(pack.secondPerson),
      we: new Set(pack.firstPersonPlural),
      i: new Set(pack.firstPersonSingular),
      research: new Set(pack.researchNouns),
    };
    packSets.set(pack, sets);
  }
  return sets;
}

/** A sentence's opening words, lower-cased, as one string to match phrases at its start. */
function opensWith(words: readonly string[], phrases: ReadonlySet<string>): boolean {
  const first = words[0]?.toLowerCase() ?? '';
  if (phrases.has(first)) return true;
  const two = `${first} ${words[1]?.toLowerCase() ?? ''}`;
  return phrases.has(two) || phrases.has(`${two} ${words[2]?.toLowerCase() ?? ''}`);
}

const openerSets = new WeakMap<
  LanguagePack,
  { back: Set<string>; rank: (words: readonly string[]) => number }
>();
/** The pack's backward openers, and each sequence opener's place (1 for "first"). */
function openersOf(pack: LanguagePack) {
  let sets = openerSets.get(pack);
  if (!sets) {
    // Word segmentation splits "d'abord" and "first of all" into words: phrases are matched
    // as their words joined by spaces.
    const asWords = (phrase: string) =>
      segmentWords(phrase, pack.code)
        .map((w) => w.toLowerCase())
        .join(' ');
    const ranked = pack.sequenceOpeners.map((group) => new Set(group.map(asWords)));
    sets = {
      back: new Set(pack.backwardOpeners.map(asWords)),
      rank: (words) => {
        const at = ranked.findIndex((group) => opensWith(words, group));
        return at < 0 ? 0 : at + 1;
      },
    };
    openerSets.set(pack, sets);
  }
  return sets;
}

/**
 * Overlap of two sentences' terms, each term weighed by its inverse sentence frequency (Sparck
 * Jones): a term in nearly every sentence (the page's subject, or a keyword stuffed everywhere)
 * ties no sentence to its neighbour more than to any other, so it weighs about nothing.
 */
function weightedJaccard(a: Set<string>, b: Set<string>, weight: Map<string, number>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  let union = 0;
  for (const key of a) {
    const w = weight.get(key) ?? 0;
    union += w;
    if (b.has(key)) shared += w;
  }
  for (const key of b) if (!a.has(key)) union += weight.get(key) ?? 0;
  return union > 0 ? shared / union : 0;
}

/** A percentage or an "N out of M" ratio, in the four languages' words for "out of". */
const SHARE = /\d\s?%|\b\d+\s(?:out of|von|sur|de cada)\s\d+\b/iu;
const TERMINAL = /[.!?…。！？:)"”»]\s*$/u;
const EXTERNAL = /^https?:\/\//i;

/**
 * A link a reader can tell the source of: external, and with a text that names something
 * ("Pew Research Center's 2023 survey"), not "here", "source" or "study".
 */
function isNamedLink(link: PageLink, generic: ReadonlySet<string>): boolean {
  if (!EXTERNAL.test(link.url)) return false;
  const text = link.text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .trim();
  return text.length > 0 && !generic.has(text);
}

/**
 * The sites a page's named links point to, by registrable domain (tldts reads the public suffix
 * list, its private part too: docs.gitlab.com and about.gitlab.com are one site, bbc.co.uk is
 * not "co.uk", and alice.github.io is not "github.io"): a vendor's forty links into its own
 * documentation are one place to check, not forty sources. An address with no registrable
 * domain (an IP address, localhost, an intranet name) is no site a reader can check.
 */
export function linkedSitesOf(
  blocks: readonly PageBlock[],
  generic: ReadonlySet<string>,
): string[] {
  const sites = new Set<string>();
  for (const block of blocks) {
    if (block.kind === 'heading') continue;
    for (const link of block.links) {
      if (!isNamedLink(link, generic)) continue;
      const parsed = parseUrl(link.url, { allowPrivateDomains: true });
      if (parsed.domain && !parsed.isIp) sites.add(parsed.domain);
    }
  }
  return [...sites];
}

/** How the page uses its words: in how many sentences each occurs, and which occur lower-case. */
interface PageWords {
  sentencesWith: Map<string, number>;
  lowerCase: Set<string>;
}

function readPageWords(sentences: readonly MeasuredSentence[]): PageWords {
  const sentencesWith = new Map<string, number>();
  const lowerCase = new Set<string>();
  for (const s of sentences) {
    const seen = new Set<string>();
    s.words.forEach((word, at) => {
      const key = word.toLowerCase();
      if (at > 0 && word === key) lowerCase.add(key);
      seen.add(key);
    });
    for (const key of seen) sentencesWith.set(key, (sentencesWith.get(key) ?? 0) + 1);
  }
  return { sentencesWith, lowerCase };
}

/**
 * Does the sentence name a source a reader can look up? It must hold a specific name: a
 * capitalised word inside the sentence that is no institution word ("Global", "Institute"),
 * that the page never writes as a common word, and that is not one of the page's own running
 * terms. "A study by the Global Sourdough Institute" on a page about sourdough names nobody;
 * "HubSpot's Marketing Statistics" or "Niny Rao at Thomas Jefferson University" names someone.
 * German capitalises every noun and joins them into compounds, so there a name is a run of two
 * capitalised words, and a word holding an institution word ("Forschungsrats", "Instituts") is
 * none: "des Ethereum Forschungsrats" names nobody, "Robert Koch-Institut" does.
 */
function namesSource(s: MeasuredSentence, pack: LanguagePack, page: PageWords): boolean {
  const institution = institutionSetOf(pack);
  const german = pack.code === 'de';
  const capitalised = (word: string | undefined) => word !== undefined && /^\p{Lu}/u.test(word);
  return s.words.some((word, at) => {
    if (at === 0 || !capitalised(word)) return false;
    const key = word.toLowerCase().replace(/['’]s$/u, '');
    if (institution.has(key) || FUNCTION_WORDS[pack.code]?.has(key)) return false;
    if (german) {
      if (!capitalised(s.words[at + 1]) && (at < 2 || !capitalised(s.words[at - 1]))) return false;
      for (const part of institution) if (key.includes(part)) return false;
    } else if (page.lowerCase.has(key)) return false;
    return (page.sentencesWith.get(key) ?? 0) <= 2;
  });
}

const institutionSets = new WeakMap<LanguagePack, Set<string>>();
function institutionSetOf(pack: LanguagePack): Set<string> {
  let set = institutionSets.get(pack);
  if (!set) {
    set = new Set(pack.institutionWords);
    institutionSets.set(pack, set);
  }
  return set;
}

/** A prose unit (a paragraph, a quote or a list item) and the texts of its named links. */
interface ProseUnit {
  text: string;
  block: number;
  linkTexts: string[];
}

function proseBlocks(blocks: PageBlock[], generic: ReadonlySet<string>): ProseUnit[] {
  const units: ProseUnit[] = [];
  for (const [index, block] of blocks.entries()) {
    const named = block.links.filter((link) => isNamedLink(link, generic)).map((l) => l.text);
    if (block.kind === 'paragraph' || block.kind === 'quote')
      units.push({ text: block.text, block: index, linkTexts: named });
    else if (block.kind === 'list')
      for (const item of block.items)
        units.push({
          text: item,
          block: index,
          linkTexts: named.filter((text) => item.includes(text)),
        });
  }
  return units;
}

export function measurePage(tree: PageTree): PageMeasures {
  const blocks = tree.blocks;
  const allText = blocks
    .filter((b) => b.kind !== 'code')
    .map((b) => b.text)
    .join('\n');
  const { code, pack } = detectLanguage(allText);
  const locale = pack?.code ?? 'en';
  const functionWords = FUNCTION_WORDS[locale] ?? ALL_FUNCTION_WORDS;

  const sentences: MeasuredSentence[] = [];
  const genericLinks = new Set(pack?.genericLinkTexts ?? []);
  for (const unit of proseBlocks(blocks, genericLinks)) {
    for (const text of segmentSentences(unit.text, pack, locale)) {
      const words = segmentWords(text, locale);
      if (words.length === 0) continue;
      const facts = findSentenceFacts(text, words, pack, functionWords);
      sentences.push({
        text,
        words,
        block: unit.block,
        // The link must sit in the sentence itself: a paragraph's one link does not source
        // every claim around it.
        hasLink: unit.linkTexts.some((linkText) => text.includes(linkText)),
        isUnsourcedClaim: false,
        ...facts,
      });
    }
  }

  const headingBlocks = blocks.filter((b) => b.kind === 'heading');
  const titleIsFirst = blocks[0]?.kind === 'heading';
  const bodyHeadings = titleIsFirst ? headingBlocks.slice(1) : headingBlocks;
  const headingWords = headingBlocks.reduce(
    (sum, b) => sum + segmentWords(b.text, locale).length,
    0,
  );
  const tableWords = blocks
    .filter((b) => b.kind === 'table')
    .reduce((sum, b) => sum + segmentWords(b.text, locale).length, 0);
  const proseWords = sentences.reduce((sum, s) => sum + s.words.length, 0);
  const words = proseWords + headingWords + tableWords;
  const allWords = sentences.flatMap((s) => s.words);
  const lowerText = sentences.map((s) => s.text.toLowerCase()).join('\n');
  const n = Math.max(1, sentences.length);
  const perWord = (count: number) => count / Math.max(1, allWords.length);

  // Structure.
  const listWords = sentences
    .filter((s) => blocks[s.block]?.kind === 'list')
    .reduce((sum, s) => sum + s.words.length, 0);
  const paragraphWords = new Map<number, number>();
  for (const s of sentences)
    if (blocks[s.block]?.kind === 'paragraph')
      paragraphWords.set(s.block, (paragraphWords.get(s.block) ?? 0) + s.words.length);
  let longParagraphWords = 0;
  for (const count of paragraphWords.values()) if (count > 150) longParagraphWords += count;

  // Evidence.
  const sentencesWith = (test: (s: MeasuredSentence) => boolean) =>
    sentences.filter(test).length / n;
  // Links a reader can tell the source of: a link whose text names nothing ("source", "study")
  // is what invented evidence is made of, and pays nothing. Counted by site: how many places a
  // reader can check, not how often the page links into one of them.
  const linkedSites = linkedSitesOf(blocks, genericLinks);

  let named = 0;
  let vague = 0;
  let unsupported = 0;
  let uncheckedShares = 0;
  // Prose blocks holding a claim the reader cannot check: one invented study taints the
  // paragraph it sits in, whatever the paragraph's length, so the share of paragraphs reads the
  // same on a short page and a long one.
  const unsourcedBlocks = new Set<number>();
  let fillers = 0;
  let hype = 0;
  let you = 0;
  let we = 0;
  let personal = 0;
  if (pack) {
    const sets = setsOf(pack);
    const pageWords = readPageWords(sentences);
    for (const s of sentences) {
      const lower = s.text.toLowerCase();
      const cue =
        countPhrases(lower, pack.attributionCues) + countPhrases(lower, pack.reportingVerbs);
      const isVague = countPhrases(lower, pack.vagueAttributions) > 0;
      const leansOnResearch = s.words.some((w) => sets.research.has(w.toLowerCase()));
      // "Experts agree" or "studies show" names nobody to check, link or not; research
      // with a link or a name a reader can look up ("HubSpot's Marketing Statistics") is
      // sourced.
      s.isUnsourcedClaim =
        isVague || (leansOnResearch && !s.hasLink && !namesSource(s, pack, pageWords));
      if (isVague) vague++;
      else if (cue > 0 && (s.hasLink || (s.names > 0 && !s.isUnsourcedClaim))) named++;
      if (s.isUnsourcedClaim) unsupported++;
      // A share or a ratio ("87%", "9 out of 10") is a measurement someone made: without a
      // link or a name to check it by, the reader has only the page's word for it.
      const uncheckedShare = SHARE.test(s.text) && !s.hasLink && !namesSource(s, pack, pageWords);
      if (uncheckedShare) uncheckedShares++;
      if (isVague || s.isUnsourcedClaim || uncheckedShare) unsourcedBlocks.add(s.block);
    }
    fillers =
      countWordsIn(allWords, sets.fillers) +
      countPhrases(
        lowerText,
        pack.fillers.filter((w) => w.includes(' ')),
      );
    hype =
      countWordsIn(allWords, sets.hype) +
      countPhrases(
        lowerText,
        pack.hype.filter((w) => w.includes(' ')),
      );
    you = countWordsIn(allWords, sets.you);
    we = countWordsIn(allWords, sets.we);
    personal = countWordsIn(allWords, sets.i);
  }

  // A figure or a name inside a claim that leans on nobody a reader can check is not a fact the
  // page gives: "87% of people, says a 2023 study" is what invented evidence looks like.
  const isSpecific = (s: MeasuredSentence) => s.figures + s.names > 0 && !s.isUnsourcedClaim;
  const blockHasSpecifics = new Map<number, boolean>();
  for (const s of sentences)
    if (blocks[s.block]?.kind === 'paragraph')
      blockHasSpecifics.set(s.block, (blockHasSpecifics.get(s.block) ?? false) || isSpecific(s));
  const specificParagraphs = [...blockHasSpecifics.values()].filter(Boolean).length;

  // Questions and answers.
  // The title counts: a page titled by the question it answers ("What is my credit score?") is
  // written for that question.
  const questionHeadings = headingBlocks.filter((b) => b.text.trim().endsWith('?'));
  let answered = 0;
  for (const heading of questionHeadings) {
    const index = blocks.indexOf(heading);
    const answer = sentences.find((s) => s.block > index);
    if (answer && answer.block <= index + 2 && isSpecific(answer)) answered++;
  }
  const copulas = pack?.copulas ?? [];
  const definitionLead = sentences
    .slice(0, 3)
    .some((s) => s.words.length >= 5 && countPhrases(s.text.toLowerCase(), copulas) > 0)
    ? 1
    : 0;
  const orderedList = blocks.some((b) => b.kind === 'list' && b.ordered && b.items.length >= 3);
  const stepCues = pack ? countPhrases(lowerText, pack.stepCues) : 0;

  // Repetition and order.
  const termCounts = new Map<string, number>();
  let contentWords = 0;
  const sentenceKeys: Set<string>[] = sentences.map((s) => {
    const keys = new Set<string>();
    for (const word of s.words) {
      const key = termKey(word, functionWords);
      if (!key) continue;
      keys.add(key);
      contentWords++;
      termCounts.set(key, (termCounts.get(key) ?? 0) + 1);
    }
    return keys;
  });
  const topTerm = Math.max(0, ...termCounts.values());
  // Word frequencies fall off by rank (Zipf): in prose the top term occurs about twice as often as
  // the second; a stuffed keyword stands far above the page's own distribution.
  const [first = 0, second = 0] = [...termCounts.values()].sort((a, b) => b - a);
  const topTermLead = contentWords >= 20 ? Math.log((first + 1) / (second + 1)) : 0;
  // A sentence that uses one term three times or more: how stuffing reads, rare in real prose.
  // Counted per sentence and per prose block: stuffing spread over the page puts a burst in most
  // paragraphs, while a real page's one dense sentence (a product name said three times) sits in
  // one; a share of sentences shrinks with a long page's length, a share of paragraphs does not.
  const burstBlocks = new Set<number>();
  const bursts = sentences.filter((s) => {
    const counts = new Map<string, number>();
    for (const word of s.words) {
      const key = termKey(word, functionWords);
      if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const isBurst = Math.max(0, ...counts.values()) >= 3;
    if (isBurst) burstBlocks.add(s.block);
    return isBurst;
  }).length;
  const seen = new Set<string>();
  let repeated = 0;
  for (const s of sentences) {
    const key = s.words.join(' ').toLowerCase();
    if (s.words.length >= 4 && seen.has(key)) repeated++;
    seen.add(key);
  }
  const sentencesWithKey = new Map<string, number>();
  for (const keys of sentenceKeys)
    for (const key of keys) sentencesWithKey.set(key, (sentencesWithKey.get(key) ?? 0) + 1);
  const idf = new Map<string, number>();
  for (const [key, count] of sentencesWithKey) idf.set(key, Math.log(sentenceKeys.length / count));
  let near = 0;
  let far = 0;
  let nearPairs = 0;
  let farPairs = 0;
  for (let i = 1; i < sentenceKeys.length; i++) {
    near += weightedJaccard(sentenceKeys[i - 1] ?? new Set(), sentenceKeys[i] ?? new Set(), idf);
    nearPairs++;
    const j = (i * 7 + 3) % sentenceKeys.length;
    if (Math.abs(j - i) > 3) {
      far += weightedJaccard(sentenceKeys[i] ?? new Set(), sentenceKeys[j] ?? new Set(), idf);
      farPairs++;
    }
  }
  const cohesion =
    nearPairs > 0 && farPairs > 0
      ? Math.log((near / nearPairs + 0.02) / (far / farPairs + 0.02))
      : 0;

  // Sentences of one paragraph share more words with each other than with other paragraphs'
  // sentences; shuffled text loses that difference.
  const byBlock = new Map<number, number[]>();
  sentences.forEach((s, i) => {
    if (blocks[s.block]?.kind === 'paragraph')
      byBlock.set(s.block, [...(byBlock.get(s.block) ?? []), i]);
  });
  const groups = [...byBlock.values()].filter((group) => group.length >= 2);
  let within = 0;
  let withinPairs = 0;
  let between = 0;
  let betweenPairs = 0;
  for (const [g, group] of groups.entries()) {
    for (let a = 0; a < group.length; a++)
      for (let b = a + 1; b < group.length && b < a + 4; b++) {
        within += weightedJaccard(
          sentenceKeys[group[a] ?? 0] ?? new Set(),
          sentenceKeys[group[b] ?? 0] ?? new Set(),
          idf,
        );
        withinPairs++;
      }
    const other = groups[(g + Math.ceil(groups.length / 2)) % groups.length];
    if (!other || other === group) continue;
    for (let a = 0; a < Math.min(group.length, 3); a++)
      for (let b = 0; b < Math.min(other.length, 3); b++) {
        between += weightedJaccard(
          sentenceKeys[group[a] ?? 0] ?? new Set(),
          sentenceKeys[other[b] ?? 0] ?? new Set(),
          idf,
        );
        betweenPairs++;
      }
  }
  const paragraphUnity =
    withinPairs >= 3 && betweenPairs >= 3
      ? Math.log((within / withinPairs + 0.02) / (between / betweenPairs + 0.02))
      : 0;

  let fitSum = 0;
  let fitCount = 0;
  for (const heading of bodyHeadings) {
    const index = blocks.indexOf(heading);
    const next = blocks.findIndex((b, i) => i > index && b.kind === 'heading');
    const end = next < 0 ? blocks.length : next;
    const keys = new Set(
      segmentWords(heading.text, locale)
        .map((w) => termKey(w, functionWords))
        .filter((k): k is string => k !== null),
    );
    if (keys.size === 0) continue;
    // The section's opening says what its heading announces.
    const body = new Set<string>();
    let taken = 0;
    sentences.forEach((s, i) => {
      if (s.block > index && s.block < end && taken < 2) {
        for (const key of sentenceKeys[i] ?? []) body.add(key);
        taken++;
      }
    });
    let found = 0;
    for (const key of keys) if (body.has(key)) found++;
    fitSum += found / keys.size;
    fitCount++;
  }

  // Reading order: headings and prose sentences as they come; only paragraph sentences move
  // when the order is tested, as lists and quotes are often independent items.
  const orderUnits: OrderUnit[] = [];
  const openers = pack ? openersOf(pack) : null;
  let nextSentence = 0;
  for (const [index, block] of blocks.entries()) {
    if (block.kind === 'heading') {
      const keys = new Set(
        segmentWords(block.text, locale)
          .map((w) => termKey(w, functionWords))
          .filter((k): k is string => k !== null),
      );
      orderUnits.push({ keys, role: 'heading', block: index });
    }
    while (nextSentence < sentences.length && sentences[nextSentence]?.block === index) {
      const words = sentences[nextSentence]?.words ?? [];
      orderUnits.push({
        keys: sentenceKeys[nextSentence] ?? new Set(),
        role: block.kind === 'paragraph' ? 'prose' : 'fixed',
        block: index,
        opensBack: openers ? opensWith(words, openers.back) : false,
        rank: openers ? openers.rank(words) : 0,
      });
      nextSentence++;
    }
  }

  // A heading with nothing under it before the next heading of its level or above.
  let emptySections = 0;
  for (const heading of bodyHeadings) {
    const index = blocks.indexOf(heading);
    const next = blocks.findIndex(
      (b, i) => i > index && b.kind === 'heading' && b.depth <= heading.depth,
    );
    const end = next < 0 ? blocks.length : next;
    if (!blocks.slice(index + 1, end).some((b) => b.kind !== 'heading')) emptySections++;
  }

  // A section raises what its heading announces; it answers when something under it is specific
  // (a figure or a name not leaning on nobody, a table, code): sections left with general
  // sentences only are what a page with its answers taken out reads like.
  let unanswered = 0;
  let sectionsWithText = 0;
  for (const heading of bodyHeadings) {
    const index = blocks.indexOf(heading);
    const next = blocks.findIndex((b, i) => i > index && b.kind === 'heading');
    const end = next < 0 ? blocks.length : next;
    const own = blocks.slice(index + 1, end);
    if (own.length === 0) continue;
    sectionsWithText++;
    const answers =
      own.some((b) => b.kind === 'table' || b.kind === 'code') ||
      sentences.some((s) => s.block > index && s.block < end && isSpecific(s));
    if (!answers) unanswered++;
  }

  // Commands, code and identifiers a reader can copy: code blocks and inline code spans.
  let codeSpans = 0;
  for (const block of blocks) {
    if (block.kind === 'code') codeSpans++;
    else codeSpans += (tree.text.slice(block.start, block.end).match(/`[^`\n]+`/g) ?? []).length;
  }

  const proseBlockCount = new Set(sentences.map((s) => s.block)).size;
  const lastProse = [...blocks].reverse().find((b) => b.kind === 'paragraph' || b.kind === 'list');
  const features: Record<FeatureName, number> = {
    logWords: Math.log1p(words),
    meanSentenceWords: allWords.length / n,
    longSentenceShare: sentencesWith((s) => s.words.length > 30),
    headingDensity: Math.min(1, bodyHeadings.length / Math.max(1, words / 250)),
    listShare: listWords / Math.max(1, proseWords),
    hasTable: blocks.some((b) => b.kind === 'table') ? 1 : 0,
    longParagraphShare: longParagraphWords / Math.max(1, proseWords),
    figureSentenceShare: sentencesWith((s) => s.figures > 0 && !s.isUnsourcedClaim),
    nameSentenceShare: sentencesWith((s) => s.names > 0 && !s.isUnsourcedClaim),
    specificParagraphShare: specificParagraphs / Math.max(1, blockHasSpecifics.size),
    externalLinkRate: Math.min(1, (linkedSites.length * 500) / Math.max(100, words) / 5),
    namedAttributionShare: named / n,
    vagueAttributionShare: vague / n,
    unsupportedClaimShare: unsupported / n,
    uncheckedShareClaims: Math.log1p(uncheckedShares),
    fillerRate: perWord(fillers),
    hypeRate: perWord(hype),
    secondPersonRate: perWord(you),
    questionHeadingShare: questionHeadings.length / Math.max(1, headingBlocks.length),
    answeredQuestionShare: questionHeadings.length > 0 ? answered / questionHeadings.length : 0,
    definitionLead,
    stepStructure: orderedList || stepCues >= 3 ? 1 : 0,
    stuffing: contentWords >= 20 ? topTerm / contentWords : 0,
    repetition: repeated / n,
    cohesion,
    headingFit: fitCount > 0 ? fitSum / fitCount : 0,
    endsCleanly: lastProse ? (TERMINAL.test(lastProse.text.split('\n').at(-1) ?? '') ? 1 : 0) : 0,
    distinctTermRate: termCounts.size / Math.max(1, Math.sqrt(contentWords)),
    termBurstShare: bursts / n,
    topTermLead,
    burstParagraphShare: burstBlocks.size / Math.max(1, proseBlockCount),
    unsourcedParagraphShare: unsourcedBlocks.size / Math.max(1, proseBlockCount),
    paragraphUnity,
    emptySectionShare: emptySections / Math.max(1, bodyHeadings.length),
    unansweredSectionShare: unanswered / Math.max(1, sectionsWithText),
    genericSentenceShare: sentencesWith((s) => !isSpecific(s) && !s.hasLink),
    factSentences: Math.log1p(sentences.filter(isSpecific).length),
    logSentences: Math.log1p(sentences.length),
    codeSpans: Math.log1p(codeSpans),
    selfReferenceRate: perWord(we),
    exclamationShare: sentencesWith((s) => s.text.trimEnd().endsWith('!')),
    // Prose is held together by function words (about four words in ten); a list of words,
    // lorem ipsum or a keyword dump has few.
    personalRate: perWord(personal),
    orderEvidence: orderEvidence(orderUnits, 0x5eed),
    functionWordShare:
      allWords.filter((w) => functionWords.has(w.toLowerCase())).length /
      Math.max(1, allWords.length),
  };
  return {
    language: code,
    words,
    sentences: sentences.length,
    headings: bodyHeadings.length,
    linkedSites,
    features,
    measured: sentences,
  };
}
