import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_PROMPTS } from '@citable/engine';
import { EMPTY_PROMPT_MESSAGE, SavePromptRequest } from '@citable/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { getSystemPrompt, resetSystemPrompt, saveSystemPrompt } from './system-prompts.ts';

/** Issue 13: an empty or blank prompt is refused and the stored one stays as it was. */
describe('saving a system prompt (PGlite)', () => {
  let dataDir: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'citable-prompts-'));
    handle = await openDatabase({ dataDir });
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores a prompt with text in it', async () => {
    const saved = await saveSystemPrompt(handle.db, 'analyzer', 'Grade like an editor.', 'admin');
    expect(saved).toMatchObject({ content: 'Grade like an editor.', isDefault: false });
    expect((await getSystemPrompt(handle.db, 'analyzer')).content).toBe('Grade like an editor.');
  });

  it.each(['', ' ', '\n\t  \n'])('refuses %j and keeps the stored prompt', async (blank) => {
    const refusal = saveSystemPrompt(handle.db, 'analyzer', blank, 'admin');
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toThrow(EMPTY_PROMPT_MESSAGE);
    expect((await getSystemPrompt(handle.db, 'analyzer')).content).toBe('Grade like an editor.');
  });

  it('refuses a blank prompt in the shared request schema, with the same message', () => {
    const result = SavePromptRequest.safeParse({ content: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(EMPTY_PROMPT_MESSAGE);
    expect(SavePromptRequest.safeParse({ content: 'x' }).success).toBe(true);
  });

  it('Reset to Default brings the shipped prompt back', async () => {
    await resetSystemPrompt(handle.db, 'analyzer');
    expect(await getSystemPrompt(handle.db, 'analyzer')).toMatchObject({
      content: DEFAULT_PROMPTS.analyzer,
      isDefault: true,
    });
  });
});
