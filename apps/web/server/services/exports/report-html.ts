import { escapeHtml } from '../../mail/escape-html.ts';
import { renderPageMarkdown } from '../pages/render-page-markdown.ts';
import type { AnalysisReport } from './analysis-report.ts';
import type { DismissedFindings } from './report-text.ts';

const COLORS = { high: '#15803d', mid: '#ca8a04', low: '#b91c1c' };
const colorOf = (score: number) =>
  score >= 60 ? COLORS.high : score >= 40 ? COLORS.mid : COLORS.low;

/** The score as a half-circle gauge, as the analyzer's score card draws it. */
function gauge(score: number): string {
  const radius = 80;
  const length = Math.PI * radius;
  const filled = (Math.max(0, Math.min(100, score)) / 100) * length;
  return `<svg width="200" height="120" viewBox="0 0 200 120" role="img" aria-label="AI Search Score: ${score} out of 100">
  <path d="M20 100 A80 80 0 0 1 180 100" fill="none" stroke="#e2e8f0" stroke-width="16"/>
  <path d="M20 100 A80 80 0 0 1 180 100" fill="none" stroke="${colorOf(score)}" stroke-width="16" stroke-dasharray="${filled.toFixed(1)} ${length.toFixed(1)}"/>
  <text x="100" y="95" text-anchor="middle" font-size="36" font-weight="700" fill="#0f172a">${score}</text>
</svg>`;
}

function bar(name: string, score: number, rating: string): string {
  return `<div class="bar"><div class="bar-label"><span>${escapeHtml(name)}</span><span>${score}/100 · ${escapeHtml(rating)}</span></div>
<div class="track"><div class="fill" style="width:${Math.max(0, Math.min(100, score))}%;background:${colorOf(score)}"></div></div></div>`;
}

/** The printable report the PDF is made from: self-contained, no script, no outside request. */
export function reportToHtml(report: AnalysisReport, dismissed: DismissedFindings = []): string {
  const isDismissed = (kind: string, text: string) =>
    dismissed.some((f) => f.kind === kind && f.text === text);
  const dismissedList = dismissed
    .map(
      (f) =>
        `<li><s>${escapeHtml(f.text)}</s> (${escapeHtml(f.kind)}), dismissed: ${escapeHtml(f.dismissal?.reason ?? '')}</li>`,
    )
    .join('');
  const insights = report.insights
    .filter((i) => !isDismissed('insight', i.text))
    .map((i) => `<li><strong>${escapeHtml(i.type)}</strong>: ${escapeHtml(i.text)}</li>`)
    .join('');
  const suggestions = report.suggestions
    .filter((s) => !isDismissed('suggestion', s.title))
    .map(
      (s) =>
        `<li><strong>${escapeHtml(s.title)}</strong> (${escapeHtml(s.severity)}): ${escapeHtml(s.description)}</li>`,
    )
    .join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(report.title)}</title>
<style>
body{font-family:'DejaVu Sans',Arial,sans-serif;color:#0f172a;margin:32px;font-size:12px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:15px;margin:20px 0 8px}
.meta{color:#475569}.score{display:flex;align-items:center;gap:16px}
.bar{margin:6px 0}.bar-label{display:flex;justify-content:space-between}
.track{height:10px;background:#e2e8f0;border-radius:5px;overflow:hidden}.fill{height:10px}
li{margin:4px 0}
</style></head><body>
<h1>${escapeHtml(report.title)}</h1>
<p class="meta">Analysed ${escapeHtml(report.createdAt.slice(0, 16).replace('T', ' '))} UTC with ${escapeHtml(report.engine)}, prompt version ${escapeHtml(report.promptVersion)}</p>
<div class="score">${gauge(report.score)}<p>AI search score: <strong>${report.score}/100</strong> (${escapeHtml(report.rating)})</p></div>
${report.unreadable ? `<p>The analysis could not be read: ${escapeHtml(report.unreadable)}</p>` : ''}
${report.criteria.length ? `<h2>Criteria</h2>${report.criteria.map((c) => bar(c.name, c.score, c.rating)).join('')}` : ''}
${insights ? `<h2>Key insights</h2><ul>${insights}</ul>` : ''}
${suggestions ? `<h2>Suggestions</h2><ul>${suggestions}</ul>` : ''}
${dismissedList ? `<h2>Dismissed findings</h2><ul>${dismissedList}</ul>` : ''}
</body></html>`;
}

/** An improved text as a page of its own: rendered and sanitised as a public page is. */
export function improvedTextToHtml(title: string, markdown: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>
${renderPageMarkdown(markdown)}
</body></html>
`;
}
