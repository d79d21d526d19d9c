import type { Page } from '@playwright/test';
import { HTML_PAGE, PNG_1X1, pngOfSize, SVG_IMAGE } from '../support/sample-images.ts';
import { enableAdminModeBeforeLoad, expect, openTool, test, toast } from './tools-fixtures.ts';

/**
 * Issue 12: page management on both families, as the admin does it in Chromium, and the
 * public viewer the pages become.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function expectNotPublic(page: Page, slug: string) {
  expect((await page.request.get(`/page/${slug}`)).status()).toBe(404);
  expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(`/page/${slug}<`);
  expect(await (await page.request.get('/llms.txt')).text()).not.toContain(`/page/${slug})`);
}

async function expectPublic(page: Page, slug: string) {
  expect((await page.request.get(`/page/${slug}`)).status()).toBe(200);
  expect(await (await page.request.get('/sitemap.xml')).text()).toContain(`/page/${slug}</loc>`);
  expect(await (await page.request.get('/llms.txt')).text()).toContain(`/page/${slug})`);
}

test.describe('secure page management (/secure-pages)', () => {
  test('create with validation, draft, publish, edit, view in a new tab, delete', async ({
    adminPage: page,
    context,
  }) => {
    test.setTimeout(120_000);
    const id = unique();
    const title = `Secure GEO Guide ${id}`;
    const slug = `secure-geo-guide-${id}`;

    await openTool(page, '/secure-pages');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Secure Page Management' }),
    ).toBeVisible();
    await expect(
      page.getByText('Manage website pages with simplified authentication.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin-dashboard',
    );
    await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Create Page' }).first().click();
    await expect(page).toHaveURL(/\/secure-pages\/new$/);
    await expect(page.getByRole('heading', { name: 'Create New Page' })).toBeVisible();

    // Empty title and content, and a bad slug, each say so in the spec's words.
    await page.getByRole('button', { name: 'Save Page' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await expect(page.getByText('Slug is required')).toBeVisible();
    await expect(page.getByText('Content is required')).toBeVisible();

    // The slug fills from the title while creating.
    await field(page, 'Title').pressSequentially(`Secure GEO Guide ${id}`);
    await expect(field(page, 'Slug')).toHaveValue(slug);
    await field(page, 'Slug').fill('Not A Slug');
    await page.getByRole('button', { name: 'Save Page' }).click();
    await expect(
      page.getByText('Slug can only contain lowercase letters, numbers, and hyphens'),
    ).toBeVisible();
    await field(page, 'Slug').fill(slug);

    await field(page, 'Content (Markdown)').fill(
      '## Why passages win\n\n- answer first\n- cite sources\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    // The live preview renders the markdown as the public page will.
    const preview = page.getByTestId('page-preview');
    await expect(preview.getByRole('heading', { name: 'Why passages win' })).toBeVisible();
    await expect(preview.getByRole('heading', { name: title })).toBeVisible();
    await expect(preview.locator('table td').first()).toHaveText('1');
    await field(page, 'Meta title (optional)').fill(`GEO guide meta ${id}`);
    await field(page, 'Meta description (optional)').fill('How passages get quoted by AI search.');
    await field(page, 'Structured data (optional, JSON-LD)').fill('{"@type": "Article",}');
    await page.getByRole('button', { name: 'Save Page' }).click();
    await expect(page.getByText(/^Structured data must be valid JSON-LD/)).toBeVisible();
    await field(page, 'Structured data (optional, JSON-LD)').fill(
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Article","headline":"GEO ${id}"}</script>`,
    );

    // Images are judged by content: a 3 MB file is refused at once, an SVG or HTML file
    // named .png by the server, and nothing typed is lost.
    const fileInput = page.locator('input[type=file]');
    await fileInput.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: pngOfSize(3 * 1024 * 1024),
    });
    await expect(
      page.getByText('The featured image is too large (3.0 MB). Images can be at most 2 MB.'),
    ).toBeVisible();
    for (const [name, buffer] of [
      ['drawing.png', SVG_IMAGE],
      ['page.png', HTML_PAGE],
    ] as const) {
      await fileInput.setInputFiles({ name, mimeType: 'image/png', buffer });
      await page.getByRole('button', { name: 'Save Page' }).click();
      await expect(
        toast(
          page,
          'Error',
          'Failed to save page: The featured image must be a PNG, JPEG, WebP, GIF or AVIF image.',
        ).first(),
      ).toBeVisible();
    }
    await expect(page).toHaveURL(/\/secure-pages\/new$/);
    await expect(field(page, 'Title')).toHaveValue(title);
    await expect(field(page, 'Meta title (optional)')).toHaveValue(`GEO guide meta ${id}`);
    // A PNG renamed .txt is a PNG.
    await fileInput.setInputFiles({ name: 'chart.txt', mimeType: 'text/plain', buffer: PNG_1X1 });
    await field(page, 'Image description (alt text)').fill('Passage chart');

    await page.getByRole('button', { name: 'Save Page' }).click();
    await expect(toast(page, 'Success', 'Page created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/secure-pages$/);
    const row = page.getByTestId('page-row').filter({ hasText: title });
    await expect(row).toContainText(slug);
    await expect(row).toContainText('Draft');
    await expect(row.getByRole('link', { name: `View ${title}` })).toHaveCount(0);
    await expectNotPublic(page, slug);

    // Publish it.
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Page' })).toBeVisible();
    await expect(field(page, 'Title')).toHaveValue(title);
    await page.getByRole('switch', { name: 'Published' }).click();
    await page.getByRole('button', { name: 'Save Page' }).click();
    await expect(toast(page, 'Success', 'Page updated successfully')).toBeVisible();
    await expect(row).toContainText('Published');
    await expectPublic(page, slug);

    // View opens the server-rendered page in a new tab.
    const [viewer] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('link', { name: `View ${title}` }).click(),
    ]);
    await viewer.waitForLoadState();
    await expect(viewer).toHaveURL(new RegExp(`/page/${slug}$`));
    await expect(viewer).toHaveTitle(`GEO guide meta ${id} | Citable`);
    await expect(viewer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(viewer.getByRole('heading', { level: 2, name: 'Why passages win' })).toBeVisible();
    await expect(viewer.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'How passages get quoted by AI search.',
    );
    const image = viewer.getByRole('img', { name: 'Passage chart' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const jsonLd = await viewer.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '')).toMatchObject({ '@type': 'Article', headline: `GEO ${id}` });
    await viewer.close();

    // Delete asks first; cancelling keeps the page.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('Are you sure you want to delete this page?');
      dialog.dismiss();
    });
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(row).toBeVisible();
    page.once('dialog', (dialog) => dialog.accept());
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    await expect(toast(page, 'Success', 'Page deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expectNotPublic(page, slug);
  });

  test('the list retries once, not on focus, shows the load error and the empty state', async ({
    adminPage: page,
  }) => {
    let calls = 0;
    await page.route('**/api/pages', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      calls += 1;
      await route.fulfill({ status: 503, json: { error: 'Database unavailable' } });
    });
    await openTool(page, '/secure-pages');
    await expect(page.getByText('Error loading pages')).toBeVisible({ timeout: 15_000 });
    expect(calls).toBe(2);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.waitForTimeout(300);
    expect(calls).toBe(2);

    await page.unroute('**/api/pages');
    await page.route('**/api/pages', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: { data: [] } }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('No pages found. Create your first page!')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Create Page' }).last().click();
    await expect(page).toHaveURL(/\/secure-pages\/new$/);
  });
});

test.describe('admin page management (/admin/pages)', () => {
  test('needs admin mode on', async ({ adminPage: page }) => {
    await page.goto('/admin/pages');
    await expect(page).toHaveURL(/\/(dashboard|analyzer)$/);
  });

  test('create, publish, view, edit with an unsaved-changes prompt; no delete here', async ({
    adminPage: page,
    context,
    browser,
  }) => {
    test.setTimeout(90_000);
    await enableAdminModeBeforeLoad(context);
    const id = unique();
    const title = `Admin Family Page ${id}`;
    const slug = `admin-family-page-${id}`;
    await openTool(page, '/admin/pages');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Management' })).toBeVisible();
    await page.getByRole('link', { name: 'Create Page' }).first().click();
    await expect(page).toHaveURL(/\/admin\/pages\/new$/);
    await field(page, 'Title').pressSequentially(title);
    await expect(field(page, 'Slug')).toHaveValue(slug);
    await field(page, 'Content (Markdown)').fill('Plain **content** for the admin family.');

    // Leaving with unsaved changes asks first; staying keeps everything.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe('You have unsaved changes. Leave this page and lose them?');
      dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/admin\/pages\/new$/);
    await expect(field(page, 'Title')).toHaveValue(title);

    await page.getByRole('switch', { name: 'Published' }).click();
    await page.getByRole('button', { name: 'Save Page' }).click();
    await expect(toast(page, 'Success', 'Page created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/pages$/);
    const row = page.getByTestId('page-row').filter({ hasText: title });
    await expect(row).toContainText('Published');
    await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expectPublic(page, slug);

    const [viewer] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('link', { name: `View ${title}` }).click(),
    ]);
    await expect(viewer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(viewer).toHaveTitle(`${title} | Citable`);
    await viewer.close();
    // A visitor gets the page without any JavaScript (docs/decisions/001).
    const visitorContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const visitorPage = await visitorContext.newPage();
    await visitorPage.goto(`/page/${slug}`);
    await expect(visitorPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await visitorPage.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    await visitorContext.close();

    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit Page' })).toBeVisible();
    await field(page, 'Title').fill(`${title} edited`);
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/admin\/pages$/);
    await expect(page.getByTestId('page-row').filter({ hasText: `${title} edited` })).toHaveCount(
      0,
    );

    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await field(page, 'Title').fill(`${title} edited`);
    await page.getByRole('button', { name: 'Save Page' }).click();
    await expect(toast(page, 'Success', 'Page updated successfully')).toBeVisible();
    await expect(page.getByTestId('page-row').filter({ hasText: `${title} edited` })).toBeVisible();
    const viewed = await page.request.get(`/page/${slug}`);
    expect(await viewed.text()).toContain(`${title} edited`);

    // The admin dashboard leads to the secure family, where the page can be deleted.
    await openTool(page, '/admin-dashboard');
    await page
      .getByRole('region', { name: 'Page Management' })
      .getByRole('link', { name: 'Manage Pages' })
      .click();
    await expect(page).toHaveURL(/\/secure-pages$/);
    page.once('dialog', (dialog) => dialog.accept());
    await page.getByRole('button', { name: `Delete ${title} edited` }).click();
    await expect(toast(page, 'Success', 'Page deleted successfully')).toBeVisible();
    await expectNotPublic(page, slug);
  });

  test('anyone but the admin is sent away from every pages screen', async ({
    memberPage: page,
  }) => {
    for (const path of ['/admin/pages', '/admin/pages/new', '/secure-pages', '/secure-pages/new']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/(dashboard|analyzer)$/);
    }
  });
});
