import type { MeasuredSentence } from '../measure/measure-page.ts';
import { holdsAnswerType } from '../passages/answer-types.ts';
import type { AnswerType } from '../passages/types.ts';
import { hasClassificationWord } from '../rules/classify.ts';
import { quoteSentence } from '../rules/quote.ts';
import type { TextAnchor } from '../types.ts';
import { anchorOf, type PageFacts, plural } from './page-facts.ts';
import fitted from './suggestion-thresholds.json' with { type: 'json' };

// One suggestion type per label of corpus/RATING.md "What the page needs". Each has a need
// value measured on the page (higher: more needed) and is shown only past the threshold that
// scripts/fit-suggestions.ts chose on the training pages, where the raters agreed with it at
// least 80% of the time. A type that never reached 80% there is never shown.

export const NEED_LABELS = [
  'answer-first',
  'specifics',
  'sources',
  'headings',
  'lists',
  'shorter-sentences',
  'cut-filler',
  'questions',
  'depth',
] as const;
export type NeedLabel = (typeof NEED_LABELS)[number];

export interface Suggestion {
  need: NeedLabel;
  /** How strongly the page shows the need, on the scale of its threshold. */
  value: number;
  title: string;
  description: string;
  anchor?: TextAnchor;
}

export interface SuggestionThreshold {
  /** Shown from this need value up; null: never reached 80% precision on the training pages. */
  from: number | null;
  /** Precision and firings on the training pages at that threshold. */
  precision: number;
  fired: number;
}

export const SUGGESTION_THRESHOLDS = fitted.thresholds as Record<NeedLabel, SuggestionThreshold>;

/** A sentence worth quoting as the example: the longest that quotes cleanly. */
function example(sentences: readonly MeasuredSentence[]): MeasuredSentence | undefined {
  return [...sentences]
    .filter((s) => s.words.length >= 6 && quoteSentence(s.text))
    .sort((a, b) => b.words.length - a.words.length)[0];
}

const word = (count: number) => plural(count, 'word');

/** " in paragraph N" when the sentence stands in a numbered paragraph of the text as given. */
function paragraphOf(facts: PageFacts, sentence: MeasuredSentence | undefined): string {
  const paragraph = sentence ? facts.paragraphs.indexOf(sentence.block) + 1 : 0;
  return paragraph > 0 && facts.tree.source !== 'html' ? ` in paragraph ${paragraph}` : '';
}

interface SuggestionType {
  need: (facts: PageFacts) => number;
  compose: (facts: PageFacts) => Omit<Suggestion, 'need' | 'value'> | null;
}

/** Each type's need value reads the page's features; compose says what on this page shows it. */
export const SUGGESTION_TYPES: Record<NeedLabel, SuggestionType> = {
  specifics: {
    need: ({ measures }) => -measures.features.figureSentenceShare,
    compose: (facts) => {
      const sample = example(facts.generalSentences);
      const quoted = sample && quoteSentence(sample.text);
      return {
        title: 'Give the figures, names and dates behind general statements',
        description: `${facts.generalSentences.length} of ${plural(facts.sentences.length, 'sentence')} state no amount, date, name or measured figure${quoted ? `, for example ${quoted}${paragraphOf(facts, sample)}` : ''}. Answer engines quote the sentence that holds the specific fact; replace general claims with the number, the name or the condition.`,
        anchor: sample && anchorOf(facts, sample),
      };
    },
  },
  depth: {
    need: ({ measures }) => -measures.features.logWords,
    compose: (facts) => {
      const aspects = aspectCounts(facts);
      const missing = aspects.filter((aspect) => !aspect.seen);
      const present = aspects.filter((aspect) => aspect.sentences > 0);
      const gaps =
        missing.length > 0
          ? `It gives ${joinWords(missing.map((aspect) => `no ${aspect.name}`))}: where readers of this topic ask about ${missing.length === 1 ? 'it' : 'them'}, add ${missing.length === 1 ? 'it' : 'them'} with the facts.`
          : '';
      const thin =
        present.length > 0
          ? `${missing.length > 0 ? 'What it has is brief: ' : 'Each aspect is brief: '}${joinWords(present.map((aspect) => `${aspect.name} in ${plural(aspect.sentences, 'sentence')}`))}.`
          : '';
      return {
        title: 'Cover more of what readers of this topic ask',
        description:
          `The text has ${word(facts.measures.words)}, short for answering the follow-up questions a reader has. ${[gaps, thin].filter(Boolean).join(' ')}`.trim(),
      };
    },
  },
  'cut-filler': {
    need: ({ measures }) =>
      measures.features.fillerRate +
      measures.features.hypeRate +
      measures.features.exclamationShare / 20,
    compose: (facts) => {
      if (facts.fillerCount === 0) return null;
      // A word the parser reads as praise or as severity ("well", "might") is not quoted.
      const shown = facts.fillerWords
        .filter((w) => !hasClassificationWord(w))
        .slice(0, 4)
        .map((w) => `‘${w}’`)
        .join(', ');
      return {
        title: 'Cut filler and promotional words',
        description: `${plural(facts.fillerCount, 'filler or hype word')} in ${word(facts.measures.words)}${shown ? ` (${shown})` : ''} assert without informing. Remove them or replace them with the fact they stand for.`,
      };
    },
  },
  sources: {
    need: ({ measures }) =>
      measures.features.unsupportedClaimShare +
      measures.features.figureSentenceShare * (1 - Math.min(1, measures.features.externalLinkRate)),
    compose: (facts) => {
      const sample = example(facts.unsourcedFigures);
      const quoted = sample && quoteSentence(sample.text);
      if (!quoted) return null;
      return {
        title: 'Name the source behind your figures',
        description: `${plural(facts.unsourcedFigures.length, 'sentence')} ${facts.unsourcedFigures.length === 1 ? 'gives' : 'give'} a figure without a link or a named source, for example ${quoted}${paragraphOf(facts, sample)}. Say who measured it and link the primary source, so a reader and an answer engine can check it.`,
        anchor: sample && anchorOf(facts, sample),
      };
    },
  },
  lists: {
    need: ({ measures }) =>
      measures.features.longParagraphShare * (measures.features.listShare < 0.05 ? 1 : 0.5),
    compose: (facts) => {
      const longest = facts.tree.blocks
        .map((block, index) => ({ block, index }))
        .filter(({ block }) => block.kind === 'paragraph')
        .sort((a, b) => b.block.text.length - a.block.text.length)[0];
      if (!longest) return null;
      const first = facts.sentences.find((s) => s.block === longest.index);
      const quoted = first && quoteSentence(first.text);
      return {
        title: 'Turn steps and parallel items into a list',
        description: `${facts.lists === 0 ? 'The text has no list, and its' : 'Its'} longest paragraph${quoted ? `, from ${quoted},` : ''} runs to ${word(longest.block.text.split(/\s+/).length)}. Where it walks through steps or options, a numbered or bulleted list lets an answer engine lift them one by one.`,
        anchor: first && anchorOf(facts, first),
      };
    },
  },
  'answer-first': {
    need: ({ measures }) =>
      (1 - measures.features.definitionLead) * (1 - measures.features.specificParagraphShare),
    compose: (facts) => {
      const opening = facts.sentences[0];
      const quoted = opening && quoteSentence(opening.text);
      if (!opening || !quoted) return null;
      return {
        title: 'Open with the direct answer',
        description: `The text opens with ${quoted}, which does not yet say what the subject is or give the main answer. Put a one- or two-sentence answer first, naming the subject, then the detail.`,
        anchor: anchorOf(facts, opening),
      };
    },
  },
  headings: {
    need: ({ measures }) =>
      measures.words >= 300 ? 1 - measures.features.headingDensity : Number.NEGATIVE_INFINITY,
    compose: (facts) => ({
      title: 'Split the text under descriptive headings',
      description: `${word(facts.measures.words)} sit under ${facts.headings.length === 0 ? 'no heading after the title' : `only ${plural(facts.headings.length, 'heading')}`}. A heading that names what each section answers lets an answer engine find the passage for a question.`,
    }),
  },
  questions: {
    need: ({ measures }) =>
      measures.words >= 300 ? 1 - measures.features.questionHeadingShare : Number.NEGATIVE_INFINITY,
    compose: (facts) => ({
      title: 'Phrase headings as the questions readers ask',
      description: `${facts.questionHeadings.length} of ${plural(facts.headings.length, 'heading')} ${facts.questionHeadings.length === 1 ? 'is a question' : 'are questions'}. Headings in the words people type, each answered in the sentence below it, match the questions answer engines are asked.`,
    }),
  },
  'shorter-sentences': {
    need: ({ measures }) =>
      measures.features.meanSentenceWords / 30 + measures.features.longSentenceShare,
    compose: (facts) => {
      const longest = [...facts.sentences].sort((a, b) => b.words.length - a.words.length)[0];
      const quoted = longest && quoteSentence(longest.text);
      if (!longest || longest.words.length < 25) return null;
      return {
        title: 'Shorten the longest sentences',
        description: `Sentences average ${Math.round(facts.measures.features.meanSentenceWords)} words; the longest${quoted ? `, ${quoted},` : ''} has ${longest.words.length}. One fact per sentence is easier to quote on its own.`,
        anchor: anchorOf(facts, longest),
      };
    },
  },
};

/**
 * The aspects readers of most genres ask about, and how many sentences give each. An aspect
 * that shows only outside the prose (a dateline, a heading, a table cell) counts as present,
 * with no sentence: the finding must never call missing what the reader can see.
 */
function aspectCounts(facts: PageFacts): { name: string; sentences: number; seen: boolean }[] {
  const { pack } = facts;
  if (!pack) return [];
  const holds = (types: readonly AnswerType[], text: string) =>
    types.some((type) => holdsAnswerType(type, text, pack));
  const visible = facts.tree.blocks.filter((block) => block.kind !== 'code');
  const aspect = (name: string, types: readonly AnswerType[], extra = 0) => {
    const sentences = facts.sentences.filter((s) => holds(types, s.text)).length + extra;
    return {
      name,
      sentences,
      seen: sentences > 0 || visible.some((block) => holds(types, block.text)),
    };
  };
  return [
    aspect('prices', ['cost']),
    aspect('times or dates', ['duration', 'date']),
    aspect('comparisons', ['comparison'], facts.tables),
  ];
}

function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The suggestions the page shows: every type past its fitted threshold, strongest first. */
export function chooseSuggestions(facts: PageFacts, limit = 5): Suggestion[] {
  const chosen: Suggestion[] = [];
  for (const need of NEED_LABELS) {
    const threshold = SUGGESTION_THRESHOLDS[need];
    if (threshold?.from === null || threshold === undefined) continue;
    const type = SUGGESTION_TYPES[need];
    const value = type.need(facts);
    if (!(value >= threshold.from)) continue;
    const composed = type.compose(facts);
    if (composed) chosen.push({ need, value, ...composed, ...strength(value, threshold) });
  }
  return chosen
    .sort((a, b) => (b as Ranked).rank - (a as Ranked).rank)
    .slice(0, limit)
    .map(({ need, value, title, description, anchor }) => ({
      need,
      value,
      title,
      description,
      ...(anchor ? { anchor } : {}),
    }));
}

interface Ranked extends Suggestion {
  rank: number;
}

/** Rank: how often the raters agreed with this type, times how far past its threshold the page is. */
function strength(value: number, threshold: SuggestionThreshold): { rank: number } {
  return {
    rank: threshold.precision * (1 + Math.min(1, Math.max(0, value - (threshold.from ?? 0)))),
  };
}
