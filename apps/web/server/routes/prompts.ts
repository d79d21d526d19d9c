import { type PromptResponse, type PromptsResponse, SavePromptRequest } from '@citable/schemas';
import { Hono } from 'hono';
import { getAccount, requireAdmin } from '../auth/guards.ts';
import { jsonBody } from '../http/parse-json.ts';
import type { AppEnv } from '../http/request-context.ts';
import { AppError } from '../lib/app-error.ts';
import {
  isPromptKind,
  type PromptKind,
  type PromptStore,
} from '../services/prompts/prompt-store.ts';

function kindOf(value: string): PromptKind {
  if (!isPromptKind(value))
    throw new AppError(
      'not_found',
      `No prompt called "${value.slice(0, 40)}". Use analyzer, improvement or keywords.`,
    );
  return value;
}

/** /api/prompts: the system prompts, read and changed by the admin only (DESIGN.md 3.3). */
export function promptRoutes(prompts: PromptStore): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use(requireAdmin);
  routes.get('/', async (c) =>
    c.json({ prompts: await prompts.getAll() } satisfies PromptsResponse),
  );
  routes.put('/:kind', jsonBody(SavePromptRequest), async (c) => {
    const kind = kindOf(c.req.param('kind'));
    const { content } = c.req.valid('json');
    const prompt = await prompts.save(kind, content, getAccount(c.get('viewer')).id);
    return c.json({ prompt } satisfies PromptResponse);
  });
  routes.delete('/:kind', async (c) => {
    const kind = kindOf(c.req.param('kind'));
    return c.json({ prompt: await prompts.reset(kind) } satisfies PromptResponse);
  });
  return routes;
}
