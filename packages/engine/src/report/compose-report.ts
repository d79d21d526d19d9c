import { assessCriteria, type FittedCriterion } from '../assessments/assess-criteria.ts';
import type { FeatureContribution } from '../assessments/criterion-model.ts';
import { readPage } from '../document/read-page.ts';
import type { FeatureName } from '../measure/measure-page.ts';
import { classifySeverity } from '../rules/classify.ts';
import type { AnalysisImprovement, AnalysisInsight, TextSpan } from '../types.ts';
import { composeInsights } from './insights.ts';
import { type PageFacts, readPageFacts } from './page-facts.ts';
import { chooseSuggestions } from './suggestions.ts';

// The last step of the pipeline (document -> measure -> assessments -> report): the fitted
// criteria's scores, the insights and the suggestions, all from one reading of the page.

/** What each measure is, in a reader's words, for the criteria's evidence lines. */
const FEATURE_WORDS: Record<FeatureName, string> = {
  logWords: 'length',
  meanSentenceWords: 'sentence length',
  longSentenceShare: 'very long sentences',
  headingDensity: 'headings per section of text',
  listShare: 'text in lists',
  hasTable: 'tables',
  longParagraphShare: 'text in very long paragraphs',
  figureSentenceShare: 'sentences with a figure',
  nameSentenceShare: 'sentences with a name',
  specificParagraphShare: 'paragraphs with a specific fact',
  externalLinkRate: 'links to outside sources that name them',
  namedAttributionShare: 'claims attributed to a named source',
  vagueAttributionShare: 'claims attributed to nobody in particular',
  unsupportedClaimShare: 'research claims without a source',
  uncheckedShareClaims: 'percentages with no source to check them by',
  fillerRate: 'filler words',
  hypeRate: 'promotional words',
  secondPersonRate: 'addressing the reader',
  questionHeadingShare: 'question headings',
  answeredQuestionShare: 'questions answered right below',
  definitionLead: 'a definition in the opening',
  stepStructure: 'steps',
  stuffing: 'one term repeated',
  repetition: 'repeated sentences',
  cohesion: 'sentences following on from each other',
  headingFit: 'sections that open on their heading’s subject',
  endsCleanly: 'a complete ending',
  distinctTermRate: 'range of terms',
  termBurstShare: 'a term packed into one sentence',
  topTermLead: 'one term far above all others',
  burstParagraphShare: 'paragraphs with a term packed into one sentence',
  unsourcedParagraphShare: 'paragraphs with a claim no one can check',
  genericSentenceShare: 'general statements',
  paragraphUnity: 'paragraphs that keep to one subject',
  emptySectionShare: 'headings with nothing under them',
  unansweredSectionShare: 'sections with nothing specific under their heading',
  factSentences: 'sentences holding a checkable fact',
  logSentences: 'number of sentences',
  codeSpans: 'code and commands',
  selfReferenceRate: 'talk about the maker (we, our)',
  exclamationShare: 'exclamations',
  functionWordShare: 'words that join a sentence together',
  personalRate: 'a first-person account (I, my)',
  orderEvidence: 'an order where each sentence follows from the last',
};

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
