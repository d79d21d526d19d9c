import { scoreBand } from './score-band.ts';

/** A circular gauge: the arc shows score out of max (spec 2 "AI Search Score card"). */
export function ScoreGauge({
  score,
  max = 100,
  label,
}: {
  score: number;
  max?: number;
  label: string;
}) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const fraction = Math.max(0, Math.min(1, max > 0 ? score / max : 0));
  const colour = scoreBand(score, max).hex;
  return (
    <div className="relative h-36 w-36" role="img" aria-label={`${label}: ${score} out of ${max}`}>
      <svg viewBox="0 0 128 128" className="h-full w-full -rotate-90" aria-hidden="true">
        <circle cx="64" cy="64" r={radius} fill="none" stroke="#e2e8f0" strokeWidth="12" />
        <circle
          cx="64"
          cy="64"
          r={radius}
          fill="none"
          stroke={colour}
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
        />
      </svg>
      <span className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-4xl font-bold text-ink">{score}</span>
        <span className="text-xs text-slate-600">/ {max}</span>
      </span>
    </div>
  );
}
