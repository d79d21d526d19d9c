// Keyword display rules of spec §9: score colours, difficulty labels, volume in K.

export type KeywordScoreColor = 'green' | 'yellow' | 'orange' | 'red';
export type DifficultyLabel = 'Very Hard' | 'Hard' | 'Medium' | 'Easy' | 'Very Easy' | 'N/A';

const COLOR_BANDS: readonly [number, KeywordScoreColor][] = [
  [8, 'green'],
  [6, 'yellow'],
  [4, 'orange'],
];

const DIFFICULTY_BANDS: readonly [number, DifficultyLabel][] = [
  [80, 'Very Hard'],
  [60, 'Hard'],
  [40, 'Medium'],
  [20, 'Easy'],
];

/** Spec §9: volume above 1000 is shown in K units with one decimal. */
const VOLUME_K_THRESHOLD = 1000;

export function colorForKeywordScore(score: number): KeywordScoreColor {
  for (const [floor, color] of COLOR_BANDS) if (score >= floor) return color;
  return 'red';
}

export function labelDifficulty(difficulty?: number | null): DifficultyLabel {
  if (difficulty === undefined || difficulty === null || Number.isNaN(difficulty)) return 'N/A';
  for (const [floor, label] of DIFFICULTY_BANDS) if (difficulty >= floor) return label;
  return 'Very Easy';
}

export function formatVolume(volume: number): string {
  if (volume > VOLUME_K_THRESHOLD) return `${(volume / 1000).toFixed(1)}K`;
  return String(volume);
}
