import { assessCriteria, type FittedCriterion } from '../assessments/assess-criteria.ts';
import type { FeatureContribution } from '../assessments/criterion-model.ts';
import { readPage } from '../document/read-page.ts';
import type { FeatureName } from '../measure/measure-page.ts';
import { classifySeverity } from '../rules/classify.ts';
import type { AnalysisImprovement, AnalysisInsight, TextSpan } from '../types.ts';
import featureWords from './feature-words.json' with { type: 'json' };
import { composeInsights } from './insights.ts';
import { type PageFacts, readPageFacts } from './page-facts.ts';
import { chooseSuggestions } from './suggestions.ts';

// The last step of the pipeline (document -> measure -> assessments -> report): the fitted
// criteria's scores, the insights and the suggestions, all from one reading of the page.

/** What each measure is, in a reader's words, for the criteria's evidence lines. */
const FEATURE_WORDS: Record<FeatureName, string> = featureWords.words;

export interface PageReport {
  facts: PageFacts;
  criteria: FittedCriterion[];
  overallScore: number;
  insights: AnalysisInsight[];
  improvements: AnalysisImprovement[];
  /** Where paragraph N of the findings' words stands in the submitted text (index N - 1). */
  paragraphs: (TextSpan | null)[];
}

/**
 * The measures that moved a criterion most, up and down, as its evidence: "raised by filler
 * words (below most pages)" says both which way the score moved and why, where "raised by
 * filler words" alone would read as praise of filler.
 */
export function describeContributions(contributions: FeatureContribution[]): string[] {
  return [...contributions]
    .filter((c) => Math.abs(c.effect) >= 0.02)
    .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect))
    .slice(0, 3)
    .map(
      (c) =>
        `${c.effect > 0 ? 'raised' : 'lowered'} by ${FEATURE_WORDS[c.feature]} (${c.z > 0 ? 'above' : 'below'} most pages)`,
    );
}

/** The scores, insights and suggestions of a text, from one reading of it. */
export function composeReport(text: string): PageReport {
  const tree = readPage(text);
  const { measures, criteria, overall } = assessCriteria(tree);
  const facts = readPageFacts(tree, measures);
  const suggestions = chooseSuggestions(facts);
  const improvements = suggestions.map(({ title, description, anchor }) => ({
    severity: classifySeverity(`${title}: ${description}`),
    title,
    description,
    ...(anchor ? { anchor } : {}),
  }));
  return {
    facts,
    criteria,
    overallScore: overall,
    insights: composeInsights(facts, suggestions),
    improvements,
    paragraphs:
      tree.source === 'html'
        ? []
        : facts.paragraphs.map((index) => {
            const block = tree.blocks[index];
            return block ? { start: block.start, end: block.end } : null;
          }),
  };
}
