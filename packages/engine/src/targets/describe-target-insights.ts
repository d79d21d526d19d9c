import { ANSWER_SHAPES } from './describe-target.ts';
import type { TargetReport } from './types.ts';

// Issue 36: with target questions, Retrievability and Conversational Alignment say how the
// text stands on the writer's own questions, beside what they measure on the questions the
// text raises itself. Words only: the criteria's scores and fitted weights are unchanged.

const quoted = (report: TargetReport) => `“${report.question}”`;
const list = (reports: readonly TargetReport[]) => reports.map(quoted).join(', ');

/** One insight line each for Retrievability and Conversational Alignment, naming the targets. */
export function describeTargetInsights(reports: readonly TargetReport[]): string[] {
  if (reports.length === 0) return [];
  const first = reports.filter((report) => report.verdict === 'answered-first');
  const buried = reports.filter((report) => report.verdict === 'answered-buried');
  const missing = reports.filter((report) => report.verdict === 'not-answered');
  const retrievability = [
    `Retrievability & Extractability on your ${reports.length} target ${reports.length === 1 ? 'question' : 'questions'}: ${first.length} answered and found first${first.length ? ` (${list(first)})` : ''}`,
    ...buried.map(
      (report) =>
        `${quoted(report)} answered in passage ${report.answer?.number} but ranked ${report.answer?.rank}`,
    ),
    ...(missing.length ? [`${list(missing)} answered nowhere`] : []),
  ].join('; ');
  const answered = reports.length - missing.length;
  const alignment = [
    `Alignment with Conversational Queries on your target questions: the text answers ${answered} of ${reports.length}`,
    ...missing.map(
      (report) =>
        `${quoted(report)} asks for ${ANSWER_SHAPES[report.answerType]}, which no passage gives`,
    ),
  ].join('; ');
  return [`${retrievability}.`, `${alignment}.`];
}

/** The analysis text with the target insights first under its key insights, when it has them. */
export function addTargetInsights(raw: string, reports: readonly TargetReport[]): string {
  const lines = describeTargetInsights(reports);
  if (lines.length === 0) return raw;
  const header = /^(?:\d\.\s*)?\**KEY INSIGHTS\**:?[ \t]*$/im.exec(raw);
  if (!header) return raw;
  const at = header.index + header[0].length;
  return `${raw.slice(0, at)}\n${lines.join('\n')}${raw.slice(at)}`;
}
