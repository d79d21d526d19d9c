import { FEATURED_IMAGE_TYPE_MESSAGE } from '@citable/schemas';
import type { Page } from '@playwright/test';
import { HTML_PAGE, PNG_1X1, pngOfSize, SVG_IMAGE } from '../support/sample-images.ts';
import { enableAdminModeBeforeLoad, expect, openTool, test, toast } from './tools-fixtures.ts';

/**
 * Issue 12: page management on both families, as the admin does it in Chromium, and the
 * public viewer the pages become.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const imageField = (page: Page) => page.getByRole('group', { name: 'Featured image (optional)' });

/** The list request, whatever page of the list it asks for. */
const LIST_REQUEST = /\/api\/pages(\?|$)/;

/** A list answer as the server gives it, with `total` pages in all. */
function listAnswer(rows: Record<string, unknown>[], page: number, total: number) {
  return {
    data: rows,
    pagination: { page, page_size: 50, total, total_pages: Math.max(1, Math.ceil(total / 50)) },
  };
}

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

    // Images are judged by content: a 3 MB file, or an SVG or HTML file named .png, is
    // refused at once with the server's message, and nothing typed is lost.
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
      await expect(page.getByText(FEATURED_IMAGE_TYPE_MESSAGE)).toBeVisible();
      await expect(imageField(page).locator('img')).toHaveCount(0);
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
    await page.route(LIST_REQUEST, async (route) => {
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

    await page.unroute(LIST_REQUEST);
    await page.route(LIST_REQUEST, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: listAnswer([], 1, 0) })
        : route.continue(),
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

test.describe('issue 31 in the editor and the list', () => {
  test('a text file chosen through "All files" is refused with a message, not shown as a broken image', async ({
    adminPage: page,
  }) => {
    await openTool(page, '/secure-pages/new');
    // What "All files" in the file dialog allows: the accept filter does not stop it.
    await page.locator('input[type=file]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Meeting notes, not a picture.\n'),
    });
    await expect(imageField(page).getByRole('alert')).toHaveText(FEATURED_IMAGE_TYPE_MESSAGE);
    await expect(imageField(page).locator('img')).toHaveCount(0);
    await expect(page.getByTestId('page-preview').locator('img')).toHaveCount(0);
    // A real image afterwards is taken, and the message goes.
    await page.locator('input[type=file]').setInputFiles({
      name: 'chart.png',
      mimeType: 'image/png',
      buffer: PNG_1X1,
    });
    await expect(imageField(page).locator('img')).toHaveCount(1);
    await expect(imageField(page).getByRole('alert')).toHaveCount(0);
  });

  test('an image on another site shows as a link, and the editor says why', async ({
    adminPage: page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await openTool(page, '/secure-pages/new');
    await field(page, 'Content (Markdown)').fill(
      'Intro\n\n![Sales chart](https://images.example/chart.png)',
    );
    const preview = page.getByTestId('page-preview');
    await expect(preview.getByRole('link', { name: 'Image: Sales chart' })).toHaveAttribute(
      'href',
      'https://images.example/chart.png',
    );
    await expect(preview.locator('img')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'another site' })).toContainText(
      '1 image is on another site, so the page shows it as a link.',
    );
    expect(violations).toEqual([]);
  });

  test('the list goes a page at a time, its number in the address', async ({ adminPage: page }) => {
    const asked: string[] = [];
    const row = (n: number) => ({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      title: `Listed page ${n}`,
      slug: `listed-page-${n}`,
      published: n % 2 === 0,
      featured_image: null,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
      author_id: '00000000-0000-0000-0000-000000000000',
    });
    await page.route(LIST_REQUEST, (route) => {
      const url = new URL(route.request().url());
      if (route.request().method() !== 'GET' || url.searchParams.has('id')) return route.continue();
      asked.push(url.search);
      const listPage = Number(url.searchParams.get('page') ?? 1);
      const first = (listPage - 1) * 50 + 1;
      const count = Math.min(50, 120 - first + 1);
      return route.fulfill({
        json: listAnswer(
          Array.from({ length: count }, (_, i) => row(first + i)),
          listPage,
          120,
        ),
      });
    });
    await openTool(page, '/secure-pages');
    const pager = page.getByRole('navigation', { name: 'Pages list' });
    await expect(pager).toContainText('1–50 of 120 pages');
    await expect(pager).toContainText('Page 1 of 3');
    await expect(page.getByTestId('page-row')).toHaveCount(50);
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/secure-pages\?page=2$/);
    await expect(page.getByTestId('page-row').first()).toContainText('Listed page 51');
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(pager).toContainText('101–120 of 120 pages');
    await expect(page.getByTestId('page-row')).toHaveCount(20);
    await expect(pager.getByRole('link', { name: 'Next' })).toHaveCount(0);
    await page.goBack();
    await expect(pager).toContainText('Page 2 of 3');
    // A page past the end (an old link) shows the last one.
    await openTool(page, '/secure-pages?page=9');
    await expect(page).toHaveURL(/\/secure-pages\?page=3$/);
    expect(asked).toContain('?page=2');
    expect(asked).toContain('?page=3');
  });
});
