import type { RunFindings } from '@citable/schemas';
import { stringify } from 'csv-stringify/sync';
import type { AnalysisReport } from './analysis-report.ts';

/** Findings the writer dismissed for this document (issue 34), each with its reason. */
export type DismissedFindings = RunFindings['findings'];

const reasonOf = (dismissed: DismissedFindings, kind: string, text: string) =>
  dismissed.find((f) => f.kind === kind && f.text === text)?.dismissal?.reason ?? null;

const dateOf = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** Markdown cells hold no line breaks or pipes. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

export function reportToMarkdown(
  report: AnalysisReport,
  dismissed: DismissedFindings = [],
): string {
  const isDismissed = (kind: string, text: string) => reasonOf(dismissed, kind, text) !== null;
  const lines = [
    `# ${report.title}`,
    '',
    `AI search score: **${report.score}/100** (${report.rating})`,
    '',
    `Analysed ${dateOf(report.createdAt)} UTC with ${report.engine}, prompt version ${report.promptVersion}.`,
    '',
  ];
  if (report.unreadable) lines.push(`The analysis could not be read: ${report.unreadable}`, '');
  if (report.criteria.length > 0) {
    lines.push('## Criteria', '', '| Criterion | Score | Rating |', '| --- | ---: | --- |');
    for (const c of report.criteria) lines.push(`| ${cell(c.name)} | ${c.score} | ${c.rating} |`);
    lines.push('');
  }
  const insights = report.insights.filter((i) => !isDismissed('insight', i.text));
  if (insights.length > 0) {
    lines.push('## Key insights', '');
    for (const i of insights) lines.push(`- **${i.type}**: ${cell(i.text)}`);
    lines.push('');
  }
  const suggestions = report.suggestions.filter((s) => !isDismissed('suggestion', s.title));
  if (suggestions.length > 0) {
    lines.push('## Suggestions', '');
    for (const s of suggestions)
      lines.push(`- **${s.title}** (${s.severity}): ${cell(s.description)}`);
    lines.push('');
  }
  if (dismissed.length > 0) {
    lines.push('## Dismissed findings', '');
    for (const f of dismissed)
      lines.push(
        `- ~~${cell(f.text)}~~ (${f.kind}), dismissed: ${cell(f.dismissal?.reason ?? '')}`,
      );
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** One row per criterion and per finding (insight or suggestion), for a spreadsheet. */
export function reportToCsv(report: AnalysisReport, dismissed: DismissedFindings = []): string {
  const rows: (string | number)[][] = [['kind', 'name', 'level', 'score', 'text', 'dismissed']];
  rows.push([
    'overall',
    'AI search score',
    report.rating,
    report.score,
    report.unreadable ?? '',
    '',
  ]);
  for (const c of report.criteria) rows.push(['criterion', c.name, c.rating, c.score, '', '']);
  for (const i of report.insights)
    rows.push(['insight', '', i.type, '', i.text, reasonOf(dismissed, 'insight', i.text) ?? '']);
  for (const s of report.suggestions)
    rows.push([
      'suggestion',
      s.title,
      s.severity,
      '',
      s.description,
      reasonOf(dismissed, 'suggestion', s.title) ?? '',
    ]);
  // csv-stringify quotes what needs quoting; a leading = + - @ is escaped against formula
  // injection when the file is opened in a spreadsheet.
  return stringify(rows, { escape_formulas: true });
}
