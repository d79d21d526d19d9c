import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from './fake-openai.ts';

/**
 * For a Vitest file of provider tests: one fake OpenAI server for the whole file, started
 * before its first test and back to a new fake's state before each one, so no test inherits
 * another's script or refusals. Call it at the top of the file; the returned function gives
 * the running fake inside tests.
 */
export function fakeOpenAiPerFile(): () => FakeOpenAi {
  let fake: FakeOpenAi | undefined;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => fake?.reset());
  return () => {
    if (!fake) throw new Error('The fake OpenAI server is used before the file started it.');
    return fake;
  };
}
