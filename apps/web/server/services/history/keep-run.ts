import { createHash } from 'node:crypto';
import type { SavedResult } from '@citable/schemas';
import type { AiProvider } from '../../ai/provider.ts';
import type { Database } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Logger } from '../../lib/logger.ts';
import type { PromptStore } from '../prompts/prompt-store.ts';
import { recordRun } from './history.ts';

export interface KeepRunContext {
  db: Database;
  ai: AiProvider;
  prompts: PromptStore;
  env: Env;
  logger: Logger;
}

/**
 * The prompt's version is the start of its SHA-256: the same prompt text is the same version
 * whether it was saved, reset or sent by the admin for one call.
 */
async function promptVersionOf(
  prompts: PromptStore,
  tool: SavedResult['tool'],
  adminPrompt: unknown,
): Promise<string> {
  const text =
    typeof adminPrompt === 'string' && adminPrompt.trim()
      ? adminPrompt
      : (await prompts.get(tool)).content;
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/**
 * Keeps a signed-in user's finished run in the history (issue 34). A failure to keep it is
 * logged and does not fail the run the user already has.
 */
export async function keepRun(
  ctx: KeepRunContext,
  userId: string,
  result: SavedResult,
  /** The prompt the admin sent with the call, which ran instead of the stored one. */
  adminPrompt: unknown,
): Promise<void> {
  try {
    const isModel = ctx.ai.name === 'openai';
    await recordRun(ctx.db, userId, result, {
      provider: ctx.ai.name,
      model: isModel ? ctx.env.AI_MODEL : null,
      promptVersion: await promptVersionOf(ctx.prompts, result.tool, adminPrompt),
    });
  } catch (error) {
    ctx.logger.error({ err: error }, 'a run could not be kept in the history');
  }
}
