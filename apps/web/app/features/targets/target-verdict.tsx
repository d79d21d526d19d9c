import type { TargetReport, TargetVerdict } from '@citable/schemas';

/** Issue 36: each verdict in the writer's words, coloured as the citation map colours its own. */
export const VERDICTS: Record<TargetVerdict, { label: string; className: string }> = {
  'answered-first': {
    label: 'Answered and found first',
    className: 'border-green-300 bg-green-50 text-green-900',
  },
  'answered-buried': {
    label: 'Answered but buried',
    className: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  },
  'not-answered': { label: 'Not answered', className: 'border-red-300 bg-red-50 text-red-900' },
};

/** The answering passage and where a retriever ranks it, or that none answers. */
export function describeAnswer(report: TargetReport): string {
  const { answer } = report;
  if (!answer) return 'No passage answers it';
  const meaning =
    answer.semanticRank === null ? 'meaning not tested' : `meaning rank ${answer.semanticRank}`;
  return `Passage ${answer.number} (${answer.label}), rank ${answer.rank}: keyword rank ${answer.keywordRank}, ${meaning}`;
}

export function VerdictBadge({ verdict }: { verdict: TargetVerdict }) {
  const shown = VERDICTS[verdict];
  return (
    <span
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold ${shown.className}`}
      data-verdict={verdict}
    >
      {shown.label}
    </span>
  );
}
