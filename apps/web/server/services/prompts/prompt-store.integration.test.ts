import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_PROMPTS } from '@citable/engine';
import { EMPTY_PROMPT_MESSAGE, SavePromptRequest } from '@citable/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../db/client.ts';
import { systemPrompts } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { createPromptStore, type PromptStore } from './prompt-store.ts';

/** Issue 13: an empty or blank prompt is refused and the stored one stays as it was. */
describe('saving a system prompt (PGlite)', () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  let store: PromptStore;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'citable-prompts-'));
    handle = await openDatabase({ dataDir });
    store = createPromptStore(handle.db, { isCached: false });
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores a prompt with text in it', async () => {
    const saved = await store.save('analyzer', 'Grade like an editor.', 'admin');
    expect(saved).toMatchObject({ content: 'Grade like an editor.', isDefault: false });
    expect((await store.get('analyzer')).content).toBe('Grade like an editor.');
  });

  it.each(['', ' ', '\n\t  \n'])('refuses %j and keeps the stored prompt', async (blank) => {
    const refusal = store.save('analyzer', blank, 'admin');
    await expect(refusal).rejects.toBeInstanceOf(AppError);
    await expect(refusal).rejects.toThrow(EMPTY_PROMPT_MESSAGE);
    expect((await store.get('analyzer')).content).toBe('Grade like an editor.');
  });

  it('refuses a blank prompt in the shared request schema, with the same message', () => {
    const result = SavePromptRequest.safeParse({ content: '   ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(EMPTY_PROMPT_MESSAGE);
    expect(SavePromptRequest.safeParse({ content: 'x' }).success).toBe(true);
  });

  it('Reset to Default brings the shipped prompt back', async () => {
    await store.reset('analyzer');
    expect(await store.get('analyzer')).toMatchObject({
      content: DEFAULT_PROMPTS.analyzer,
      isDefault: true,
    });
  });

  /** A row written by another instance, straight into the shared table. */
  async function writeElsewhere(content: string) {
    await handle.db
      .insert(systemPrompts)
      .values({ kind: 'keywords', content, updatedBy: 'other', updatedAt: new Date() })
      .onConflictDoUpdate({ target: systemPrompts.kind, set: { content } });
  }

  it('a cached store (single instance) keeps what it read until its own save or reset', async () => {
    const cached = createPromptStore(handle.db, { isCached: true });
    await writeElsewhere('First words.');
    expect((await cached.get('keywords')).content).toBe('First words.');
    await writeElsewhere('Changed elsewhere.');
    expect((await cached.get('keywords')).content).toBe('First words.');
    await cached.save('keywords', 'Saved here.', 'admin');
    expect((await cached.get('keywords')).content).toBe('Saved here.');
    await cached.reset('keywords');
    expect(await cached.get('keywords')).toMatchObject({ isDefault: true });
  });

  it('an uncached store (several instances) sees a change made elsewhere at once', async () => {
    await writeElsewhere('First words.');
    expect((await store.get('keywords')).content).toBe('First words.');
    await writeElsewhere('Changed elsewhere.');
    expect((await store.get('keywords')).content).toBe('Changed elsewhere.');
    await store.reset('keywords');
  });
});
