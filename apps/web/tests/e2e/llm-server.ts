import type { Browser, Page } from '@playwright/test';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { expect, waitForHydration } from './fixtures.ts';

/**
 * A second product server for the tool specs, on the `openai` provider against the real HTTP
 * fake OpenAI server in this process, so a test can see what reaches the provider (and what
 * it abandons). Its own data and testing secret; a tester session stands in for an account.
 */
export interface LlmApp {
  url: string;
  fake: FakeOpenAi;
  close(): Promise<void>;
}

const SECRET = 'llm-e2e-testing-secret-0123456789';

export async function startLlmApp(): Promise<LlmApp> {
  const fake = await startFakeOpenAi();
  let server: RunningServer;
  try {
    server = await startServer({
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: 'sk-llm-e2e',
      AI_MODEL: 'fake-model',
      // Long enough that only a cancellation, never the limit, ends a hanging call here.
      AI_TIMEOUT_MS: '120000',
      TESTING_SECRET: SECRET,
    });
  } catch (error) {
    await fake.close();
    throw error;
  }
  return {
    url: server.url,
    fake,
    async close() {
      await server.stop();
      await fake.close();
    },
  };
}

/**
 * The LLM app, opened once on a tool page: the first render of a new server process (loading
 * the page bundle and the engine's worker) took over 20 s on a loaded machine and belongs to
 * start-up, not to a test. The `llmApp` worker fixture of tools-fixtures.ts starts it; a
 * `beforeAll` per describe had started one server per tool within a test's time limit.
 */
export async function startWarmLlmApp(browser: Browser): Promise<LlmApp> {
  const app = await startLlmApp();
  const warmUp = await browser.newPage();
  await warmUp.goto(`${app.url}/testing/${SECRET}`);
  // The testing link sends a tester on to /analyzer itself; going there before it has let
  // the tester in ends on /auth, which has no React to wait for.
  await expect(warmUp).toHaveURL(/\/analyzer$/, { timeout: 60_000 });
  await waitForHydration(warmUp);
  await warmUp.close();
  return app;
}

/** Opens `path` on the LLM app as a tester (the real testing link) and waits for hydration. */
export async function openAsTester(page: Page, app: LlmApp, path: string): Promise<void> {
  await page.goto(`${app.url}/testing/${SECRET}`);
  // Waits out the screen's own redirect: a page.goto racing it was aborted (ERR_ABORTED).
  await expect(page).toHaveURL(/\/analyzer$/, { timeout: 30_000 });
  if (path !== '/analyzer') await page.goto(`${app.url}${path}`);
  await waitForHydration(page);
}

/** Leaves the tool inside the app, the way a user does: through the sidebar. */
export async function leaveThroughSidebar(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Tools menu' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

/** Waits until the provider has seen a request whose user message contains `marker`. */
export async function expectProviderCall(
  fake: FakeOpenAi,
  marker: string,
  list: 'requests' | 'abandoned',
): Promise<void> {
  // A busy machine can take seconds to pass a page's abort through the server to the
  // provider: wait for it as long as a test may, rather than the 5 s poll default.
  await expect
    .poll(
      () =>
        fake[list].some((request) =>
          request.body.messages.some(
            (message) => message.role === 'user' && message.content.includes(marker),
          ),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}
