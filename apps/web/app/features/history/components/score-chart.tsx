/** A small line of a document's scores over its runs, oldest on the left (issue 34). */
export function ScoreChart({ scores }: { scores: (number | null)[] }) {
  const points = scores
    .map((score, index) => ({ score, index }))
    .filter((point): point is { score: number; index: number } => point.score !== null);
  if (points.length < 2) return null;
  const width = 240;
  const height = 60;
  const step = width / Math.max(1, scores.length - 1);
  const y = (score: number) => height - (score / 100) * height;
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${p.index * step},${y(p.score)}`).join(' ');
  return (
    <svg
      width={width}
      height={height + 8}
      viewBox={`-4 -4 ${width + 8} ${height + 8}`}
      role="img"
      aria-label={`Scores over ${points.length} runs: ${points.map((p) => p.score).join(', ')}`}
      data-testid="score-chart"
    >
      <path d={path} fill="none" stroke="#4f46e5" strokeWidth={2} />
      {points.map((p) => (
        <circle key={p.index} cx={p.index * step} cy={y(p.score)} r={3} fill="#4f46e5" />
      ))}
    </svg>
  );
}
