import type { Page } from '@playwright/test';
import {
  delayRoute,
  enableAdminModeBeforeLoad,
  expect,
  openTool,
  reloadTool,
  restoreDefaultPrompts,
  test,
  toast,
} from './tools-fixtures.ts';

/** Openings of the shipped default prompts (packages/engine/src/prompts/default-prompts.ts). */
const DEFAULT_OPENINGS = {
  analyzer: "You are Citable's content analyst.",
  improvement: "You are Citable's content editor.",
  keywords: "You are Citable's keyword researcher for AI search.",
};

const RESET_CONFIRMATION = 'Are you sure you want to reset this prompt to its default value?';
const EMPTY_PROMPT =
  'A system prompt cannot be empty. Write instructions for the AI, or use Reset to Default.';

/** Matches a value that begins with `opening`, taken literally. */
function startsWith(opening: string): RegExp {
  const literal = opening.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal}`);
}

function adminCard(page: Page) {
  return page.getByRole('region', { name: 'Admin Settings' });
}

function editorTextarea(page: Page) {
  return page.getByRole('tabpanel').getByRole('textbox');
}

/** Spec 2/6: the admin-only controls on the tools, and how admin mode shows and hides them. */
test.describe('admin settings card', () => {
  test('a normal user never sees the switch or the card, even with admin mode stored', async ({
    memberPage: page,
    context,
  }) => {
    await enableAdminModeBeforeLoad(context);
    for (const path of ['/analyzer', '/improvement', '/geo-keywords']) {
      await openTool(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('switch', { name: 'Admin Mode' })).toHaveCount(0);
      await expect(page.getByText('Admin Settings')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Edit .*Prompt/ })).toHaveCount(0);
    }
  });

  test('the admin turns admin mode on and off with the switch on the tool page', async ({
    adminPage: page,
  }) => {
    await openTool(page, '/analyzer');
    const toggle = page.getByRole('main').getByRole('switch', { name: 'Admin Mode' });
    await expect(toggle).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(adminCard(page)).toHaveCount(0);

    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(
      toast(page, 'Admin mode enabled', 'You now have access to admin features'),
    ).toBeVisible();
    await expect(adminCard(page)).toBeVisible();
    await expect(adminCard(page).getByText('System Prompts', { exact: true })).toBeVisible();
    await expect(
      adminCard(page).getByRole('button', { name: 'Edit System Prompts' }),
    ).toBeVisible();

    // The choice is kept across loads (spec 3, local storage).
    await reloadTool(page);
    await expect(adminCard(page)).toBeVisible();

    await page.getByRole('main').getByRole('switch', { name: 'Admin Mode' }).click();
    await expect(toast(page, 'Admin mode disabled', 'Admin features are now hidden')).toBeVisible();
    await expect(adminCard(page)).toHaveCount(0);
  });

  test('with admin mode on, each tool shows its card and its edit button', async ({
    adminPage: page,
    context,
  }) => {
    await enableAdminModeBeforeLoad(context);
    for (const [path, button] of [
      ['/analyzer', 'Edit System Prompts'],
      ['/improvement', 'Edit System Prompt'],
      ['/geo-keywords', 'Edit Keyword Research Prompt'],
    ] as const) {
      await openTool(page, path);
      await expect(adminCard(page).getByText('System Prompts', { exact: true })).toBeVisible();
      await expect(
        adminCard(page).getByRole('button', { name: button, exact: true }),
      ).toBeVisible();
    }
  });
});

/** Spec 2 "Edit System Prompt" dialog states that change nothing: loading, errors, Cancel. */
test.describe('prompt dialog without saving', () => {
  test('the analyzer dialog shows its texts, a skeleton while loading, and Cancel closes it', async ({
    adminPage: page,
    context,
  }) => {
    await enableAdminModeBeforeLoad(context);
    await delayRoute(page, '**/api/prompts', 1000);
    await openTool(page, '/analyzer');
    await adminCard(page).getByRole('button', { name: 'Edit System Prompts' }).click();

    const dialog = page.getByRole('dialog', { name: 'Edit System Prompt' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'Customize the instructions sent to the AI when analyzing content.',
    );
    await expect(dialog.getByTestId('prompt-skeleton')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    const field = dialog.getByLabel('Content Analysis System Prompt');
    await expect(field).toBeVisible();
    await expect(dialog.getByTestId('prompt-skeleton')).toHaveCount(0);
    await expect(field).toHaveValue(startsWith(DEFAULT_OPENINGS.analyzer));
    await expect(field).toHaveAttribute(
      'placeholder',
      'Enter system prompt for content analysis...',
    );
    expect(await field.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(/mono/i);
    expect((await field.boundingBox())?.height).toBeGreaterThanOrEqual(300);

    await field.fill('A change that is never saved.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await adminCard(page).getByRole('button', { name: 'Edit System Prompts' }).click();
    await expect(page.getByRole('dialog').getByLabel('Content Analysis System Prompt')).toHaveValue(
      startsWith(DEFAULT_OPENINGS.analyzer),
    );
  });

  test('the dialog shows an error alert when loading fails and keeps open when saving fails', async ({
    adminPage: page,
    context,
  }) => {
    await enableAdminModeBeforeLoad(context);
    let failLoad = true;
    await page.route('**/api/prompts', (route) =>
      failLoad
        ? route.fulfill({ status: 500, json: { error: 'Prompts are unavailable right now.' } })
        : route.continue(),
    );
    await page.route('**/api/prompts/analyzer', (route) =>
      route.fulfill({ status: 500, json: { error: 'The database is read-only.' } }),
    );
    await openTool(page, '/analyzer');
    const open = adminCard(page).getByRole('button', { name: 'Edit System Prompts' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Edit System Prompt' });
    await expect(dialog.getByRole('alert')).toContainText('Prompts are unavailable right now.');
    // Nothing loaded, nothing to save: an empty save would switch the tool off for everyone.
    await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await expect(dialog.getByLabel('Content Analysis System Prompt')).toBeDisabled();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    failLoad = false;
    await open.click();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByLabel('Content Analysis System Prompt')).toHaveValue(/\S/);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Failed to save prompt.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('alert')).toContainText('The database is read-only.');
  });
});

/** Spec 2 "Direct Prompt Editor" / 6: who may open it, and what it shows. */
test.describe('prompt editor access and layout', () => {
  test('a normal user is sent to /dashboard and on to /analyzer', async ({ memberPage: page }) => {
    const redirects: string[] = [];
    page.on('response', (response) => {
      const location = response.headers().location;
      if (response.status() >= 300 && response.status() < 400 && location) {
        redirects.push(location);
      }
    });
    await openTool(page, '/prompt-editor');
    await expect(page).toHaveURL(/\/analyzer$/);
    expect(redirects).toEqual(['/dashboard', '/analyzer']);
    await expect(page.getByText('Direct Prompt Editor')).toHaveCount(0);
    // The API behind it is closed too.
    expect((await page.request.get('/api/prompts')).status()).toBe(403);
  });

  test('a visitor is sent to /auth', async ({ page }) => {
    // /auth is server-rendered forms without React: there is no hydration to wait for.
    await page.goto('/prompt-editor');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  });

  test('the admin sees the back link, the note, three tabs and a tall textarea', async ({
    adminPage: page,
  }) => {
    await openTool(page, '/prompt-editor');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Direct Prompt Editor' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin-dashboard',
    );
    await expect(page.getByText(/changes take effect immediately for all users/i)).toBeVisible();

    const tabs = page.getByRole('tablist', { name: 'System prompts' }).getByRole('tab');
    await expect(tabs).toHaveText(['Content Analyzer', 'Content Improvement', 'AI Keywords']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

    for (const [tab, opening] of [
      ['Content Analyzer', DEFAULT_OPENINGS.analyzer],
      ['Content Improvement', DEFAULT_OPENINGS.improvement],
      ['AI Keywords', DEFAULT_OPENINGS.keywords],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      const field = editorTextarea(page);
      await expect(field).toHaveValue(startsWith(opening));
      expect((await field.boundingBox())?.height).toBeGreaterThanOrEqual(300);
      await expect(
        page.getByRole('tabpanel').getByRole('button', { name: 'Reset to Default' }),
      ).toBeVisible();
      await expect(
        page.getByRole('tabpanel').getByRole('button', { name: 'Save Changes' }),
      ).toBeEnabled();
    }
  });

  test('the editor offers nothing to save when the prompts cannot load', async ({
    adminPage: page,
  }) => {
    await page.route('**/api/prompts', (route) =>
      route.fulfill({ status: 500, json: { error: 'Prompts are unavailable right now.' } }),
    );
    await openTool(page, '/prompt-editor');
    await expect(page.getByRole('alert')).toContainText('Prompts are unavailable right now.');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });

  test('a failed save shows "Failed to save analyzer prompt"', async ({ adminPage: page }) => {
    await page.route('**/api/prompts/analyzer', (route) =>
      route.fulfill({ status: 500, json: { error: 'The database is read-only.' } }),
    );
    await openTool(page, '/prompt-editor');
    await editorTextarea(page).fill('Never stored.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Failed to save analyzer prompt')).toBeVisible();
  });
});

/**
 * Saving and resetting the shared prompts. They are global, so these tests run one after the
 * other and put every prompt back to its default afterwards.
 */
test.describe('changing the shared prompts', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterEach(async ({ adminPage }) => {
    await restoreDefaultPrompts(adminPage.request);
  });

  test('the analyzer dialog saves with "System prompt saved successfully!" and closes', async ({
    adminPage: page,
    context,
  }) => {
    await enableAdminModeBeforeLoad(context);
    await openTool(page, '/analyzer');
    await adminCard(page).getByRole('button', { name: 'Edit System Prompts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit System Prompt' });
    const field = dialog.getByLabel('Content Analysis System Prompt');
    await expect(field).toHaveValue(startsWith(DEFAULT_OPENINGS.analyzer));
    const custom = 'Score the text on the six criteria. Custom analyzer prompt from the dialog.';
    await field.fill(custom);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Success', 'System prompt saved successfully!')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Stored on the server: the dialog and the editor both show it after a reload.
    await reloadTool(page);
    await adminCard(page).getByRole('button', { name: 'Edit System Prompts' }).click();
    await expect(page.getByRole('dialog').getByLabel('Content Analysis System Prompt')).toHaveValue(
      custom,
    );
    await openTool(page, '/prompt-editor');
    await expect(editorTextarea(page)).toHaveValue(custom);
    await expect(page.getByRole('tabpanel').getByText(/^Custom/)).toBeVisible();
  });

  test('the improvement dialog saves with its own toast', async ({ adminPage: page, context }) => {
    await enableAdminModeBeforeLoad(context);
    await openTool(page, '/improvement');
    await adminCard(page).getByRole('button', { name: 'Edit System Prompt', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit System Prompt' });
    await expect(dialog).toContainText(
      'Customize the instructions sent to the AI when improving content.',
    );
    const field = dialog.getByLabel('Content Improvement System Prompt');
    await expect(field).toHaveValue(startsWith(DEFAULT_OPENINGS.improvement));
    await field.fill('Rewrite the text in Markdown. Custom improvement prompt.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      toast(page, 'Success', 'Content improvement system prompt saved successfully!'),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await openTool(page, '/prompt-editor');
    await page.getByRole('tab', { name: 'Content Improvement' }).click();
    await expect(editorTextarea(page)).toHaveValue(
      'Rewrite the text in Markdown. Custom improvement prompt.',
    );
  });

  test('the keyword dialog opens from "Edit Keyword Research Prompt" and saves', async ({
    adminPage: page,
    context,
  }) => {
    await enableAdminModeBeforeLoad(context);
    await openTool(page, '/geo-keywords');
    await adminCard(page).getByRole('button', { name: 'Edit Keyword Research Prompt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Keyword Research Prompt' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    const field = dialog.getByLabel('Keyword Research System Prompt');
    await expect(field).toHaveValue(startsWith(DEFAULT_OPENINGS.keywords));
    await field.fill('Research the keyword in five sections. Custom keyword prompt.');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Success', 'AI keyword research prompt saved.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await openTool(page, '/prompt-editor');
    await page.getByRole('tab', { name: 'AI Keywords' }).click();
    await expect(editorTextarea(page)).toHaveValue(
      'Research the keyword in five sections. Custom keyword prompt.',
    );
  });

  test('the editor saves ("Saving...") and resets to the default after confirmation', async ({
    adminPage: page,
  }) => {
    await delayRoute(page, '**/api/prompts/analyzer', 800);
    await openTool(page, '/prompt-editor');
    const field = editorTextarea(page);
    const original = await field.inputValue();
    expect(original.startsWith(DEFAULT_OPENINGS.analyzer)).toBe(true);
    await expect(page.getByRole('tabpanel').getByText('Default', { exact: true })).toBeVisible();

    const custom = 'Custom analyzer prompt written in the Direct Prompt Editor.';
    await field.fill(custom);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(toast(page, 'Analyzer prompt saved successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await expect(page.getByRole('tabpanel').getByText(/^Custom, saved/)).toBeVisible();
    await reloadTool(page);
    await expect(editorTextarea(page)).toHaveValue(custom);

    // Cancel in the confirmation keeps the custom prompt.
    await page.getByRole('button', { name: 'Reset to Default' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset to Default' });
    await expect(confirm).toContainText(RESET_CONFIRMATION);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(editorTextarea(page)).toHaveValue(custom);

    await page.getByRole('button', { name: 'Reset to Default' }).click();
    await confirm.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(toast(page, 'Analyzer prompt reset to default')).toBeVisible();
    await expect(editorTextarea(page)).toHaveValue(original);
    await expect(page.getByRole('tabpanel').getByText('Default', { exact: true })).toBeVisible();
    await reloadTool(page);
    await expect(editorTextarea(page)).toHaveValue(original);
  });

  test('the other tabs save and reset with their own names', async ({ adminPage: page }) => {
    await openTool(page, '/prompt-editor');
    for (const [tab, name, opening] of [
      ['Content Improvement', 'Improvement', DEFAULT_OPENINGS.improvement],
      ['AI Keywords', 'Keyword', DEFAULT_OPENINGS.keywords],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      const field = editorTextarea(page);
      await field.fill(`Custom ${name} prompt.`);
      await page.getByRole('tabpanel').getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(page, `${name} prompt saved successfully`)).toBeVisible();
      await page.getByRole('tabpanel').getByRole('button', { name: 'Reset to Default' }).click();
      const confirm = page.getByRole('dialog', { name: 'Reset to Default' });
      await expect(confirm).toContainText(RESET_CONFIRMATION);
      await confirm.getByRole('button', { name: 'Reset', exact: true }).click();
      await expect(toast(page, `${name} prompt reset to default`)).toBeVisible();
      await expect(field).toHaveValue(startsWith(opening));
    }
  });

  test('the editor keeps a saved prompt and an unsaved draft across tab switches', async ({
    adminPage: page,
  }) => {
    await openTool(page, '/prompt-editor');
    const saved = 'Analyzer prompt saved before switching tabs.';
    await editorTextarea(page).fill(saved);
    await page.getByRole('tabpanel').getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Analyzer prompt saved successfully')).toBeVisible();

    await page.getByRole('tab', { name: 'Content Improvement' }).click();
    const draft = 'An improvement draft that is not saved yet.';
    await editorTextarea(page).fill(draft);
    await page.getByRole('tab', { name: 'AI Keywords' }).click();
    await expect(editorTextarea(page)).toHaveValue(startsWith(DEFAULT_OPENINGS.keywords));

    await page.getByRole('tab', { name: 'Content Analyzer' }).click();
    await expect(editorTextarea(page)).toHaveValue(saved);
    await expect(page.getByRole('tabpanel').getByText(/^Custom, saved/)).toBeVisible();
    await page.getByRole('tab', { name: 'Content Improvement' }).click();
    await expect(editorTextarea(page)).toHaveValue(draft);
    await expect(page.getByRole('tabpanel').getByText('Default', { exact: true })).toBeVisible();

    // Saving the analyzer again writes what it shows, not the text loaded on mount.
    await page.getByRole('tab', { name: 'Content Analyzer' }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Analyzer prompt saved successfully').last()).toBeVisible();
    const stored = (await (await page.request.get('/api/prompts')).json()) as {
      prompts: Record<string, { content: string; isDefault: boolean }>;
    };
    expect(stored.prompts.analyzer?.content).toBe(saved);
    expect(stored.prompts.improvement?.isDefault).toBe(true);
  });

  /**
   * Issue 13: an empty prompt once saved fine and then failed every user's next call. It is
   * refused in the browser and on the server, and the stored prompt stays as it was.
   */
  test.describe('an empty or blank prompt is refused', () => {
    test('the editor refuses it with the spec failure, sends nothing, keeps the prompt', async ({
      adminPage: admin,
    }) => {
      let saves = 0;
      admin.on('request', (request) => {
        if (request.method() === 'PUT' && request.url().includes('/api/prompts/')) saves += 1;
      });
      await openTool(admin, '/prompt-editor');
      await expect(admin.getByTestId('engine-note')).toContainText(
        "Answering now: Citable's builtin engine.",
      );
      await expect(admin.getByTestId('engine-note')).toContainText('Prompts apply to an LLM');
      for (const [tab, name] of [
        ['Content Analyzer', 'analyzer'],
        ['AI Keywords', 'keyword'],
      ] as const) {
        await admin.getByRole('tab', { name: tab }).click();
        for (const blank of ['', '   \n\t  ']) {
          await editorTextarea(admin).fill(blank);
          await admin.getByRole('tabpanel').getByRole('button', { name: 'Save Changes' }).click();
          await expect(
            toast(admin, `Failed to save ${name} prompt`, EMPTY_PROMPT).last(),
          ).toBeVisible();
        }
      }
      expect(saves).toBe(0);
      const stored = (await (await admin.request.get('/api/prompts')).json()) as {
        prompts: Record<string, { content: string }>;
      };
      expect(stored.prompts.analyzer?.content).toMatch(startsWith(DEFAULT_OPENINGS.analyzer));
      expect(stored.prompts.keywords?.content).toMatch(startsWith(DEFAULT_OPENINGS.keywords));

      // The server refuses it too, whoever sends it, with the same words.
      for (const blank of ['', ' \n ']) {
        const refused = await admin.request.put('/api/prompts/improvement', {
          data: { content: blank },
        });
        expect(refused.status()).toBe(400);
        expect(await refused.json()).toEqual({ error: EMPTY_PROMPT });
      }
    });

    test('a dialog refuses it, stays open, and puts the default back in one click', async ({
      adminPage: admin,
      context,
    }) => {
      await enableAdminModeBeforeLoad(context);
      await openTool(admin, '/improvement');
      await adminCard(admin)
        .getByRole('button', { name: 'Edit System Prompt', exact: true })
        .click();
      const dialog = admin.getByRole('dialog', { name: 'Edit System Prompt' });
      await expect(dialog.getByTestId('engine-note')).toContainText('Prompts apply to an LLM');
      const field = dialog.getByLabel('Content Improvement System Prompt');
      await expect(field).toHaveValue(startsWith(DEFAULT_OPENINGS.improvement));
      await field.fill('   ');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(admin, 'Failed to save prompt.')).toBeVisible();
      await expect(dialog.getByRole('alert')).toHaveText(EMPTY_PROMPT);
      await expect(dialog).toBeVisible();

      await dialog.getByRole('button', { name: 'Use Default' }).click();
      await expect(field).toHaveValue(startsWith(DEFAULT_OPENINGS.improvement));
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(
        toast(admin, 'Success', 'Content improvement system prompt saved successfully!'),
      ).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await restoreDefaultPrompts(admin.request);
    });
  });
});
