import type { CliReport } from '@citable/schemas';

/** The report as a terminal table: one row per document, its failures under it. */
export function formatTable(report: CliReport): string {
  const rows = report.documents.map((d) => [
    d.failures.length ? 'FAIL' : 'pass',
    String(d.score),
    d.rating,
    String(d.findings.filter((f) => f.kind === 'suggestion' && f.level === 'high').length),
    d.file,
  ]);
  const header = ['', 'score', 'rating', 'high', 'file'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const out = [line(header)];
  report.documents.forEach((d, index) => {
    out.push(line(rows[index] ?? []));
    for (const failure of d.failures) out.push(`      ${failure}`);
  });
  const { documents, passed, failed } = report.summary;
  out.push(
    '',
    `${documents} ${documents === 1 ? 'document' : 'documents'}: ${passed} passed, ${failed} failed`,
  );
  return `${out.join('\n')}\n`;
}
