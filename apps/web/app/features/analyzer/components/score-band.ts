import { type GaugeRating, rateGauge } from '@citable/engine';

/**
 * Spec 4 "Score bands" (analyzer gauge): 80 or more Excellent, 60 to 79 Good, 40 to 59
 * Average, below 40 Needs Improvement. The gauge and every criterion bar share these colours,
 * so 0/100 never looks like 100/100; the number and the band's word stay beside the colour.
 */
const BAND_COLOURS: Record<GaugeRating, { hex: string; bar: string }> = {
  Excellent: { hex: '#15803d', bar: 'bg-green-700' },
  Good: { hex: '#4f46e5', bar: 'bg-indigo-600' },
  Average: { hex: '#b45309', bar: 'bg-amber-700' },
  'Needs Improvement': { hex: '#b91c1c', bar: 'bg-red-700' },
};

export function scoreBand(score: number, max = 100) {
  const rating = rateGauge(score, max);
  return { rating, ...BAND_COLOURS[rating] };
}
