import type { RawBlock } from '../document/raw-block.ts';
import { FAQ_HEADING, QUESTION_START, SUMMARY_HEADING } from '../research/word-lists.ts';
import type { ImprovementFactors } from '../types.ts';
import { buildFaq } from './build-faq.ts';
import { chooseSummary, isSummaryCandidate } from './choose-summary.ts';
import { IMPROVER_FIXED_TEXT } from './fixed-text.ts';
import { findUnsupportedClaims, markClaim } from './mark-claims.ts';
import { groupParagraphs, nameTopic } from './name-topics.ts';
import { type RawSentence, splitRawSentences } from './raw-sentences.ts';
import { type RawSection, readSections } from './read-sections.ts';
import { type RenderContext, renderList, renderOther, renderParagraph } from './render-blocks.ts';
import { scoreImprovement } from './score-improvement.ts';

const MAX_CLAIMS_LISTED = 10;
/** Below this many words of prose a text gets a short summary or none (review item 12). */
const SHORT_TEXT_WORDS = 150;
const SHORT_SUMMARY_SENTENCES = 2;
/** A section this long without a subheading is split into topics. */
const SPLIT_SECTION_WORDS = 350;
const EMPTY_FACTORS: ImprovementFactors = {
  contentClarity: 0,
  contextRichness: 0,
  semanticRelevance: 0,
  intentCoverage: 0,
};

type Passages = Map<RawBlock, RawSentence[][]>;

function readPassages(sections: readonly RawSection[]): Passages {
  const passages: Passages = new Map();
  let index = 0;
  for (const { blocks } of sections) {
    for (const block of blocks) {
      if (block.kind === 'paragraph') passages.set(block, [splitRawSentences(block.text, index++)]);
      else if (block.kind === 'list')
        passages.set(
          block,
          block.items.map((item) => splitRawSentences(item, index++)),
        );
    }
  }
  return passages;
}

function countWords(block: RawBlock, passages: Passages): number {
  return (passages.get(block) ?? []).flat().reduce((sum, s) => sum + s.sentence.words.length, 0);
}

/** Splits sections without subheadings into topics named with the text's own key phrases. */
function addTopicHeadings(
  sections: RawSection[],
  passages: Passages,
  hasHeadings: boolean,
): RawSection[] {
  const used = new Set<string>();
  return sections.flatMap((section) => {
    const words = section.blocks.map((block) => countWords(block, passages));
    const total = words.reduce((sum, count) => sum + count, 0);
    const groups = groupParagraphs(words);
    if (groups.length < 2 || (hasHeadings && total < SPLIT_SECTION_WORDS)) return [section];
    const level = Math.min(4, (section.heading?.level ?? 1) + 1);
    const split = groups.map((group): RawSection => {
      const blocks = group.map((index) => section.blocks[index] as RawBlock);
      const sentences = blocks.flatMap((block) => (passages.get(block) ?? []).flat());
      const text = nameTopic(sentences, used);
      return { heading: text ? { kind: 'heading', level, text, implicit: false } : null, blocks };
    });
    return section.heading ? [{ heading: section.heading, blocks: [] }, ...split] : split;
  });
}

function renderSection(section: RawSection, passages: Passages, context: RenderContext): string[] {
  const out = section.heading
    ? [`${'#'.repeat(section.heading.level)} ${section.heading.text}`]
    : [];
  for (const block of section.blocks) {
    const passage = passages.get(block);
    if (block.kind === 'paragraph') out.push(...renderParagraph(passage?.[0] ?? [], context));
    else if (block.kind === 'list')
      out.push(renderList(passage ?? [], block.ordered, context, block.start));
    else out.push(renderOther(block));
  }
  return out;
}

/**
 * The answer-first summary. A short text (under 150 words, or one paragraph) that already
 * opens with a sentence able to stand alone needs none; otherwise it gets at most two
 * sentences, taken out of the body so the reader does not read them twice (review item 12).
 */
function summarise(
  sections: RawSection[],
  passages: Passages,
  sentences: readonly RawSentence[],
): RawSentence[] {
  const words = sentences.reduce((sum, { sentence }) => sum + sentence.words.length, 0);
  const paragraphs = sections.flatMap(({ blocks }) => blocks.filter((b) => b.kind === 'paragraph'));
  if (words >= SHORT_TEXT_WORDS && paragraphs.length > 1) return chooseSummary(sentences);
  const [opening] = sentences;
  if (!opening || isSummaryCandidate(opening)) return [];
  const summary = chooseSummary(sentences, SHORT_SUMMARY_SENTENCES);
  if (summary.length === 0) return summary;
  const kept = (block: RawBlock) =>
    (passages.get(block) ?? []).flat().filter((sentence) => !summary.includes(sentence));
  // The rest of the text needs its own heading, of two words or more, so it does not read as
  // part of the summary; without one the text is left as it is.
  const first = sections[0] as RawSection;
  if (!first.heading) {
    const text = nameTopic(first.blocks.flatMap(kept), new Set());
    if (text === null || text.split(' ').length < 2) return [];
    first.heading = { kind: 'heading', level: 2, text, implicit: false };
  }
  for (const block of paragraphs) passages.set(block, [kept(block)]);
  return summary;
}

/**
 * A word that opens a sentence is capitalised by position only, unless it is a name: the text
 * also writes it capitalised inside a sentence, never writes it in lower case, or it is
 * followed by another capitalised word. "Light roasts..." asks "Can light roasts...?", while
 * "Tesla is a carmaker" asks "What is Tesla?".
 */
function createCaseFixer(sentences: readonly RawSentence[]): (phrase: string) => string {
  const names = new Set<string>();
  const lowerWords = new Set<string>();
  for (const { sentence } of sentences) {
    for (const [word] of sentence.text.slice(1).matchAll(/(?<=\s)\p{Lu}[\p{L}'’-]*/gu))
      names.add(word);
    for (const [word] of sentence.text.matchAll(/(?<![\p{L}'’-])\p{Ll}[\p{L}'’-]*/gu))
      lowerWords.add(word);
  }
  return (phrase) => {
    const [first = '', ...rest] = phrase.split(' ');
    const isName =
      names.has(first) ||
      /^\p{Lu}{2,}/u.test(first) ||
      /^\p{Lu}/u.test(rest[0] ?? '') ||
      (rest.length === 0 && !lowerWords.has(first.toLowerCase()));
    return [isName ? first : first.charAt(0).toLowerCase() + first.slice(1), ...rest].join(' ');
  };
}

/**
 * The builtin improver (DESIGN §4): restructures a text without adding facts. It writes an
 * answer-first summary from the text's own sentences, headings per topic, shorter paragraphs,
 * lists from enumerations, an FAQ answered by the text's statements, "[source needed]" after
 * unsourced claims and a list of claims to verify, then scores the result.
 */
export function improveText(text: string): {
  improvedContent: string;
  improvementFactors: ImprovementFactors;
} {
  const input = typeof text === 'string' ? text : '';
  if (input.trim() === '') return { improvedContent: '', improvementFactors: { ...EMPTY_FACTORS } };
  const { title, sections } = readSections(input);
  const passages = readPassages(sections);
  const unsupported = findUnsupportedClaims([...passages.values()].flat());
  const context: RenderContext = { unsupported };
  const paragraphSentences = sections.flatMap(({ blocks }) =>
    blocks.flatMap((block) => (block.kind === 'paragraph' ? (passages.get(block)?.[0] ?? []) : [])),
  );
  const hasHeadings = sections.some((section) => section.heading);
  const out: string[] = title ? [`# ${title.text}`] : [];
  // A text with its own summary or takeaways keeps them instead of getting a second one.
  const hasSummary = sections.some(({ heading }) => heading && SUMMARY_HEADING.test(heading.text));
  const summary = hasSummary ? [] : summarise(sections, passages, paragraphSentences);
  if (summary.length > 0) {
    const shown = summary.map((s) => (unsupported.has(s) ? markClaim(s.raw) : s.raw));
    out.push(`## ${IMPROVER_FIXED_TEXT.summaryHeading}`, shown.join(' '));
  }
  for (const section of addTopicHeadings(sections, passages, hasHeadings))
    out.push(...renderSection(section, passages, context));
  const asked = new Set(
    sections.flatMap(({ heading }) =>
      heading && QUESTION_START.test(heading.text) ? [heading.text] : [],
    ),
  );
  // Sentences outside the summary answer first, so few sentences are stated three times.
  const faqSources = [
    ...paragraphSentences.filter((sentence) => !summary.includes(sentence)),
    ...summary,
  ];
  // A page that is itself an FAQ, or has one, gets no second one.
  const hasFaq = [title, ...sections.map(({ heading }) => heading)].some(
    (heading) => heading && FAQ_HEADING.test(heading.text),
  );
  const faq = hasFaq ? [] : buildFaq(faqSources, createCaseFixer(paragraphSentences), asked);
  if (faq.length >= 2) {
    out.push(`## ${IMPROVER_FIXED_TEXT.faqHeading}`);
    for (const entry of faq) out.push(`### ${entry.question}`, entry.answer);
  }
  if (unsupported.size > 0) {
    const claims = [...unsupported]
      .slice(0, MAX_CLAIMS_LISTED)
      .map((claim) => `- ${claim.sentence.text}`);
    out.push(
      `## ${IMPROVER_FIXED_TEXT.claimsHeading}`,
      IMPROVER_FIXED_TEXT.claimsIntro,
      claims.join('\n'),
    );
  }
  const improvedContent = `${out.join('\n\n')}\n`;
  return { improvedContent, improvementFactors: scoreImprovement(improvedContent) };
}
