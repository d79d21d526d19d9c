import type { Research } from '../../research/types.ts';
import type { QualityGate } from '../quality-gates.ts';
import { quoteName, quoteSentence } from '../quote.ts';
import {
  type CriterionAssessment,
  combineSignals,
  listNumbers,
  pluralize,
  ramp,
  type Signal,
} from '../signal.ts';
import { RETRIEVABILITY_CONFIG, type RetrievabilityConfig } from './config.ts';
import { scoreOpening } from './score-opening.ts';

function scoreSelfContained(research: Research, config: RetrievabilityConfig): Signal {
  const { selfContained, count, dangling } = research.paragraphs;
  const share = count > 0 ? selfContained.length / count : 0;
  const counted = `${selfContained.length} of ${pluralize(count, 'paragraph')} can stand alone`;
  const danglingNumbers = dangling.map((paragraph) => paragraph.number);
  return {
    id: 'self-contained',
    weight: config.weights.selfContained,
    score: ramp(share, config.selfContainedShare.from, config.selfContainedShare.to),
    evidence: `${counted} (20-200 words, not opening with a word such as ‘this’ or ‘however’).`,
    praise: `Passages are strong on their own: ${counted}, so a retriever can lift them whole.`,
    problem: `Self-contained passages are lacking: ${counted}${danglingNumbers.length > 0 ? `; paragraphs ${listNumbers(danglingNumbers)} open by pointing back` : ''}.`,
    fix: {
      title: 'Make each paragraph stand alone',
      detail:
        danglingNumbers.length > 0
          ? `Paragraphs ${listNumbers(danglingNumbers)} open with a word that points back; name the subject again, and keep each paragraph to 20-200 words.`
          : `${counted}; give each paragraph one point in 20-200 words, naming its subject.`,
    },
  };
}

function scoreDefinitions(research: Research, config: RetrievabilityConfig): Signal {
  const { definitions, opening } = research.retrieval;
  const quoted = definitions[0] ? quoteSentence(definitions[0].text) : null;
  const defined = definitions.length > 0 || opening.kind === 'definition';
  return {
    id: 'definitions',
    weight: config.weights.definitions,
    score: Math.min(1, definitions.length / config.definitionsExpected),
    evidence: `${pluralize(definitions.length, 'sentence')} define${definitions.length === 1 ? 's' : ''} a term.`,
    praise: `Definitions are clear: ${quoted ?? 'the definition'} can be lifted as a direct answer.`,
    problem: defined
      ? `Definitions are insufficient: ${pluralize(definitions.length, 'sentence')} define${definitions.length === 1 ? 's' : ''} a term, against a target of ${config.definitionsExpected}.`
      : `Definitions are missing: no sentence (of ${research.document.sentences.length}) states what the subject is.`,
    // A text that already defines its subject is told to define the other terms, never the subject.
    fix: defined
      ? {
          title: 'Define the other key terms',
          detail: `The text defines its subject${quoted ? ` in ${quoted}` : ''}; define each other key term it relies on in one sentence the same way (${definitions.length} of ${config.definitionsExpected} definitions).`,
        }
      : {
          title: 'Define the key term',
          detail: `State in one sentence what the main subject is, in the form ‘X is a…’; the text has ${pluralize(definitions.length, 'definition')}.`,
        },
  };
}

function scoreDescriptiveHeadings(research: Research, config: RetrievabilityConfig): Signal {
  const { headingCount, genericHeadings } = research.structure;
  const generic = genericHeadings[0] ? quoteName(genericHeadings[0].text) : null;
  const descriptive = headingCount - genericHeadings.length;
  return {
    id: 'descriptive-headings',
    weight: config.weights.descriptiveHeadings,
    score: headingCount === 0 ? 0 : descriptive / headingCount,
    evidence: `${descriptive} of ${pluralize(headingCount, 'heading')} name their topic.`,
    praise: 'Headings are clear and descriptive: each names its topic, which guides retrieval.',
    problem:
      headingCount === 0
        ? `Headings are missing, so a retriever cannot tell where the topics in ${pluralize(research.wordCount, 'word')} begin and end.`
        : `Headings are weak signposts: ${genericHeadings.length} of ${headingCount} are generic${generic ? `, such as ${generic}` : ''}.`,
    fix: {
      title: 'Name the topic in each heading',
      detail:
        headingCount === 0
          ? 'Add headings that say what each section answers; the text has none.'
          : `Rename generic headings${generic ? ` such as ${generic}` : ''} to say what the section answers.`,
    },
  };
}

function scoreExtractable(research: Research, config: RetrievabilityConfig): Signal {
  const { listCount, tableCount } = research.structure;
  const counted = `${pluralize(listCount, 'list')} and ${pluralize(tableCount, 'table')}`;
  return {
    id: 'extractable',
    weight: config.weights.extractable,
    score: Math.min(1, (listCount + tableCount) / config.listsAndTablesExpected),
    evidence: `${counted} hold facts in a form AI search can extract.`,
    praise: `Lists and tables give AI search well-formed facts to extract (${counted}).`,
    fix: {
      title: 'Put key facts in a list or table',
      detail: `Facts in running prose are harder to extract; the text has ${counted}.`,
    },
  };
}

function scoreSummary(research: Research, config: RetrievabilityConfig): Signal {
  const isNeeded = research.wordCount >= config.summaryFromWords;
  const { hasSummary } = research.retrieval;
  return {
    id: 'summary',
    weight: config.weights.summary,
    score: hasSummary || !isNeeded ? 1 : 0,
    evidence: hasSummary
      ? 'A summary section is present.'
      : 'The text has no summary or key-takeaways section.',
    praise: hasSummary ? 'A summary section gives a clear, quotable overview.' : undefined,
    fix: {
      title: 'Add a short summary',
      detail: `Put two or three key points under a ‘Key takeaways’ heading near the top; the text has ${pluralize(research.wordCount, 'word')} and no summary.`,
    },
  };
}

function scoreConcreteness(research: Research, config: RetrievabilityConfig): Signal {
  const total = research.document.sentences.length;
  const concrete = research.retrieval.concreteSentences;
  const counted = `${concrete} of ${pluralize(total, 'sentence')} carry a number, a name or a definition`;
  return {
    id: 'concreteness',
    weight: config.weights.concreteness,
    score:
      total === 0 ? 0 : ramp(concrete / total, config.concreteShare.from, config.concreteShare.to),
    evidence: `${counted}.`,
    praise: `Sentences are concrete and strong retrieval targets: ${counted}.`,
    problem: `Concrete facts are lacking: only ${counted}.`,
    fix: {
      title: 'Make sentences concrete',
      detail: `Replace general statements with specifics such as numbers, names and examples; ${counted}.`,
    },
  };
}

export function assessRetrievability(
  research: Research,
  gate: QualityGate,
  overrides: Partial<RetrievabilityConfig> = {},
): CriterionAssessment {
  const config = { ...RETRIEVABILITY_CONFIG, ...overrides };
  const signals = [
    scoreSelfContained(research, config),
    scoreDefinitions(research, config),
    scoreOpening(research, config.opening, config.weights.answerFirst),
    scoreDescriptiveHeadings(research, config),
    scoreExtractable(research, config),
    scoreSummary(research, config),
    scoreConcreteness(research, config),
  ];
  const factor = gate.factor * (1 - config.stuffingWeight * gate.stuffing);
  return {
    name: 'Retrievability & Extractability',
    score: combineSignals(signals, factor),
    signals,
    factor,
  };
}
