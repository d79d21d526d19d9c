import { countCodeExamples } from '../../research/count-code-examples.ts';
import type { Research } from '../../research/types.ts';
import { TECHNICAL_DOCUMENTATION } from '../applicability.ts';
import { assembleCriterion } from '../assemble-criterion.ts';
import { describeLength } from '../describe-length.ts';
import type { QualityGate } from '../quality-gates.ts';
import { readQuestionLedStructure } from '../question-led-structure.ts';
import {
  type CriterionAssessment,
  formatNumber,
  measureOnly,
  pluralize,
  ramp,
  type Signal,
} from '../signal.ts';
import { TOPICAL_DEPTH_CONFIG, type TopicalDepthConfig } from './config.ts';

function scoreLength(research: Research, config: TopicalDepthConfig): Signal {
  const words = research.wordCount;
  const length = describeLength(research);
  return {
    id: 'length',
    weight: config.weights.length,
    score: ramp(words, config.words.from, config.words.to),
    evidence: `The text has ${length}; in-depth coverage starts around ${config.words.to} words of prose.`,
    praise: `At ${length}, the text has room for strong coverage.`,
    problem: `The coverage is insufficient: at ${length}, the text leaves little room for subtopics.`,
    fix: {
      title: 'Expand the coverage',
      detail: `At ${length}, the text covers little; add sections on the questions readers ask next, up to about ${config.words.to} words.`,
    },
  };
}

function scoreSections(research: Research, config: TopicalDepthConfig): Signal {
  // Each question of a "Q:" FAQ is a subtopic of its own, as a section under a heading is.
  const sections =
    research.document.sections.filter(
      (section) => section.heading !== null && section.wordCount >= config.sectionMinWords,
    ).length + (readQuestionLedStructure(research)?.dividers ?? 0);
  const counted = `${pluralize(sections, 'section')} of ${config.sectionMinWords} words or more under ${sections === 1 ? 'its' : 'their'} own heading`;
  // The target scales with length, one section per 225 words up to four: file's README.Debian,
  // 134 words with one section of 50, was asked for four.
  const expected = Math.max(
    1,
    Math.min(config.sectionsExpected, Math.round(research.wordCount / config.wordsPerSection)),
  );
  return {
    id: 'subtopics',
    weight: config.weights.sections,
    score: Math.min(1, sections / expected),
    evidence: `The text has ${counted}; the target is ${expected}.`,
    praise: `Coverage is well organised: ${counted}.`,
    problem: `Subtopics are lacking: ${counted}.`,
    fix: {
      title: 'Cover more subtopics',
      detail: `Add sections on related questions; the text has ${counted} (target: ${expected}).`,
    },
  };
}

function scoreVariety(research: Research, config: TopicalDepthConfig): Signal {
  const variety = formatNumber(Math.round(research.vocabulary.lexicalVariety * 100) / 100);
  return {
    id: 'variety',
    weight: config.weights.variety,
    score: ramp(research.vocabulary.lexicalVariety, config.variety.from, config.variety.to),
    evidence: `Lexical variety is ${variety} (share of distinct content words in a moving window of 50; ${config.variety.to} or more is varied).`,
    praise: `Vocabulary is varied, with a lexical variety of ${variety}, a good range.`,
    problem: `Vocabulary range is poor: a lexical variety of ${variety} means the same words recur.`,
    fix: {
      title: 'Vary the vocabulary',
      detail: `Lexical variety is ${variety}; use related terms and synonyms, the words people use when they ask about the topic.`,
    },
  };
}

function scoreVocabulary(research: Research, config: TopicalDepthConfig): Signal {
  const distinct = research.vocabulary.distinctContentWords;
  return {
    id: 'vocabulary',
    weight: config.weights.vocabulary,
    score: ramp(distinct, config.distinctWords.from, config.distinctWords.to),
    evidence: `The text uses ${distinct} distinct content words; ${config.distinctWords.to} or more shows breadth.`,
    praise: `The text draws on ${distinct} distinct content words, a strong sign of breadth.`,
    problem: `Topic vocabulary is insufficient: only ${distinct} distinct content words.`,
    fix: {
      title: 'Use more of the topic’s vocabulary',
      detail: `The text uses ${distinct} distinct content words; name the parts, methods and related ideas of the subject.`,
    },
  };
}

/**
 * Technical documentation whose code already shows its software at work is measured, not asked
 * for more: Hono's README, a program and a quick start, was told to "Add examples" once the
 * advice to use plainer words no longer filled the list.
 */
function scoreExamples(research: Research, config: TopicalDepthConfig): Signal {
  const signal = measureExamples(research, config);
  const showsCode =
    research.substance.isTechnical &&
    TECHNICAL_DOCUMENTATION.includes(research.substance.kind) &&
    countCodeExamples(research.document) > 0;
  return showsCode ? measureOnly(signal) : signal;
}

function measureExamples(research: Research, config: TopicalDepthConfig): Signal {
  const count = research.vocabulary.exampleMarkers;
  return {
    id: 'examples',
    weight: config.weights.examples,
    score: Math.min(1, count / config.examplesExpected),
    evidence: `The text gives ${pluralize(count, 'example')}: code examples and cases marked by ‘for example’, ‘such as’ or ‘including’.`,
    praise: `Examples make the explanation effective: ${pluralize(count, 'example')} illustrate the points.`,
    problem:
      count === 0
        ? `Examples are missing: no ‘for example’ or ‘such as’ illustrates a point in ${describeLength(research)}.`
        : `Examples are insufficient: ${pluralize(count, 'example')} against a target of ${config.examplesExpected}.`,
    fix: {
      title: 'Add examples',
      detail: `Illustrate the main points with concrete cases; the text gives ${pluralize(count, 'example')} (target: ${config.examplesExpected}).`,
    },
  };
}

function scoreSpecifics(research: Research, config: TopicalDepthConfig): Signal {
  const { statisticSentences, namedSources } = research.sources;
  const count = statisticSentences.length + namedSources.length;
  const per100 = research.wordCount > 0 ? (count / research.wordCount) * 100 : 0;
  const shown = formatNumber(Math.round(per100 * 10) / 10);
  return {
    id: 'specifics',
    weight: config.weights.specifics,
    score: ramp(per100, config.specificsPer100.from, config.specificsPer100.to),
    evidence: `The text has ${shown} figures or named sources per 100 words.`,
    praise: `Specifics are strong: ${shown} figures or named sources per 100 words.`,
    problem: `Specific detail is lacking: ${shown} figures or named sources per 100 words.`,
    fix: {
      title: 'Add specific detail',
      detail: `The text has ${shown} figures or named sources per 100 words; add measured figures, names and places.`,
    },
  };
}

export function assessTopicalDepth(
  research: Research,
  gate: QualityGate,
  overrides: Partial<TopicalDepthConfig> = {},
): CriterionAssessment {
  const config = { ...TOPICAL_DEPTH_CONFIG, ...overrides };
  const signals = [
    scoreLength(research, config),
    scoreSections(research, config),
    scoreVariety(research, config),
    scoreVocabulary(research, config),
    scoreExamples(research, config),
    scoreSpecifics(research, config),
  ];
  return assembleCriterion('Topical Depth & Coverage', signals, gate, config.stuffingWeight);
}
