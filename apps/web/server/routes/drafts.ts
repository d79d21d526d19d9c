import { type DraftResponse, SaveDraftRequest, SavedTool } from '@citable/schemas';
import { Hono } from 'hono';
import { getAccount, requireUser } from '../auth/guards.ts';
import { jsonBody } from '../http/parse-json.ts';
import type { AppEnv } from '../http/request-context.ts';
import { AppError } from '../lib/app-error.ts';
import type { ServiceContext } from '../services/context.ts';
import { deleteDraft, readDraft, saveDraft } from '../services/drafts/drafts.ts';

function toolOf(value: string): SavedTool {
  const tool = SavedTool.safeParse(value);
  if (!tool.success) throw new AppError('not_found', tool.error.issues[0]?.message ?? 'Not found.');
  return tool.data;
}

/**
 * /api/drafts/{tool}: the text being edited in a tool and its last result, kept per account
 * (issue 34). A tester session has no account: its browser keeps the only copy.
 */
export function draftRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/:tool', requireUser, async (c) => {
    const account = getAccount(c.get('viewer'));
    const draft = await readDraft(ctx.db, account.id, toolOf(c.req.param('tool')));
    return c.json({ draft } satisfies DraftResponse);
  });

  routes.put('/:tool', requireUser, jsonBody(SaveDraftRequest), async (c) => {
    const account = getAccount(c.get('viewer'));
    const tool = toolOf(c.req.param('tool'));
    const draft = await saveDraft(ctx.db, account.id, tool, c.req.valid('json'));
    return c.json({ draft } satisfies DraftResponse);
  });

  routes.delete('/:tool', requireUser, async (c) => {
    const account = getAccount(c.get('viewer'));
    await deleteDraft(ctx.db, account.id, toolOf(c.req.param('tool')));
    return c.json({ draft: null } satisfies DraftResponse);
  });

  return routes;
}
