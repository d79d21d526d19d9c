import { stringify } from 'csv-stringify/sync';
import type { AnalysisReport } from './analysis-report.ts';

const dateOf = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** Markdown cells hold no line breaks or pipes. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

export function reportToMarkdown(report: AnalysisReport): string {
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
  if (report.insights.length > 0) {
    lines.push('## Key insights', '');
    for (const i of report.insights) lines.push(`- **${i.type}**: ${cell(i.text)}`);
    lines.push('');
  }
  if (report.suggestions.length > 0) {
    lines.push('## Suggestions', '');
    for (const s of report.suggestions)
      lines.push(`- **${s.title}** (${s.severity}): ${cell(s.description)}`);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** One row per criterion and per finding (insight or suggestion), for a spreadsheet. */
export function reportToCsv(report: AnalysisReport): string {
  const rows: (string | number)[][] = [['kind', 'name', 'level', 'score', 'text']];
  rows.push(['overall', 'AI search score', report.rating, report.score, report.unreadable ?? '']);
  for (const c of report.criteria) rows.push(['criterion', c.name, c.rating, c.score, '']);
  for (const i of report.insights) rows.push(['insight', '', i.type, '', i.text]);
  for (const s of report.suggestions)
    rows.push(['suggestion', s.title, s.severity, '', s.description]);
  // csv-stringify quotes what needs quoting; a leading = + - @ is escaped against formula
  // injection when the file is opened in a spreadsheet.
  return stringify(rows, { escape_formulas: true });
}
