import type { Page, Route } from '@playwright/test';
import { describeLeavingCancels } from './leaving-cancels.ts';
import { delayRoute, expect, openTool, test, toast } from './tools-fixtures.ts';

/** An unstructured text with figures, a date and a superlative, written for these tests. */
// A short article as a browser copy gives it: a title line, and section labels set in bold on
// lines of their own, which the builtin improver makes real headings (word for word).
const SOURDOUGH_TEXT = `Sourdough bread at home

Sourdough bread is bread leavened by a culture of wild yeast and lactic acid bacteria instead of commercial yeast. The long fermentation, often 14 hours or more, gives the bread its sour taste and open crumb. Many home bakers learned to make sourdough in 2020, when stores ran out of packaged yeast.

**Feeding the starter**

Bakers keep the culture, called a starter, alive by feeding it flour and water every day. A typical starter is fed at a ratio of 1 part starter to 5 parts flour and 5 parts water.

**Baking a loaf**

To bake a loaf, mix 500 grams of flour with 350 grams of water and 100 grams of active starter, let the dough rest, fold it four times, shape it and bake it at 250 degrees in a covered pot for 40 minutes.

**Keeping the bread**

The bacteria produce lactic and acetic acid, which also help the loaf keep for longer than bread made with baker's yeast. Sourdough is the best bread for beginners who are patient.`;

const PLACEHOLDER = 'Improved content will appear here after analysis.';
const UNEXPECTED_FORMAT = 'Unexpected response format from server.';
const FACTOR_LABELS = ['Clarity', 'Context Richness', 'Semantic Relevance', 'Intent Coverage'];

const numbersIn = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];

function panel(page: Page) {
  return page.getByTestId('improved-content');
}

function factorsCard(page: Page) {
  return page.getByRole('region', { name: 'Improvement Score' });
}

/** The four factor values as shown, and the overall. */
async function readFactors(page: Page) {
  const values: Record<string, number> = {};
  for (const label of FACTOR_LABELS) {
    const bar = page.getByRole('progressbar', { name: label, exact: true });
    values[label] = Number(await factorsCard(page).locator(bar).getAttribute('aria-valuenow'));
    const item = factorsCard(page).getByTestId('improvement-factor').filter({ has: bar });
    await expect(item).toContainText(`${values[label]}/100`);
  }
  const overall = Number(
    /^(\d+)\/100$/.exec(
      ((await page.getByTestId('improvement-overall').textContent()) ?? '').trim(),
    )?.[1],
  );
  return { values, overall };
}

/** The raw Markdown of the improved text, from the panel's Markdown view. */
async function readMarkdown(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Markdown', exact: true }).click();
  const text = (await panel(page).locator('pre').textContent()) ?? '';
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  return text;
}

async function improve(page: Page, content = SOURDOUGH_TEXT) {
  await page.getByLabel('Original Content').fill(content);
  await page.getByRole('button', { name: 'Improve Content' }).click();
}

/** An answer of the streamed improve call, built by hand (server-sent events). */
function fulfillStream(route: Route, events: { event: string; data: unknown }[]) {
  return route.fulfill({
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
    body: events
      .map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
      .join(''),
  });
}

/**
 * Slows the improve stream down in the page (one server-sent event every 120 ms, the real
 * events of the real server), so that what the page shows while the text streams is observable.
 */
async function throttleImproveStream(page: Page) {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await original(input, init);
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/api/functions/improve') || !response.body) return response;
      const text = await response.text();
      const events = text.split(/(?<=\n\n)/);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (const event of events) {
            controller.enqueue(encoder.encode(event));
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
          controller.close();
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    };
  });
}

/** The page before any improvement, blank input and the busy state (spec 2, 4, 5). */
test.describe('improvement input', () => {
  test('shows Original Content, Improve Content and the placeholder panel', async ({
    memberPage: page,
  }) => {
    await openTool(page, '/improvement');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Content Improvement' }),
    ).toBeVisible();
    await expect(page.getByLabel('Original Content')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Improve Content' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Improved Content' })).toBeVisible();
    await expect(panel(page)).toHaveText(PLACEHOLDER);
    await expect(page.getByRole('button', { name: 'Copy' })).toHaveCount(0);
    await expect(factorsCard(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Keywords Detected' })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Admin Mode' })).toHaveCount(0);
  });

  test('blank content is blocked with "Please enter some content to improve."', async ({
    memberPage: page,
  }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/functions/improve')) calls += 1;
    });
    await openTool(page, '/improvement');
    await page.getByRole('button', { name: 'Improve Content' }).click();
    await expect(toast(page, 'Please enter some content to improve.')).toBeVisible();
    await page.getByLabel('Original Content').fill('  \n\n   ');
    await page.getByRole('button', { name: 'Improve Content' }).click();
    await expect(toast(page, 'Please enter some content to improve.')).toHaveCount(2);
    await expect(panel(page)).toHaveText(PLACEHOLDER);
    expect(calls).toBe(0);
  });

  test('reads "Analyzing..." and is disabled while busy', async ({ memberPage: page }) => {
    await delayRoute(page, '**/api/functions/improve', 1200);
    await openTool(page, '/improvement');
    await improve(page);
    const busy = page.getByRole('button', { name: 'Analyzing...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(factorsCard(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Improve Content' })).toBeEnabled();
  });
});

/** A real rewrite by the builtin engine: streamed text, no invented figures, factors, keywords. */
test.describe('improvement results on the builtin engine', () => {
  test('the improved text streams into the panel while the call is still running', async ({
    memberPage: page,
  }) => {
    test.setTimeout(120_000);
    await throttleImproveStream(page);
    await openTool(page, '/improvement');
    const responsePromise = page.waitForResponse('**/api/functions/improve');
    await improve(page);

    // While the button is still busy, part of the text is already on screen. The throttle
    // holds the first event until the server has sent the last, and a rewrite takes seconds
    // inside a full test run on two cores: the wait allows for it (it missed 10 s once).
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const box = document.querySelector('[data-testid="improved-content"]');
            const busy = [...document.querySelectorAll('button')].some((button) =>
              button.textContent?.includes('Analyzing...'),
            );
            const text = box?.textContent ?? '';
            return busy && box?.getAttribute('aria-busy') === 'true' && text.length > 0
              ? !text.includes('Improved content will appear here')
              : false;
          }),
        { timeout: 40_000, intervals: [20] },
      )
      .toBe(true);
    await expect(factorsCard(page)).toBeVisible({ timeout: 15_000 });
    await expect(panel(page)).toHaveAttribute('aria-busy', 'false');

    // On the wire: server-sent events, several deltas, then one result with the whole text.
    const response = await responsePromise;
    expect(response.headers()['content-type']).toContain('text/event-stream');
    const events = [...(await response.text()).matchAll(/event: (\w+)\ndata: (.*)\n/g)];
    const deltas = events.filter(([, name]) => name === 'delta');
    const results = events.filter(([, name]) => name === 'result');
    expect(deltas.length).toBeGreaterThan(2);
    expect(results).toHaveLength(1);
    const streamed = deltas.map(([, , data = '']) => (JSON.parse(data) as { text: string }).text);
    const final = JSON.parse(results[0]?.[2] ?? '{}') as { improvedContent: string };
    expect(streamed.join('')).toBe(final.improvedContent);
    expect(await readMarkdown(page)).toBe(final.improvedContent);
  });

  test('the rewrite keeps every figure and adds none, and shows as rendered Markdown', async ({
    memberPage: page,
  }) => {
    await openTool(page, '/improvement');
    await improve(page);
    await expect(factorsCard(page)).toBeVisible();
    const markdown = await readMarkdown(page);
    expect(markdown.trim().length).toBeGreaterThan(SOURDOUGH_TEXT.length / 2);

    // Ordered-list markers ("1. ") are Markdown syntax, not figures.
    const written = numbersIn(markdown.replace(/^\s*\d+\.\s/gm, ''));
    const given = new Set(numbersIn(SOURDOUGH_TEXT));
    expect(written.filter((number) => !given.has(number))).toEqual([]);
    for (const number of given) expect(written).toContain(number);

    // The preview renders the Markdown: headings, no raw "#" markers.
    const preview = panel(page);
    await expect(preview.getByRole('heading').first()).toBeVisible();
    await expect(preview).not.toContainText('## ');
    await expect(preview).toContainText('Sourdough');
  });

  test('the score card shows the four factors and their rounded average', async ({
    memberPage: page,
  }) => {
    await openTool(page, '/improvement');
    await improve(page);
    await expect(factorsCard(page)).toBeVisible();
    for (const label of FACTOR_LABELS) {
      await expect(factorsCard(page).getByText(label, { exact: true })).toBeVisible();
    }
    const { values, overall } = await readFactors(page);
    for (const value of Object.values(values)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
    const average = Object.values(values).reduce((sum, value) => sum + value, 0) / 4;
    expect(overall).toBe(Math.round(average));
  });

  test('"Keywords Detected" lists the improved text\'s keywords with 8/6/4 coloured badges', async ({
    memberPage: page,
  }) => {
    await openTool(page, '/improvement');
    const extraction = page.waitForRequest('**/api/functions/extract-keywords');
    await improve(page);
    const list = page.getByRole('region', { name: 'Keywords Detected' });
    await expect(list).toBeVisible();
    // Spec 7: the extraction is asked about the improved text.
    expect((await extraction).postDataJSON()).toEqual({ content: await readMarkdown(page) });

    const badges = list.locator('[data-colour]');
    expect(await badges.count()).toBeGreaterThan(3);
    for (const badge of await badges.all()) {
      const score = Number(await badge.textContent());
      const colour = score >= 8 ? 'green' : score >= 6 ? 'yellow' : score >= 4 ? 'orange' : 'red';
      await expect(badge).toHaveAttribute('data-colour', colour);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(10);
    }
    await expect(
      list
        .getByRole('listitem')
        .filter({ hasText: /sourdough/i })
        .first(),
    ).toBeVisible();
  });

  test('Copy puts the text on the clipboard and Download saves improved-content.md', async ({
    memberPage: page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openTool(page, '/improvement');
    await improve(page);
    await expect(factorsCard(page)).toBeVisible();
    const markdown = await readMarkdown(page);

    await page.getByRole('button', { name: 'Copy as Markdown' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download/ }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('improved-content.md');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(markdown);
  });
});

/** Spec 4 "Improver" / 7 / 9: keyword failures stay silent, factor fallbacks, badge bands. */
test.describe('improvement keywords and factor fallbacks', () => {
  test('a failed keyword extraction leaves the list out and shows no error', async ({
    memberPage: page,
  }) => {
    let extractions = 0;
    await page.route('**/api/functions/extract-keywords', (route) => {
      extractions += 1;
      return route.fulfill({ status: 500, json: { error: 'Something broke' } });
    });
    await openTool(page, '/improvement');
    await improve(page);
    await expect(factorsCard(page)).toBeVisible();
    await expect.poll(() => extractions).toBe(1);
    await expect(page.getByRole('heading', { name: 'Keywords Detected' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Something broke')).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toHaveCount(0);
    await expect(panel(page)).not.toHaveText(PLACEHOLDER);
  });

  test('badge colours follow the 8 / 6 / 4 bands at their edges', async ({ memberPage: page }) => {
    const keywords = [
      ['ten', 10, 'green'],
      ['eight', 8, 'green'],
      ['seven', 7, 'yellow'],
      ['six', 6, 'yellow'],
      ['five', 5, 'orange'],
      ['four', 4, 'orange'],
      ['three', 3, 'red'],
      ['zero', 0, 'red'],
    ] as const;
    await page.route('**/api/functions/extract-keywords', (route) =>
      route.fulfill({
        json: { keywords: keywords.map(([keyword, llmScore]) => ({ keyword, llmScore })) },
      }),
    );
    await openTool(page, '/improvement');
    await improve(page);
    const list = page.getByRole('region', { name: 'Keywords Detected' });
    await expect(list.getByRole('listitem')).toHaveCount(keywords.length);
    for (const [keyword, score, colour] of keywords) {
      const badge = list
        .getByRole('listitem')
        .filter({ hasText: keyword })
        .locator('[data-colour]');
      await expect(badge).toHaveText(String(score));
      await expect(badge).toHaveAttribute('data-colour', colour);
    }
  });

  test('without factors in the answer nor stored ones, the spec defaults show (overall 86)', async ({
    memberPage: page,
  }) => {
    await page.route('**/api/functions/improve', (route) =>
      fulfillStream(route, [
        { event: 'delta', data: { text: '# Better text\n\nImproved.' } },
        {
          event: 'result',
          data: { improvedContent: '# Better text\n\nImproved.', improvementFactors: null },
        },
      ]),
    );
    await page.route('**/api/functions/improvement-factors/latest', (route) =>
      route.fulfill({ json: { improvementFactors: null } }),
    );
    await openTool(page, '/improvement');
    await improve(page);
    await expect(factorsCard(page)).toBeVisible();
    const { values, overall } = await readFactors(page);
    expect(values).toEqual({
      Clarity: 85,
      'Context Richness': 92,
      'Semantic Relevance': 88,
      'Intent Coverage': 78,
    });
    expect(overall).toBe(86);
  });

  test('without factors in the answer, the newest stored factors of the user show', async ({
    memberPage: page,
  }) => {
    await openTool(page, '/improvement');
    await improve(page);
    await expect(factorsCard(page)).toBeVisible();
    const stored = await readFactors(page);

    await page.route('**/api/functions/improve', (route) =>
      fulfillStream(route, [
        {
          event: 'result',
          data: { improvedContent: 'A second, shorter rewrite.', improvementFactors: null },
        },
      ]),
    );
    await page.getByRole('button', { name: 'Improve Content' }).click();
    await expect(panel(page)).toHaveText('A second, shorter rewrite.');
    await expect(factorsCard(page)).toBeVisible();
    expect(await readFactors(page)).toEqual(stored);
  });
});

/** Spec 8 "Improver": each failure shows its message and no score card. */
test.describe('improvement errors', () => {
  test('a server failure shows the server message', async ({ memberPage: page }) => {
    await page.route('**/api/functions/improve', (route) =>
      route.fulfill({ status: 500, json: { error: 'Something broke' } }),
    );
    await openTool(page, '/improvement');
    await improve(page);
    await expect(page.getByRole('alert')).toHaveText('Something broke');
    await expect(factorsCard(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Improve Content' })).toBeEnabled();
  });

  test('content beyond 50,000 words gets a clear message', async ({ memberPage: page }) => {
    await openTool(page, '/improvement');
    await improve(page, 'word '.repeat(50_001));
    // Refused in the browser before any call (issue 13); the server's refusal is in int/.
    const message = 'The content is too long: 50,001 words. The limit is 50,000 words.';
    await expect(page.getByTestId('content-limit')).toContainText(message);
    await expect(toast(page, message)).toBeVisible();
    await expect(factorsCard(page)).toHaveCount(0);
  });

  test('content beyond 400,000 characters without spaces gets a clear message', async ({
    memberPage: page,
  }) => {
    await openTool(page, '/improvement');
    await improve(page, '漢'.repeat(400_001));
    const message = 'The content is too long: 400,001 characters. The limit is 400,000 characters.';
    await expect(page.getByTestId('content-limit')).toContainText(message);
    await expect(toast(page, message)).toBeVisible();
    await expect(panel(page)).toHaveText(PLACEHOLDER);
  });

  test('a stream that fails after some text clears it, so only the error shows', async ({
    memberPage: page,
  }) => {
    const deltas = [
      'event: delta\ndata: {"text":"Half of a rewrite"}\n\n',
      'event: delta\ndata: {"text":" that never ends."}\n\n',
    ].join('');
    let tail = '';
    await page.route('**/api/functions/improve', (route) =>
      route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
        body: deltas + tail,
      }),
    );
    await openTool(page, '/improvement');
    await page.getByLabel('Original Content').fill(SOURDOUGH_TEXT);
    const button = page.getByRole('button', { name: 'Improve Content' });
    for (const [ending, message] of [
      [
        'event: error\ndata: {"error":"The AI did not answer in time. Please try again."}\n\n',
        'The AI did not answer in time. Please try again.',
      ],
      // A final answer cut off mid-JSON.
      ['event: result\ndata: {"improvedContent": "Half of a rew\n\n', UNEXPECTED_FORMAT],
    ] as const) {
      tail = ending;
      await button.click();
      await expect(page.getByRole('alert')).toHaveText(message);
      await expect(panel(page)).toHaveText(PLACEHOLDER);
      await expect(page.getByRole('button', { name: 'Copy' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Download/ })).toHaveCount(0);
    }
  });

  test('an error event, promptMissing and a malformed answer each give their message', async ({
    memberPage: page,
  }) => {
    let events: { event: string; data: unknown }[] = [];
    await page.route('**/api/functions/improve', (route) => fulfillStream(route, events));
    await openTool(page, '/improvement');
    await page.getByLabel('Original Content').fill(SOURDOUGH_TEXT);
    const button = page.getByRole('button', { name: 'Improve Content' });
    const alert = page.getByRole('alert');

    events = [{ event: 'error', data: { error: 'The AI service did not answer in time.' } }];
    await button.click();
    await expect(alert).toHaveText('The AI service did not answer in time.');

    events = [
      {
        event: 'result',
        data: { improvedContent: '', improvementFactors: null, promptMissing: true },
      },
    ];
    await button.click();
    await expect(alert).toHaveText(
      'System prompt not configured. Please set up the Content Improvement prompt in the Direct Prompt Editor.',
    );

    events = [{ event: 'result', data: { something: 'else' } }];
    await button.click();
    await expect(alert).toHaveText('Unexpected response format from server.');

    events = [{ event: 'result', data: { improvedContent: '', error: 'Model overloaded' } }];
    await button.click();
    await expect(alert).toHaveText('Model overloaded');
    await expect(factorsCard(page)).toHaveCount(0);
  });
});

/** The preview renders Markdown's own elements only, whatever the text or the LLM holds. */
test.describe('improved content preview', () => {
  test('raw HTML that could restyle or overlay the app is left out', async ({
    memberPage: page,
  }) => {
    const improvedContent = [
      '# Kept heading',
      '',
      '<style>h1, main { display: none !important; }</style>',
      '<link rel="stylesheet" href="/evil.css"><meta http-equiv="refresh" content="0;url=/auth">',
      '<form action="/api/auth/sign-out" method="post"><input name="q" value="typed"><button>Go</button></form>',
      '<iframe src="/analyzer"></iframe>',
      '<p style="position:fixed;inset:0" class="fixed inset-0 z-50 bg-red-600" id="overlay">Overlay text</p>',
      '',
      '**Bold stays** and [a link](https://example.org/page) stays.',
    ].join('\n');
    await page.route('**/api/functions/improve', (route) =>
      fulfillStream(route, [
        {
          event: 'result',
          data: { improvedContent, improvementFactors: null },
        },
      ]),
    );
    await openTool(page, '/improvement');
    await improve(page);
    const preview = panel(page).locator('.prose-citable');
    await expect(preview.getByRole('heading', { name: 'Kept heading' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('Bold stays');
    await expect(preview.getByRole('link', { name: 'a link' })).toHaveAttribute(
      'href',
      'https://example.org/page',
    );
    await expect(preview.getByText('Overlay text')).toBeVisible();
    await expect(
      preview.locator('style, link, meta, form, input, button, iframe, [style], [class], [id]'),
    ).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Content Improvement' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/improvement$/);
  });
});

/** Leaving the page cancels the call: the server stops waiting and the provider sees it go. */
describeLeavingCancels({
  name: 'improvement',
  path: '/improvement',
  start: (page, marker) => improve(page, `${marker}. ${SOURDOUGH_TEXT}`),
  leaveTo: { label: 'Content Analyzer', url: /\/analyzer$/ },
});
