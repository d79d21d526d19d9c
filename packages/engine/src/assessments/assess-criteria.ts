import { CRITERIA, type CriterionName } from '../criteria.ts';
import { type PageTree, readPage } from '../document/read-page.ts';
import { measurePage, type PageMeasures } from '../measure/measure-page.ts';
import { type CriteriaModel, type FeatureContribution, scoreCriterion } from './criterion-model.ts';
import weights from './criterion-weights.json' with { type: 'json' };

export interface FittedCriterion {
  name: CriterionName;
  score: number;
  contributions: FeatureContribution[];
}

export interface CriteriaAssessment {
  measures: PageMeasures;
  criteria: FittedCriterion[];
  /** The rounded mean of the six, the rule the spec's parser applies (spec §5). */
  overall: number;
}

export const CRITERIA_MODEL = weights as CriteriaModel;

/** The six criteria of a text (or a page already read) from its measurements and the fitted weights. */
export function assessCriteria(
  page: string | PageTree,
  model: CriteriaModel = CRITERIA_MODEL,
): CriteriaAssessment {
  const measures = measurePage(typeof page === 'string' ? readPage(page) : page);
  const criteria = CRITERIA.map((name) => ({
    name,
    ...scoreCriterion(model, name, measures.features),
  }));
  const overall = Math.round(criteria.reduce((sum, c) => sum + c.score, 0) / criteria.length);
  return { measures, criteria, overall };
}
