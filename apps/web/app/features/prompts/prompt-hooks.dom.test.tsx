import { DEFAULT_PROMPTS } from '@citable/engine';
import { EMPTY_PROMPT_MESSAGE } from '@citable/schemas';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../../../tests/support/accounts.ts';
import { ApiClient } from '../../../tests/support/api-client.ts';
import { installHookDom } from '../../../tests/support/hook-dom.ts';
import {
  type MailServer,
  SERVER_CALL,
  startMailServer,
} from '../../../tests/support/mail-server.ts';
import { QueryWrapper } from '../../../tests/support/query-wrapper.tsx';
import { useChangePrompt, usePrompts } from './use-prompts.ts';

/*
 * The prompt hooks in a DOM against the real API (real server, real database), signed in as
 * the admin the server was started with. One list and one prompt's changes share a client,
 * as the editor's tabs do.
 */
const ADMIN_EMAIL = 'admin@prompts.test';
const LOADED = SERVER_CALL;

let running: MailServer | undefined;
let removeDom = async () => {};

/** The loaded list and the analyzer prompt's save and reset, in one tree. */
function renderAnalyzerPrompt() {
  return renderHook(() => ({ list: usePrompts(), change: useChangePrompt('analyzer') }), {
    wrapper: QueryWrapper,
  });
}

beforeAll(async () => {
  running = await startMailServer({ ADMIN_EMAIL });
  const admin = new ApiClient(running.server.url);
  await signUpAndVerify(admin, running.mailbox, { name: 'Prompt Admin', email: ADMIN_EMAIL });
  removeDom = installHookDom(admin);
}, 120_000);

afterAll(async () => {
  await removeDom();
  await running?.close();
});

afterEach(cleanup);

describe('usePrompts and useChangePrompt', () => {
  it('loads the three prompts, each at its default', async () => {
    const { result } = renderAnalyzerPrompt();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true), LOADED);
    const prompts = result.current.list.data?.prompts;
    expect(prompts?.analyzer).toEqual({
      content: DEFAULT_PROMPTS.analyzer,
      isDefault: true,
      updatedAt: null,
    });
    expect(prompts?.keywords.content).toBe(DEFAULT_PROMPTS.keywords);
  });

  it('a save replaces that prompt in the loaded list, and only that one', async () => {
    const { result } = renderAnalyzerPrompt();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true), LOADED);
    act(() => result.current.change.save.mutate('Score the text for AI search.'));
    await waitFor(() => expect(result.current.change.save.isSuccess).toBe(true), LOADED);
    const prompts = result.current.list.data?.prompts;
    expect(prompts?.analyzer.content).toBe('Score the text for AI search.');
    expect(prompts?.analyzer.isDefault).toBe(false);
    expect(prompts?.analyzer.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(prompts?.improvement.isDefault).toBe(true);
    // No second read was needed for that; a fresh read finds the server holding the same.
    const reread = renderAnalyzerPrompt();
    await waitFor(() => expect(reread.result.current.list.isFetching).toBe(false), LOADED);
    expect(reread.result.current.list.data?.prompts.analyzer.content).toBe(
      'Score the text for AI search.',
    );
  });

  it('a reset puts the default back in the loaded list', async () => {
    const { result } = renderAnalyzerPrompt();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true), LOADED);
    expect(result.current.list.data?.prompts.analyzer.isDefault).toBe(false);
    act(() => result.current.change.reset.mutate());
    await waitFor(() => expect(result.current.change.reset.isSuccess).toBe(true), LOADED);
    expect(result.current.list.data?.prompts.analyzer).toEqual({
      content: DEFAULT_PROMPTS.analyzer,
      isDefault: true,
      updatedAt: null,
    });
  });

  it("a refused save leaves the list as it was and says the server's reason", async () => {
    const { result } = renderAnalyzerPrompt();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true), LOADED);
    act(() => result.current.change.save.mutate('   '));
    await waitFor(() => expect(result.current.change.save.isError).toBe(true), LOADED);
    expect(result.current.change.save.error?.message).toBe(EMPTY_PROMPT_MESSAGE);
    expect(result.current.list.data?.prompts.analyzer.content).toBe(DEFAULT_PROMPTS.analyzer);
  });
});
