import { type AnalysisResult, describeOptimization, rateGauge } from '@citable/engine';
import { MissingCriteriaNote } from './missing-criteria-note.tsx';
import { scoreBand } from './score-band.ts';
import { ScoreGauge } from './score-gauge.tsx';

/** Spec 2 "AI Search Score card": gauge, rating word, the Well/Poorly line, a bar per factor. */
export function ScoreCard({ result }: { result: AnalysisResult }) {
  const rating = rateGauge(result.overallScore, 100);
  const line = describeOptimization(result.overallScore, 100);
  return (
    <section aria-labelledby="score-heading" className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id="score-heading" className="text-lg font-semibold text-ink">
        AI Search Score
      </h2>
      <div className="mt-4 flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <div className="flex flex-col items-center">
          <ScoreGauge score={result.overallScore} label="AI Search Score" />
          <p className="mt-2 text-lg font-semibold text-ink" data-testid="rating">
            {rating}
          </p>
          <p className="text-sm text-slate-600" data-testid="optimization-line">
            {line} optimized for AI search
          </p>
        </div>
        <ul className="w-full flex-1 space-y-3">
          {result.factors.map((factor) => {
            const percent =
              factor.maxScore > 0 ? Math.round((factor.score / factor.maxScore) * 100) : 0;
            const band = scoreBand(factor.score, factor.maxScore);
            return (
              <li key={factor.name} data-testid="factor">
                <div className="flex justify-between text-sm">
                  <span className="font-medium text-ink">{factor.name}</span>
                  <span className="text-slate-700">
                    {factor.score}/{factor.maxScore}
                  </span>
                </div>
                <div
                  className="mt-1 h-2 rounded-full bg-slate-200"
                  role="progressbar"
                  aria-label={factor.name}
                  aria-valuemin={0}
                  aria-valuemax={factor.maxScore}
                  aria-valuenow={factor.score}
                  aria-valuetext={`${factor.score} of ${factor.maxScore}, ${band.rating}`}
                  data-band={band.rating}
                >
                  <div
                    className={`h-2 rounded-full ${band.bar}`}
                    style={{ width: `${percent}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
      {result.missingCriteria?.length ? (
        <MissingCriteriaNote missing={result.missingCriteria} scoredCount={result.factors.length} />
      ) : null}
    </section>
  );
}
