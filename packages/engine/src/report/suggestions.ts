import { type Direction, type FeatureScale, standardise } from '../assessments/criterion-model.ts';
import type { GenreGroup, PageGenre } from '../measure/classify-genre.ts';
import type { FeatureName, MeasuredSentence } from '../measure/measure-page.ts';
import { holdsAnswerType } from '../passages/answer-types.ts';
import type { AnswerType } from '../passages/types.ts';
import { hasClassificationWord } from '../rules/classify.ts';
import { quoteSentence } from '../rules/quote.ts';
import type { TextAnchor } from '../types.ts';
import needFeatures from './need-features.json' with { type: 'json' };
import { anchorOf, type PageFacts, plural } from './page-facts.ts';
import fitted from './suggestion-model.json' with { type: 'json' };

// One suggestion type per label of corpus/RATING.md "What the page needs". Whether a page needs
// it is a small fitted model: a logistic curve of the measures that can show the need, each in
// a fixed direction (NEED_FEATURES), weighed by scripts/fit-suggestions.ts on the training pages
// against the raters' ticks. A type is shown from the probability where, held out of the fit,
// the raters agreed with it at least 80% of the time; a type that never reached 80% there is
// never shown. Where a genre group (measure/classify-genre.ts) has enough training pages, that
// threshold is chosen on the group's pages alone, so a type can be shown for guides and hidden
// for product pages.

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
  /** How likely the raters would say the page needs it (0-1), by the fitted model. */
  value: number;
  title: string;
  description: string;
  anchor?: TextAnchor;
}

/** Which measures can show each need, and which way (1: more of it, more needed). */
// Padding grows with length: the raters asked long pages to be cut far more often, so
// cut-filler reads the length (logWords) too.
export const NEED_FEATURES = needFeatures as Record<
  NeedLabel,
  Partial<Record<FeatureName, Direction>>
>;

/** From which probability a type is shown, and how often the raters agreed there. */
export interface NeedGate {
  /** Shown from this probability up; null: never reached 80% precision held out. */
  from: number | null;
  /** The raters' agreement where it fires, held out of the fit (five folds of the training pages). */
  precision: number;
  fired: number;
}

export interface NeedModel extends NeedGate {
  bias: number;
  /** Non-negative weight of each measure of NEED_FEATURES, applied with its direction. */
  weights: Partial<Record<FeatureName, number>>;
  /**
   * The gate chosen on one genre group's training pages alone; a group with too few pages for
   * its own gate is absent and takes the type's gate above.
   */
  byGroup: Partial<Record<GenreGroup, NeedGate>>;
}

/** The gate a page of `group` passes through for this type; null: the gate over all pages. */
export function gateFor(model: NeedModel, group: GenreGroup | null): NeedGate {
  return (group && model.byGroup[group]) || model;
}

/**
 * The group whose gates a page goes through: the group it is read as, when the reading is as
 * sure as the fit requires (genreConfidence); an unsure reading takes the gates chosen over all
 * pages, as a group's gate was chosen on pages read as that group with that confidence.
 */
export function gatingGroup(
  genre: PageGenre,
  confidence = SUGGESTION_MODEL.genreConfidence,
): GenreGroup | null {
  return genre.probability >= confidence ? genre.group : null;
}

export interface SuggestionModel {
  about: string;
  /**
   * From which probability a page's genre group is trusted for gating: the lowest at which, held
   * out of the genre model's fit, the training pages read that surely were read right 80% of
   * the time.
   */
  genreConfidence: number;
  scales: Partial<Record<FeatureName, FeatureScale>>;
  needs: Record<NeedLabel, NeedModel>;
}

export const SUGGESTION_MODEL = fitted as SuggestionModel;

/** Headings and question headings are advice for a text long enough to have sections. */
const MIN_SECTIONED_WORDS = 300;

/** How likely the raters would tick `need` for a page with these measures (0-1). */
export function needProbability(
  model: Pick<NeedModel, 'bias' | 'weights'>,
  need: NeedLabel,
  features: Record<FeatureName, number>,
  scales: SuggestionModel['scales'] = SUGGESTION_MODEL.scales,
): number {
  let logit = model.bias;
  for (const [feature, direction] of Object.entries(NEED_FEATURES[need]) as [
    FeatureName,
    Direction,
  ][])
    logit +=
      (model.weights[feature] ?? 0) * direction * standardise(features[feature], scales[feature]);
  return 1 / (1 + Math.exp(-logit));
}

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
  /** Whether the advice can hold for the page at all, before its need is weighed. */
  applies?: (facts: PageFacts) => boolean;
  compose: (facts: PageFacts) => Omit<Suggestion, 'need' | 'value'> | null;
}

/** What each type says, from what on this page shows the need; null when nothing does. */
export const SUGGESTION_TYPES: Record<NeedLabel, SuggestionType> = {
  specifics: {
    compose: (facts) => {
      const sample = example(facts.generalSentences);
      const quoted = sample && quoteSentence(sample.text);
      return {
        // No punctuation: the parser reads a title up to its first (spec §5).
        title: 'Give the facts behind general statements',
        description: `${facts.generalSentences.length} of ${plural(facts.sentences.length, 'sentence')} state no amount, date, name or measured figure${quoted ? `, for example ${quoted}${paragraphOf(facts, sample)}` : ''}. Answer engines quote the sentence that holds the specific fact; replace general claims with the number, the name or the condition.`,
        anchor: sample && anchorOf(facts, sample),
      };
    },
  },
  depth: {
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
        description: `${plural(facts.fillerCount, 'filler or hype word')} in ${word(facts.measures.words)}${shown ? ` (${shown})` : ''} ${facts.fillerCount === 1 ? 'asserts without informing. Remove it or replace it with the fact it stands' : 'assert without informing. Remove them or replace them with the facts they stand'} for.`,
      };
    },
  },
  sources: {
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
    applies: ({ measures }) => measures.words >= MIN_SECTIONED_WORDS,
    compose: (facts) => ({
      title: 'Split the text under descriptive headings',
      description: `${word(facts.measures.words)} sit under ${facts.headings.length === 0 ? 'no heading after the title' : `only ${plural(facts.headings.length, 'heading')}`}. A heading that names what each section answers lets an answer engine find the passage for a question.`,
    }),
  },
  questions: {
    applies: ({ measures }) => measures.words >= MIN_SECTIONED_WORDS,
    compose: (facts) => ({
      title: 'Phrase headings as the questions readers ask',
      description: `${facts.questionHeadings.length} of ${plural(facts.headings.length, 'heading')} ${facts.questionHeadings.length === 1 ? 'is a question' : 'are questions'}. Headings in the words people type, each answered in the sentence below it, match the questions answer engines are asked.`,
    }),
  },
  'shorter-sentences': {
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

/** The suggestions the page shows: every type past its threshold for the page's genre group, strongest first. */
export function chooseSuggestions(facts: PageFacts, limit = 5): Suggestion[] {
  const chosen: (Suggestion & { rank: number })[] = [];
  for (const need of NEED_LABELS) {
    const model = SUGGESTION_MODEL.needs[need];
    if (!model) continue;
    const gate = gateFor(model, gatingGroup(facts.genre));
    if (gate.from === null) continue;
    const type = SUGGESTION_TYPES[need];
    if (type.applies && !type.applies(facts)) continue;
    const value = needProbability(model, need, facts.measures.features);
    if (!(value >= gate.from)) continue;
    const composed = type.compose(facts);
    // Rank: how often the raters agreed with this type, times how sure the page needs it.
    if (composed) chosen.push({ need, value, ...composed, rank: gate.precision * value });
  }
  return chosen
    .sort((a, b) => b.rank - a.rank)
    .slice(0, limit)
    .map(({ need, value, title, description, anchor }) => ({
      need,
      value,
      title,
      description,
      ...(anchor ? { anchor } : {}),
    }));
}
