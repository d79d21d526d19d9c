import type { Page } from '@playwright/test';
import { expectProviderCall, leaveThroughSidebar, openAsTester } from './llm-server.ts';
import { expect, test } from './tools-fixtures.ts';

/** Leaving a tool's page cancels its call: the server stops waiting and the provider sees it go. */
export function describeLeavingCancels(tool: {
  name: string;
  path: string;
  /** Starts the tool's call with `marker` in what is sent to the provider. */
  start: (page: Page, marker: string) => Promise<void>;
  leaveTo: { label: string; url: RegExp };
}): void {
  test.describe(`${tool.name} on an LLM, leaving the page`, () => {
    test(`navigating away cancels the running ${tool.name} call up to the provider`, async ({
      page,
      llmApp: app,
    }) => {
      // The worker's fake is shared: an earlier spec may have left formats refused.
      app.fake.refusedFormats.clear();
      app.fake.respond = () => ({ kind: 'hang' });
      const marker = `${tool.name} leave marker ${Date.now()}`;
      await openAsTester(page, app, tool.path);
      await tool.start(page, marker);
      await expectProviderCall(app.fake, marker, 'requests');
      await leaveThroughSidebar(page, tool.leaveTo.label);
      await expect(page).toHaveURL(tool.leaveTo.url);
      await expectProviderCall(app.fake, marker, 'abandoned');
    });
  });
}
