import type { Sentence } from '../../document/types.ts';
import type { Focus } from '../../evidence/types.ts';
import { LONG_PARAGRAPH_WORDS } from '../../research/measure-paragraphs.ts';
import { LONG_SENTENCE_WORDS } from '../../research/measure-readability.ts';
import type { Research } from '../../research/types.ts';
import { assembleCriterion } from '../assemble-criterion.ts';
import type { QualityGate } from '../quality-gates.ts';
import { quoteSentence } from '../quote.ts';
import {
  type CriterionAssessment,
  formatNumber,
  listNumbers,
  ramp,
  type Signal,
} from '../signal.ts';
import { SEMANTIC_CLARITY_CONFIG, type SemanticClarityConfig } from './config.ts';

/** The same place for every text of the signal: each one names it. */
function aboutAll(focus: Focus) {
  return { problem: focus, evidence: focus, fix: focus };
}

function where(paragraph: number): string {
  return paragraph > 0 ? ` in paragraph ${paragraph}` : '';
}

/**
 * A sentence's length as the rule judged it. Chinese and Japanese are judged in English words
 * (`segmentedWordScale`), which their writers do not count, so the count is named as such and
 * the characters they do count come with it.
 */
function describeLength(sentence: Sentence, scale: number): string {
  if (scale === 1) return `${sentence.words.length} words`;
  const english = Math.round(sentence.words.length / scale);
  const characters = [...sentence.text.replace(/\s/g, '')].length;
  return `about ${english} words as English would count them; ${characters} characters`;
}

/** Names the unit of the averages when the text's words are not counted as English ones. */
function countedAs(scale: number): string {
  return scale === 1 ? '' : ' (as English would count them)';
}

function scoreSentenceLength(research: Research, config: SemanticClarityConfig): Signal {
  const { averageSentenceWords: average, longSentences, wordScale = 1 } = research.readability;
  const shown = formatNumber(average);
  const unit = countedAs(wordScale);
  const { ideal, worst } = config.sentenceWords;
  // Sentences too short to state a point (a list of words, a changelog's entries) are not
  // "long": they are told so, not to shorten themselves.
  const isFragmented = average < config.fragmentWords;
  const score = isFragmented ? config.fragmentScore : ramp(average, worst, ideal);
  const longest = [...longSentences].sort((a, b) => b.words.length - a.words.length)[0];
  const quoted = longest ? quoteSentence(longest.text) : null;
  return {
    id: 'sentence-length',
    weight: config.weights.sentenceLength,
    score,
    ...(longest
      ? { about: { fix: { sentence: longest.text, paragraph: longest.paragraph } } }
      : {}),
    evidence: `Sentences average ${shown} words${unit} (target: ${ideal} or fewer).`,
    praise: `Sentences are clear and easy to follow, averaging ${shown} words${unit} against a target of ${ideal} or fewer.`,
    problem: isFragmented
      ? `Sentences are fragments: they average ${shown} words${unit}, too few to state a whole point.`
      : `Sentences are weak on readability: they average ${shown} words${unit}, well above the target of ${ideal}.`,
    fix: isFragmented
      ? {
          title: 'Write whole sentences',
          detail: `Sentences average ${shown} words${unit}; join the fragments into sentences that name what they are about and say what it does.`,
        }
      : {
          title: 'Shorten long sentences',
          detail: `Sentences average ${shown} words${unit}; aim for ${ideal} or fewer${longest && quoted ? `, starting with ${quoted}${where(longest.paragraph)} (${describeLength(longest, wordScale)})` : ''}.`,
        },
  };
}

function scoreLongSentences(research: Research, config: SemanticClarityConfig): Signal {
  const { longSentences, sentenceCount, wordScale = 1 } = research.readability;
  const share = sentenceCount > 0 ? longSentences.length / sentenceCount : 0;
  const { ideal, worst } = config.longSentenceShare;
  const first = longSentences[0];
  const quoted = first ? quoteSentence(first.text) : null;
  const paragraphs = [...new Set(longSentences.map((s) => s.paragraph).filter((n) => n > 0))];
  const counted = `${longSentences.length} of ${sentenceCount} sentences run over ${LONG_SENTENCE_WORDS} words${countedAs(wordScale)}`;
  return {
    id: 'long-sentences',
    weight: config.weights.longSentences,
    score: ramp(share, worst, ideal),
    ...(first ? { about: { fix: { sentence: first.text, paragraph: first.paragraph } } } : {}),
    evidence: `${counted} (target: at most ${Math.round(ideal * 100)}% of sentences).`,
    // "only 0 of 5 sentences run over 25 words" read as a reproach (GnuPG's FAQ file).
    praise:
      longSentences.length === 0
        ? `Sentence length is well controlled: none of ${sentenceCount} sentences runs over ${LONG_SENTENCE_WORDS} words${countedAs(wordScale)}.`
        : `Sentence length is well controlled: only ${counted}.`,
    problem: `${counted}, so the clarity is poor${paragraphs.length > 0 ? `; they sit in paragraphs ${listNumbers(paragraphs)}` : ''}.`,
    fix: {
      title: 'Split the longest sentences',
      detail: `${counted}${quoted && first ? `, starting with ${quoted}${where(first.paragraph)}` : ''}; split each at its main clause.`,
    },
  };
}

function scoreReadingEase(research: Research, config: SemanticClarityConfig): Signal {
  const ease = Math.round(research.readability.fleschReadingEase);
  const { worst, ideal } = config.readingEase;
  return {
    id: 'reading-ease',
    weight: config.weights.readingEase,
    score: ramp(ease, worst, ideal),
    evidence: `Flesch reading ease is ${ease} (${ideal} or more reads as plain English).`,
    praise: `The wording is clear: a Flesch reading ease of ${ease} is plain English.`,
    problem: `The wording is hard to read: a Flesch reading ease of ${ease} is poor against a target of ${ideal} or more.`,
    fix: {
      title: 'Use plainer words',
      detail: `Flesch reading ease is ${ease}; swap long words for common ones and cut nested clauses to reach ${ideal}.`,
    },
  };
}

function scoreParagraphLength(research: Research, config: SemanticClarityConfig): Signal {
  const { longParagraphs, count } = research.paragraphs;
  const share = count > 0 ? longParagraphs.length / count : 0;
  const numbers = longParagraphs.map((paragraph) => paragraph.number);
  const longest = [...longParagraphs].sort((a, b) => b.wordCount - a.wordCount)[0];
  const { longParagraphShare: byShare, longestParagraphWords: byLength } = config;
  const score = Math.min(
    ramp(share, byShare.worst, byShare.ideal),
    ramp(longest?.wordCount ?? 0, byLength.worst, byLength.ideal),
  );
  return {
    id: 'paragraph-length',
    weight: config.weights.paragraphLength,
    score,
    ...(longest ? { about: aboutAll({ paragraph: longest.number }) } : {}),
    evidence: `${longParagraphs.length} of ${count} paragraphs run over ${LONG_PARAGRAPH_WORDS} words${longest ? ` (paragraph ${longest.number} has ${longest.wordCount})` : ''}.`,
    praise: `Paragraphs are well sized: none runs over ${LONG_PARAGRAPH_WORDS} words.`,
    problem: `Paragraph${numbers.length === 1 ? '' : 's'} ${listNumbers(numbers)} run${numbers.length === 1 ? 's' : ''} over ${LONG_PARAGRAPH_WORDS} words${longest ? ` (paragraph ${longest.number} has ${longest.wordCount})` : ''}, which makes them weak passages to quote.`,
    fix: {
      title: 'Split long paragraphs',
      detail: longest
        ? `Paragraph ${longest.number} has ${longest.wordCount} words; split paragraphs over ${LONG_PARAGRAPH_WORDS} words where the topic changes.`
        : `Keep paragraphs under ${LONG_PARAGRAPH_WORDS} words.`,
    },
  };
}

function scoreVagueness(research: Research, config: SemanticClarityConfig): Signal {
  const { vagueWords, vagueExamples } = research.readability;
  const per100 = research.wordCount > 0 ? (vagueWords / research.wordCount) * 100 : 0;
  const shown = formatNumber(per100);
  const examples = vagueExamples.map((word) => `‘${word}’`).join(', ');
  return {
    id: 'vagueness',
    weight: config.weights.vagueness,
    score: ramp(per100, config.vaguePer100.worst, config.vaguePer100.ideal),
    evidence: `${shown} filler or hedge words per 100 words${examples ? ` (${examples})` : ''}.`,
    praise: `The language is clear and precise, with ${shown} filler or hedge words per 100 words.`,
    problem: `The wording is weak on precision: ${shown} filler or hedge words per 100 words, such as ${examples}.`,
    fix: {
      title: 'Cut filler words',
      detail: `The text uses ${vagueWords} fillers or hedges such as ${examples || 'these'}; state the fact directly instead.`,
    },
  };
}

export function assessSemanticClarity(
  research: Research,
  gate: QualityGate,
  overrides: Partial<SemanticClarityConfig> = {},
): CriterionAssessment {
  const config = { ...SEMANTIC_CLARITY_CONFIG, ...overrides };
  const signals = [
    scoreSentenceLength(research, config),
    scoreLongSentences(research, config),
    scoreReadingEase(research, config),
    scoreParagraphLength(research, config),
    scoreVagueness(research, config),
  ];
  return assembleCriterion('Semantic Clarity', signals, gate, config.stuffingWeight);
}
