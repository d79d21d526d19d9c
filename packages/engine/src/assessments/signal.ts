import type { CriterionName } from '../criteria.ts';
import type { Focus } from '../evidence/types.ts';

/** A config's type with its literal numbers widened, so callers can override thresholds. */
export type Widen<T> = T extends number
  ? number
  : T extends string
    ? string
    : { readonly [K in keyof T]: Widen<T[K]> };

/** A suggested change: the title carries no punctuation, so the parser reads it back whole. */
export interface Fix {
  title: string;
  detail: string;
}

/**
 * One measured signal of a criterion. The texts name their evidence; which one reaches the user
 * depends on the score (praise when strong, problem when weak, evidence in between).
 */
export interface Signal {
  id: string;
  weight: number;
  /** 0 to 1. */
  score: number;
  /** Neutral statement of what was measured, against which threshold. */
  evidence: string;
  praise?: string;
  problem?: string;
  fix?: Fix;
  /** Upkeep advice for a signal already at its best. */
  maintain?: Fix;
  /**
   * The one place in the text each of the texts above is about, where it names one: most
   * praise is for the whole text, while the fix for it quotes the sentence to change.
   */
  about?: { [K in 'praise' | 'problem' | 'evidence' | 'fix']?: Focus };
  /** Left neutral: it does not apply to this text's language or kind, so it says nothing. */
  isNeutral?: boolean;
  /** Measured, but what it would ask does not fit this kind of text (measureOnly). */
  isMeasuredOnly?: boolean;
  /**
   * The score from which the signal is met, when lower than the usual praise threshold: an
   * opening that states its point directly scores below one that defines its subject, yet is
   * no fault. From it the finding is praise, never a warning, and no fix is proposed.
   */
  metFrom?: number;
}

export interface CriterionAssessment {
  name: CriterionName;
  score: number;
  signals: Signal[];
  /** What the weighted mean was multiplied by: the quality factor, less any stuffing penalty. */
  factor: number;
}

/**
 * Where a neutral signal sits: halfway, so leaving it out neither lifts a criterion to the few
 * signals left nor sinks it. Dropping its weight instead let one remaining signal decide a
 * criterion (a manual page scored 85 on Conversational Alignment from its opening alone).
 */
export const NEUTRAL_SCORE = 0.5;

/**
 * A signal that does not apply to the text (a measure of English wording on a German text, a
 * question heading in a licence): it counts at NEUTRAL_SCORE, and has no praise, problem or fix.
 */
export function neutralizeSignal(signal: Signal, reason: string): Signal {
  return {
    id: signal.id,
    weight: signal.weight,
    score: NEUTRAL_SCORE,
    evidence: reason,
    isNeutral: true,
  };
}

/**
 * A signal that measures something true of the text but whose advice does not fit its kind:
 * its score and evidence stand, and it states no problem and proposes no fix.
 */
export function measureOnly(signal: Signal): Signal {
  const { problem: _problem, fix: _fix, maintain: _maintain, ...measured } = signal;
  return { ...measured, isMeasuredOnly: true };
}

/** Linear ramp: 0 at `from`, 1 at `to`, clamped; descending when `from` is above `to`. */
export function ramp(value: number, from: number, to: number): number {
  if (from === to) return value >= to ? 1 : 0;
  const position = (value - from) / (to - from);
  return Math.min(1, Math.max(0, position));
}

/** Weighted mean of the signals times the quality factor, as a whole number 0-100. */
export function combineSignals(signals: readonly Signal[], factor: number): number {
  const weights = signals.reduce((sum, signal) => sum + signal.weight, 0);
  if (weights === 0) return 0;
  const mean = signals.reduce((sum, signal) => sum + signal.weight * signal.score, 0) / weights;
  return Math.round(Math.min(1, Math.max(0, mean * factor)) * 100);
}

export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** Lists up to three numbers: "2, 5 and 7", "2, 5, 7 and 3 more". */
export function listNumbers(numbers: readonly number[]): string {
  const shown = numbers.slice(0, 3).map(String);
  if (numbers.length > 3) return `${shown.join(', ')} and ${numbers.length - 3} more`;
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
