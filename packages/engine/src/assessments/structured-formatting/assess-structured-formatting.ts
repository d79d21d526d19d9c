import type { Research } from '../../research/types.ts';
import { assembleCriterion } from '../assemble-criterion.ts';
import { describeLength } from '../describe-length.ts';
import type { QualityGate } from '../quality-gates.ts';
import { readQuestionLedStructure } from '../question-led-structure.ts';
import { quoteName } from '../quote.ts';
import { type CriterionAssessment, formatNumber, pluralize, ramp, type Signal } from '../signal.ts';
import { STRUCTURED_FORMATTING_CONFIG, type StructuredFormattingConfig } from './config.ts';

function scoreHeadings(research: Research, config: StructuredFormattingConfig): Signal {
  // The questions of a "Q:" FAQ are its headings to a reader.
  const headingCount =
    research.structure.headingCount + (readQuestionLedStructure(research)?.dividers ?? 0);
  // A definition list is scanned by its terms as by subheadings (measure-structure.ts): a
  // manual's forty options do not ask for a heading every 300 words.
  const definitionWords = research.structure.definitionWords ?? 0;
  const words = research.wordCount - definitionWords;
  const expected = Math.max(1, Math.floor(words / config.wordsPerHeading));
  const isShort = words < config.shortText.words;
  const score =
    isShort && headingCount === 0 ? config.shortText.score : Math.min(1, headingCount / expected);
  const counted = `${pluralize(headingCount, 'heading')} for ${pluralize(words, 'word')}${definitionWords > 0 ? ' outside its definition lists' : ''}`;
  return {
    id: 'headings',
    weight: config.weights.headings,
    score,
    evidence: `The text has ${counted}; about one per ${config.wordsPerHeading} words is expected.`,
    praise: `Headings are well used: ${counted}.`,
    problem:
      headingCount === 0
        ? `Headings are missing: the text (${pluralize(words, 'word')}) has no heading to show its topics.`
        : `Headings are insufficient: ${counted}, against about one per ${config.wordsPerHeading} words.`,
    fix: {
      title: 'Add descriptive headings',
      detail: `The text has ${counted}; put a heading above each topic, about every ${config.wordsPerHeading} words (${pluralize(Math.max(1, expected - headingCount), 'more heading')}).`,
    },
  };
}

function scoreSectionLength(research: Research, config: StructuredFormattingConfig): Signal {
  const questionLed = readQuestionLedStructure(research);
  const longestSection = questionLed
    ? { words: questionLed.longest.words, heading: questionLed.longest.question }
    : research.structure.longestSection;
  const { ideal, worst } = config.sectionWords;
  const name = longestSection.heading ? quoteName(longestSection.heading) : null;
  const place =
    longestSection.heading === null
      ? questionLed
        ? 'before the first question'
        : 'before the first heading'
      : name
        ? `under ${name}`
        : 'in one section';
  const stretch = `The longest stretch without a heading runs ${longestSection.words} words ${place}`;
  return {
    id: 'section-length',
    weight: config.weights.sectionLength,
    score: research.wordCount <= ideal ? 1 : ramp(longestSection.words, worst, ideal),
    evidence: `${stretch} (target: ${ideal} or fewer).`,
    praise:
      research.structure.headingCount > 0
        ? `Subheadings are well spread: no section runs over ${ideal} words.`
        : undefined,
    problem: `${stretch}, which makes it poor to scan.`,
    fix: {
      title: 'Break up the longest section',
      detail: `${longestSection.words} words run ${place}; add a subheading at each change of topic, about every ${ideal} words.`,
    },
  };
}

/**
 * Steps told in prose: a sentence that opens on "First", "Then", "Next" or "Finally". Anywhere
 * else the words tell no step: "almost everyone gets it wrong at first" (Valgrind's FAQ).
 */
const STEP_OPENING = /(?:^|[.!?;:]\s+)(?:first(?:ly)?|second(?:ly)?|then|next|finally)\b/i;

/**
 * A series in one sentence: three items or more, the last after "and" or "or" ("a gnode,
 * inode, socket, or vnode"). Three commas across a paragraph are no series: lsof's answers
 * hold as many in clauses and asides, and were told to make lists of them.
 */
const SERIES_END = /\b(?:and|or|und|oder|et|ou|y|o)\b/i;
const ITEM_MAX_WORDS = 6;

function holdsSeries(text: string): boolean {
  // Split, not one regular expression: a series pattern backtracks on a paragraph of
  // thousands of commas (pathological-input.test.ts).
  return text.split(/[.;:!?]/).some((sentence) => {
    const parts = sentence.split(',');
    if (parts.length < 3 || !SERIES_END.test(parts.at(-1) ?? '')) return false;
    const items = parts.slice(1, -1);
    return items.every((item) => item.trim().split(/\s+/).length <= ITEM_MAX_WORDS);
  });
}

/** The first paragraph that enumerates: a series, or steps. */
function findEnumeration(research: Research): number | null {
  const enumerating = research.document.paragraphs.find(
    (p) => holdsSeries(p.text) || STEP_OPENING.test(p.text),
  );
  return enumerating?.number ?? null;
}

function scoreListsAndTables(research: Research, config: StructuredFormattingConfig): Signal {
  const { listCount, tableCount, definitionListCount } = research.structure;
  const { longText, shortText, longTextWords } = config.listsExpected;
  // A manual page's list is its options, set out term by term: once they are a definition
  // list, there are no steps or options left for it to turn into lists.
  const isListedManual = research.substance.kind === 'reference' && definitionListCount > 0;
  const expected = isListedManual ? 1 : research.wordCount >= longTextWords ? longText : shortText;
  const counted = `${pluralize(listCount, 'list')} and ${pluralize(tableCount, 'table')}`;
  // A paragraph is named only when it enumerates: xz's FAQ, all prose, was told to list "the
  // steps, options or comparisons of paragraph 1", its answer on what XZ means.
  const candidate = findEnumeration(research);
  // A short answer with nothing to enumerate has nothing to list: how to pronounce "Valgrind",
  // 37 words, was told to put "the steps, options or comparisons of paragraph 2" in a list.
  const nothingToList = research.substance.kind === 'brief' && candidate === null;
  return {
    id: 'lists-and-tables',
    weight: config.weights.listsAndTables,
    ...(candidate ? { about: { fix: { paragraph: candidate } } } : {}),
    score: nothingToList ? 1 : Math.min(1, (listCount + tableCount) / expected),
    evidence: nothingToList
      ? `The text has ${counted}, and no paragraph enumerates steps or options to list.`
      : `The text has ${counted}; ${expected} or more ${expected === 1 ? 'is' : 'are'} expected at this length.`,
    praise: nothingToList
      ? undefined
      : `Lists and tables are used well: ${counted} break out steps and facts.`,
    problem:
      listCount + tableCount === 0
        ? `Lists and tables are missing: the text (${describeLength(research)}) runs as prose throughout.`
        : `Lists and tables are insufficient: ${counted}, against a target of ${expected}.`,
    fix: {
      title: 'Turn steps and options into lists',
      detail: `The text has ${counted}; put the steps, options or comparisons${candidate ? ` of paragraph ${candidate}` : ''} into a bulleted list or a table.`,
    },
  };
}

function scoreParagraphShape(research: Research, config: StructuredFormattingConfig): Signal {
  const { averageWords, count } = research.paragraphs;
  const shown = formatNumber(averageWords);
  const { ideal, worst } = config.paragraphWords;
  return {
    id: 'paragraph-shape',
    weight: config.weights.paragraphShape,
    score: count === 0 ? 0.8 : ramp(averageWords, worst, ideal),
    evidence: `Paragraphs average ${shown} words (target: ${ideal} or fewer).`,
    praise: `Paragraphs are short and clear, averaging ${shown} words.`,
    problem: `Paragraphs average ${shown} words, which is poor for skimming.`,
    fix: {
      title: 'Shorten paragraphs',
      detail: `Paragraphs average ${shown} words; keep most to three or four sentences, under ${ideal} words.`,
    },
  };
}

function scoreHierarchy(research: Research, config: StructuredFormattingConfig): Signal {
  const { skippedLevels, h1Count, headingCount } = research.structure;
  const extraH1 = Math.max(0, h1Count - 1);
  const score =
    headingCount === 0
      ? config.hierarchyWithoutHeadings
      : Math.max(0, 1 - config.hierarchyPenalty * (skippedLevels + extraH1));
  return {
    id: 'hierarchy',
    weight: config.weights.hierarchy,
    score,
    evidence: `${pluralize(skippedLevels, 'heading skips', 'headings skip')} a level, and the text has ${pluralize(h1Count, 'top-level heading')}.`,
    praise: 'The heading hierarchy is clear: levels follow each other without gaps.',
    problem: `The heading hierarchy is weak: ${pluralize(skippedLevels, 'heading skips', 'headings skip')} a level and there ${h1Count === 1 ? 'is' : 'are'} ${pluralize(h1Count, 'top-level heading')}.`,
    fix: {
      title: 'Order the heading levels',
      detail:
        headingCount === 0
          ? 'Give the text one title, then a second-level heading for each topic.'
          : `${pluralize(skippedLevels, 'heading skips', 'headings skip')} a level and the text has ${pluralize(h1Count, 'top-level heading')}; use one title, then levels two and three in order.`,
    },
  };
}

export function assessStructuredFormatting(
  research: Research,
  gate: QualityGate,
  overrides: Partial<StructuredFormattingConfig> = {},
): CriterionAssessment {
  const config = { ...STRUCTURED_FORMATTING_CONFIG, ...overrides };
  const signals = [
    scoreHeadings(research, config),
    scoreSectionLength(research, config),
    scoreListsAndTables(research, config),
    scoreParagraphShape(research, config),
    scoreHierarchy(research, config),
  ];
  return assembleCriterion('Structured Formatting', signals, gate, config.stuffingWeight);
}
