import type { TargetReport } from '@citable/schemas';
import { countNoun } from '../../lib/count-noun.ts';
import { describeAnswer, VERDICTS, VerdictBadge } from './target-verdict.tsx';

export function Outline({ outline }: { outline: NonNullable<TargetReport['outline']> }) {
  return (
    <div className="mt-2 text-sm">
      <p>
        <span className="font-medium">A good answer holds:</span> {outline.answerShape}.
      </p>
      {outline.nearbyFacts.length > 0 ? (
        <>
          <p className="mt-1 font-medium">Facts your text already has nearby</p>
          <ul className="ml-5 list-disc">
            {outline.nearbyFacts.map((fact) => (
              <li key={fact} className="break-words">
                {fact}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-1 font-medium">Suggested outline</p>
      <ol className="ml-5 list-decimal">
        {outline.outline.map((line) => (
          <li key={line} className="break-words">
            {line}
          </li>
        ))}
      </ol>
    </div>
  );
}

function Report({ report }: { report: TargetReport }) {
  const first = report.firstByKeyword ?? report.firstByMeaning;
  return (
    <li
      className={`rounded-lg border p-4 ${VERDICTS[report.verdict].className}`}
      data-testid="target-report"
      data-verdict={report.verdict}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold break-words">{report.question}</h3>
        <VerdictBadge verdict={report.verdict} />
      </div>
      <p className="mt-1 text-sm break-words">{report.note}</p>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-medium">Answered by</dt>
        <dd className="break-words">{describeAnswer(report)}</dd>
        {report.answer ? (
          <>
            <dt className="font-medium">Its answer</dt>
            <dd className="break-words">“{report.answer.quote}”</dd>
          </>
        ) : null}
        <dt className="font-medium">Found first</dt>
        <dd className="break-words">
          {first ? `Passage ${first.number} (${first.label})` : 'No passage uses its words'}
        </dd>
      </dl>
      {report.outline ? <Outline outline={report.outline} /> : null}
    </li>
  );
}

/**
 * Issue 36 on the Analyzer: for each target question, in the order given, the verdict (found
 * first, buried, not answered), the passage that answers it and its rank, and for a target no
 * passage answers, what a good answer would hold and an outline.
 */
export function TargetReportsCard({ reports }: { reports: TargetReport[] }) {
  const buried = reports.filter((report) => report.verdict === 'answered-buried').length;
  const missing = reports.filter((report) => report.verdict === 'not-answered').length;
  return (
    <section
      aria-labelledby="target-reports-heading"
      className="rounded-2xl bg-white p-6 shadow-sm"
    >
      <h2 id="target-reports-heading" className="text-lg font-semibold text-ink">
        Target Questions
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {reports.length - buried - missing} of {countNoun(reports.length, 'target')} answered and
        found first
        {buried > 0 ? `, ${buried} buried` : ''}
        {missing > 0 ? `, ${missing} not answered` : ''}.
      </p>
      <ol className="mt-4 space-y-3" aria-label="Your target questions and their verdicts">
        {reports.map((report, index) => (
          <Report key={`${index}-${report.question}`} report={report} />
        ))}
      </ol>
    </section>
  );
}
