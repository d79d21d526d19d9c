import { SavePromptRequest } from '@citable/schemas';
import { Hono } from 'hono';
import { getAccount, requireAdmin } from '../auth/guards.ts';
import type { Database } from '../db/client.ts';
import { parseJson } from '../http/parse-json.ts';
import type { AppEnv } from '../http/request-context.ts';
import { AppError } from '../lib/app-error.ts';
import {
  getAllSystemPrompts,
  isPromptKind,
  type PromptKind,
  resetSystemPrompt,
  saveSystemPrompt,
} from '../services/prompts/system-prompts.ts';

function kindOf(value: string): PromptKind {
  if (!isPromptKind(value))
    throw new AppError(
      'not_found',
      `No prompt called "${value.slice(0, 40)}". Use analyzer, improvement or keywords.`,
    );
  return value;
}

/** /api/prompts: the system prompts, read and changed by the admin only (DESIGN.md 3.3). */
export function promptRoutes(db: Database): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use(requireAdmin);
  routes.get('/', async (c) => c.json({ prompts: await getAllSystemPrompts(db) }));
  routes.put('/:kind', async (c) => {
    const kind = kindOf(c.req.param('kind'));
    const { content } = await parseJson(c, SavePromptRequest);
    return c.json({
      prompt: await saveSystemPrompt(db, kind, content, getAccount(c.get('viewer')).id),
    });
  });
  routes.delete('/:kind', async (c) => {
    const kind = kindOf(c.req.param('kind'));
    return c.json({ prompt: await resetSystemPrompt(db, kind) });
  });
  return routes;
}
