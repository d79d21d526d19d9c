import {
  type Dismissal,
  DismissFindingRequest,
  type DocumentRuns,
  ExportFormat,
  type HistoryDeletedResponse,
  type HistoryList,
  HistoryQuery,
  type HistoryRunResponse,
  IMPROVED_TEXT_FORMATS,
  RenameRunRequest,
  type RunComparison,
  type RunFindings,
  type SharedReportResponse,
  type ShareLinkResponse,
  type StructuredDataResponse,
} from '@citable/schemas';
import { Hono } from 'hono';
import { getAccount, requireUser } from '../auth/guards.ts';
import { jsonBody } from '../http/parse-json.ts';
import type { AppEnv } from '../http/request-context.ts';
import { AppError } from '../lib/app-error.ts';
import type { ServiceContext } from '../services/context.ts';
import { improvedTextToHtml, reportToHtml } from '../services/exports/report-html.ts';
import { reportToCsv, reportToMarkdown } from '../services/exports/report-text.ts';
import { readSharedReport, revokeShare, shareRun } from '../services/exports/share-links.ts';
import { buildStructuredData } from '../services/exports/structured-data.ts';
import { compareRuns, listDocumentRuns, renameRun } from '../services/history/compare-runs.ts';
import { dismissFinding, loadRunFindings, restoreFinding } from '../services/history/dismissals.ts';
import { deleteAllRuns, deleteRun, getRun, listRuns } from '../services/history/history.ts';

/** A file name from the run's title: letters, digits and dashes. */
function fileNameOf(title: string, extension: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'report'}.${extension}`;
}

/**
 * /api/history: the signed-in user's own runs (issue 34). Every query is bounded to the
 * caller's account, the admin's included: no role reads another account's history.
 */
export function historyRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', requireUser, async (c) => {
    const query = HistoryQuery.safeParse(c.req.query());
    if (!query.success)
      throw new AppError('bad_request', query.error.issues[0]?.message ?? 'Invalid query.');
    const list = await listRuns(ctx.db, getAccount(c.get('viewer')).id, query.data);
    return c.json(list satisfies HistoryList);
  });

  routes.get('/:id', requireUser, async (c) => {
    const run = await getRun(ctx.db, getAccount(c.get('viewer')).id, c.req.param('id'));
    return c.json({ run } satisfies HistoryRunResponse);
  });

  routes.patch('/:id', requireUser, jsonBody(RenameRunRequest), async (c) => {
    const account = getAccount(c.get('viewer'));
    await renameRun(ctx.db, account.id, c.req.param('id'), c.req.valid('json').title);
    const run = await getRun(ctx.db, account.id, c.req.param('id'));
    return c.json({ run } satisfies HistoryRunResponse);
  });

  // Documents and compare (issue 34): a run's document, and two runs side by side.
  routes.get('/:id/document', requireUser, async (c) => {
    const runs = await listDocumentRuns(ctx.db, getAccount(c.get('viewer')).id, c.req.param('id'));
    return c.json(runs satisfies DocumentRuns);
  });

  routes.get('/:id/compare/:other', requireUser, async (c) => {
    const comparison = await compareRuns(
      ctx.db,
      getAccount(c.get('viewer')).id,
      c.req.param('id'),
      c.req.param('other'),
    );
    return c.json(comparison satisfies RunComparison);
  });

  // Dismissed findings (issue 34): per document, with a reason, restorable.
  routes.get('/:id/findings', requireUser, async (c) => {
    const { findings, dismissals } = await loadRunFindings(
      ctx.db,
      getAccount(c.get('viewer')).id,
      c.req.param('id'),
    );
    return c.json({ findings, dismissals } satisfies RunFindings);
  });

  routes.post('/:id/dismissals', requireUser, jsonBody(DismissFindingRequest), async (c) => {
    const dismissal = await dismissFinding(
      ctx.db,
      getAccount(c.get('viewer')).id,
      c.req.param('id'),
      c.req.valid('json'),
    );
    return c.json({ dismissal } satisfies { dismissal: Dismissal });
  });

  routes.delete('/dismissals/:dismissalId', requireUser, async (c) => {
    await restoreFinding(ctx.db, getAccount(c.get('viewer')).id, c.req.param('dismissalId'));
    return c.json({ status: 'deleted', count: 1 } satisfies HistoryDeletedResponse);
  });

  // Structured data from an analysed text (issue 34), for the page that will carry it.
  routes.get('/:id/structured-data', requireUser, async (c) => {
    const url = c.req.query('url');
    if (url !== undefined && !/^https?:\/\/\S+$/.test(url))
      throw new AppError('bad_request', 'The page address must start with http:// or https://.');
    const run = await getRun(ctx.db, getAccount(c.get('viewer')).id, c.req.param('id'));
    const data = buildStructuredData(run, url ?? `${ctx.env.APP_URL}/page/your-page`);
    return c.json(data satisfies StructuredDataResponse);
  });

  // The analyzer report in three formats (issue 34).
  routes.get('/:id/export', requireUser, async (c) => {
    const format = ExportFormat.safeParse(c.req.query('format'));
    if (!format.success)
      throw new AppError('bad_request', format.error.issues[0]?.message ?? 'Invalid format.');
    const userId = getAccount(c.get('viewer')).id;
    const kept = await getRun(ctx.db, userId, c.req.param('id'));
    const file = (body: string | Uint8Array, type: string, extension: string) =>
      c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, {
        'Content-Type': type,
        'Content-Disposition': `attachment; filename="${fileNameOf(kept.title, extension)}"`,
      });
    // The improved text (issue 34): as its Markdown, or rendered and sanitised as a page is.
    if (kept.result.tool === 'improvement') {
      const improved = kept.result.response.improvedContent;
      if (format.data === 'markdown') return file(improved, 'text/markdown; charset=utf-8', 'md');
      if (format.data === 'html')
        return file(improvedTextToHtml(kept.title, improved), 'text/html; charset=utf-8', 'html');
      throw new AppError('bad_request', IMPROVED_TEXT_FORMATS);
    }
    const { report, findings } = await loadRunFindings(ctx.db, userId, kept.id);
    const dismissed = findings.filter((f) => f.dismissal);
    if (format.data === 'markdown')
      return file(reportToMarkdown(report, dismissed), 'text/markdown; charset=utf-8', 'md');
    if (format.data === 'csv')
      return file(reportToCsv(report, dismissed), 'text/csv; charset=utf-8', 'csv');
    if (format.data === 'html')
      return file(reportToHtml(report, dismissed), 'text/html; charset=utf-8', 'html');
    return file(await ctx.pdf.print(reportToHtml(report, dismissed)), 'application/pdf', 'pdf');
  });

  routes.post('/:id/share', requireUser, async (c) => {
    const { token, sharedAt } = await shareRun(
      ctx.db,
      getAccount(c.get('viewer')).id,
      c.req.param('id'),
    );
    return c.json({
      url: `${ctx.env.APP_URL}/shared/${token}`,
      sharedAt,
    } satisfies ShareLinkResponse);
  });

  routes.delete('/:id/share', requireUser, async (c) => {
    await revokeShare(ctx.db, getAccount(c.get('viewer')).id, c.req.param('id'));
    return c.json({ status: 'deleted', count: 1 } satisfies HistoryDeletedResponse);
  });

  routes.delete('/:id', requireUser, async (c) => {
    const count = await deleteRun(ctx.db, getAccount(c.get('viewer')).id, c.req.param('id'));
    return c.json({ status: 'deleted', count } satisfies HistoryDeletedResponse);
  });

  routes.delete('/', requireUser, async (c) => {
    const count = await deleteAllRuns(ctx.db, getAccount(c.get('viewer')).id);
    return c.json({ status: 'deleted', count } satisfies HistoryDeletedResponse);
  });

  return routes;
}

/** /api/shared/{token}: a shared report, read-only, for anyone who holds the link. */
export function sharedRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/:token', async (c) => {
    const report = await readSharedReport(ctx.db, c.req.param('token'));
    return c.json({ report } satisfies SharedReportResponse);
  });
  return routes;
}
