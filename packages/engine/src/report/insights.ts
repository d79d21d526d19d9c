import { CRITERIA_MODEL } from '../assessments/assess-criteria.ts';
import { standardise } from '../assessments/criterion-model.ts';
import type { PageBlockKind } from '../document/read-page.ts';
import type { FeatureName, MeasuredSentence } from '../measure/measure-page.ts';
import { classifyInsight } from '../rules/classify.ts';
import type { AnalysisInsight, TextAnchor } from '../types.ts';
import { anchorOf, type PageFacts, plural } from './page-facts.ts';
import type { Suggestion } from './suggestions.ts';

// Key insights (spec §9: 3-5 sentences): what the page does better than most training pages,
// what it lacks most, and what the measurement could not read. Each states counts from the page
// itself; praise is given only for something the page has (a count above zero), and the words
// that make the parser read a line as praise or a problem are chosen on purpose (spec §5).

export const INSIGHT_LIMITS = { min: 3, max: 5 } as const;
/** How far above the training pages' mean (in standard deviations) a measure earns praise. */
const PRAISE_FROM = 0.75;
const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
};

interface Praise {
  feature: FeatureName;
  /** Direction in which the measure is good: higher unless said. */
  direction?: -1;
  /** The sentence, or null when the page has nothing to show for it. */
  say: (facts: PageFacts) => string | null;
  /** Where the page shows it: the first instance. */
  at?: (facts: PageFacts) => TextAnchor | undefined;
}

const PRAISE: Praise[] = [
  {
    feature: 'factSentences',
    say: (f) =>
      f.factSentences.length > 0
        ? `Strong on checkable facts: ${f.factSentences.length} of ${plural(f.sentences.length, 'sentence')} give a figure, a date or a name that an answer engine can quote${inParagraph(f, f.factSentences[0])}.`
        : null,
    at: (f) => (f.factSentences[0] ? anchorOf(f, f.factSentences[0]) : undefined),
  },
  {
    feature: 'listShare',
    say: (f) =>
      f.lists > 0
        ? `Good structure for extraction: ${plural(f.lists, 'list')}${f.tables > 0 ? ` and ${plural(f.tables, 'table')}` : ''} ${f.lists + f.tables === 1 ? 'sets' : 'set'} out items a reader can lift one by one.`
        : null,
    at: (f) => blockAnchor(f, 'list'),
  },
  {
    feature: 'hasTable',
    say: (f) =>
      f.tables > 0
        ? `Good use of tables: ${plural(f.tables, 'table')} ${f.tables === 1 ? 'lays' : 'lay'} out comparisons an answer engine can read cell by cell.`
        : null,
    at: (f) => blockAnchor(f, 'table'),
  },
  {
    feature: 'questionHeadingShare',
    say: (f) =>
      f.questionHeadings.length > 0
        ? `Good question-led headings: ${f.questionHeadings.length} of ${plural(f.headings.length, 'heading')} ${f.questionHeadings.length === 1 ? 'asks' : 'ask'} what readers type.`
        : null,
  },
  {
    feature: 'codeSpans',
    say: (f) =>
      f.codeBlocks > 0
        ? `Clear, copyable commands: ${plural(f.codeBlocks, 'code block')} ${f.codeBlocks === 1 ? 'gives' : 'give'} the exact input a reader needs.`
        : null,
    at: (f) => blockAnchor(f, 'code'),
  },
  {
    feature: 'headingFit',
    say: (f) =>
      f.headings.length >= 2
        ? `Headings are clear about their sections: the ${plural(f.headings.length, 'heading')} are echoed in the sentences that follow them.`
        : null,
  },
  {
    feature: 'externalLinkRate',
    say: (f) =>
      f.linkedSites.length > 0
        ? `Good sourcing: links to ${plural(f.linkedSites.length, 'outside site')} (${sitesNamed(f.linkedSites)}) let a reader check the claims.`
        : null,
  },
  {
    feature: 'fillerRate',
    direction: -1,
    say: (f) =>
      f.measures.words >= 150
        ? `Clear, plain wording: ${plural(f.fillerCount, 'filler or hype word')} in ${plural(f.measures.words, 'word')}.`
        : null,
  },
];

/** The problems the suggestions name, said once as an insight each (the strongest two). */
function problemOf(suggestion: Suggestion): string {
  return `Lacking: ${suggestion.title.charAt(0).toLowerCase()}${suggestion.title.slice(1)}.`;
}

function observation(facts: PageFacts): string {
  const { measures } = facts;
  const language = LANGUAGE_NAMES[measures.language];
  const read = language
    ? `Read as ${language} text`
    : `Read as text in a language the analyzer has no word lists for (${measures.language}), so filler, sources and definitions were not measured`;
  return `${read}: ${plural(measures.words, 'word')}, ${plural(measures.sentences, 'sentence')}, ${plural(facts.headings.length, 'heading')} after the title, ${plural(facts.lists, 'list')} and ${plural(facts.tables, 'table')}.`;
}

export function composeInsights(facts: PageFacts, suggestions: Suggestion[]): AnalysisInsight[] {
  const { features } = facts.measures;
  const praised: AnalysisInsight[] = PRAISE.map((praise) => ({
    praise,
    z:
      (praise.direction ?? 1) *
      standardise(features[praise.feature], CRITERIA_MODEL.scales[praise.feature]),
  }))
    .filter(({ z }) => z >= PRAISE_FROM)
    .sort((a, b) => b.z - a.z)
    .flatMap(({ praise }) => {
      const text = praise.say(facts);
      const anchor = text ? praise.at?.(facts) : undefined;
      return text ? [{ type: classifyInsight(text), text, ...(anchor ? { anchor } : {}) }] : [];
    })
    .slice(0, 2);
  const problems = suggestions.slice(0, 2).map((suggestion) => {
    const text = problemOf(suggestion);
    return {
      type: classifyInsight(text),
      text,
      ...(suggestion.anchor ? { anchor: suggestion.anchor } : {}),
    };
  });
  const insights: AnalysisInsight[] = [...praised, ...problems, plain(observation(facts))].slice(
    0,
    INSIGHT_LIMITS.max,
  );
  // Fewer than three: the measures that decided the score most, said as plain observations.
  for (const text of fallbackObservations(facts)) {
    if (insights.length >= INSIGHT_LIMITS.min) break;
    insights.push(plain(text));
  }
  return insights;
}

/** ", the first in paragraph N" when the sentence stands in a numbered paragraph. */
function inParagraph(facts: PageFacts, sentence: MeasuredSentence | undefined): string {
  const paragraph = sentence ? facts.paragraphs.indexOf(sentence.block) + 1 : 0;
  return paragraph > 0 && facts.tree.source !== 'html'
    ? `, the first in paragraph ${paragraph}`
    : '';
}

function plain(text: string): AnalysisInsight {
  return { type: classifyInsight(text), text };
}

/** The first block of a kind, as the passage an insight is about. */
function blockAnchor(facts: PageFacts, kind: PageBlockKind): TextAnchor | undefined {
  if (facts.tree.source === 'html') return undefined;
  const index = facts.tree.blocks.findIndex((b) => b.kind === kind);
  const block = facts.tree.blocks[index];
  if (!block) return undefined;
  const paragraph = facts.paragraphs.indexOf(index) + 1;
  return {
    passage: { start: block.start, end: block.end },
    ...(paragraph > 0 ? { paragraph } : {}),
  };
}

function fallbackObservations(facts: PageFacts): string[] {
  const { sentences, factSentences, unsourcedFigures, measures } = facts;
  return [
    `${factSentences.length} of ${plural(sentences.length, 'sentence')} state a figure, a date or a name.`,
    `${plural(facts.linkedSites.length, 'outside site')} linked by name; ${plural(unsourcedFigures.length, 'sentence')} ${unsourcedFigures.length === 1 ? 'gives' : 'give'} a figure without naming where it comes from.`,
    `Sentences average ${Math.round(measures.features.meanSentenceWords)} words.`,
  ];
}

/** The first few sites, by name, so the writer sees which links were read as sources. */
function sitesNamed(sites: readonly string[]): string {
  const shown = sites.slice(0, 3).join(', ');
  return sites.length > 3 ? `${shown} and ${sites.length - 3} more` : shown;
}
