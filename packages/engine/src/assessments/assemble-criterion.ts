import type { CriterionName } from '../criteria.ts';
import type { QualityGate } from './quality-gates.ts';
import { type CriterionAssessment, combineSignals, type Signal } from './signal.ts';

/**
 * A criterion's result from its signals: their weighted mean times the text's quality factor,
 * less the share of keyword stuffing this criterion is penalised by (its `stuffingWeight`).
 */
export function assembleCriterion(
  name: CriterionName,
  signals: Signal[],
  gate: QualityGate,
  stuffingWeight: number,
): CriterionAssessment {
  const factor = gate.factor * (1 - stuffingWeight * gate.stuffing);
  return { name, score: combineSignals(signals, factor), signals, factor };
}
