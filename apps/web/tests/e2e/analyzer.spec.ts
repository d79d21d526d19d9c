import type { Locator, Page } from '@playwright/test';
// Spec 3 "Expected raw AI text": the six criteria, in the order the score card lists them.
import { CRITERIA } from '../../../../packages/engine/src/criteria.ts';
import {
  JSON_CAMEL_CASE_TEN_POINTS,
  JSON_FENCED_SNAKE_CASE,
} from '../../../../packages/engine/src/fixtures/answer-styles/json-forms.ts';
import { describeLeavingCancels } from './leaving-cancels.ts';
import { type LlmApp, openAsTester } from './llm-server.ts';
import {
  delayRoute,
  expect,
  openTool,
  TESTING_SECRET,
  test,
  toast,
  waitForHydration,
} from './tools-fixtures.ts';

/** A structured, sourced text: question headings, direct answers, a list, a table, sources. */
const STRUCTURED_TEXT = `# How does cold brew coffee differ from iced coffee?

Cold brew coffee is coffee made by steeping coarsely ground beans in cold water for 12 to 24 hours. Iced coffee, by contrast, is hot-brewed coffee that is cooled and poured over ice.

## Why is cold brew less acidic?

According to [a 2018 study in Scientific Reports](https://www.nature.com/articles/s41598-018-34392-w) by researchers at Thomas Jefferson University (Rao and Fuller, 2018), cold brew shows lower titratable acidity than hot brew made from the same beans. "Hot brew coffee has higher antioxidant activity," said Niny Rao, the lead author. The study measured beans from six countries.

## How do you make cold brew at home?

1. Grind 100 grams of beans to a coarse setting.
2. Add 1 litre of cold, filtered water.
3. Steep for 16 hours in the fridge.
4. Strain through a paper filter.

## What ratio should you use?

| Strength | Coffee | Water |
| --- | --- | --- |
| Concentrate | 1 part | 4 parts |
| Ready to drink | 1 part | 8 parts |

The Specialty Coffee Association recommends a ratio of 1:8 for a ready-to-drink cup ([Specialty Coffee Association research](https://sca.coffee/research)).

## Key takeaways

- Cold brew takes 12 to 24 hours; iced coffee takes minutes.
- Cold brew tastes smoother and less bitter.
- Store cold brew concentrate in the fridge for up to 14 days.`;

/** A thin, keyword-stuffed text of 15 words. */
const THIN_TEXT =
  'coffee coffee coffee is good. coffee is the best coffee. buy coffee now coffee coffee.';

/** A raw answer in the format of spec 3 / 5, every criterion at `score`. */
function rawAnalysis(score: number, insights = '', suggestions = ''): string {
  return [
    `1. GLOBAL SCORE: ${score}/100 (Good)`,
    '',
    ...CRITERIA.map((name) => `- ${name}: ${score} (Good)`),
    '',
    '2. KEY INSIGHTS',
    insights,
    '',
    '3. IMPROVEMENT SUGGESTIONS',
    suggestions,
  ].join('\n');
}

/** Spec 4 "Score bands" for the analyzer gauge. */
function expectedRating(score: number): string {
  if (score >= 80) return 'Excellent';
  if (score >= 60) return 'Good';
  if (score >= 40) return 'Average';
  return 'Needs Improvement';
}

function scoreCard(page: Page): Locator {
  return page.getByRole('region', { name: 'AI Search Score' });
}

async function readScore(page: Page): Promise<number> {
  const label = await scoreCard(page)
    .getByRole('img', { name: /^AI Search Score: \d+ out of 100$/ })
    .getAttribute('aria-label');
  return Number(/: (\d+) out of/.exec(label ?? '')?.[1]);
}

async function readFactors(page: Page): Promise<{ name: string; score: number; max: number }[]> {
  const items = scoreCard(page).getByTestId('factor');
  const factors = [];
  for (const item of await items.all()) {
    const bar = item.getByRole('progressbar');
    const name = (await bar.getAttribute('aria-label')) ?? '';
    const text = ((await item.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    const match = /(\d+)\/(\d+)$/.exec(text);
    expect(match, `factor line "${text}" ends with score/max`).not.toBeNull();
    expect(text.startsWith(name)).toBe(true);
    expect(await bar.getAttribute('aria-valuenow')).toBe(match?.[1]);
    factors.push({ name, score: Number(match?.[1]), max: Number(match?.[2]) });
  }
  return factors;
}

async function analyze(page: Page, content: string) {
  await page.getByLabel('Your content').fill(content);
  await page.getByRole('button', { name: 'Analyze Content' }).click();
  await expect(scoreCard(page)).toBeVisible();
}

/** Signed-out visitors never reach the tools (spec 2 "Guards"). */
test.describe('guards', () => {
  test('visitors are redirected to /auth from the three tools', async ({ page }) => {
    for (const path of ['/analyzer', '/improvement', '/geo-keywords']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    }
  });
});

/** The analyzer before any analysis: title, empty state, live word count and the 50-word advice. */
test.describe('analyzer input', () => {
  test('shows the empty state and keeps Analyze disabled while the content is blank', async ({
    memberPage: page,
  }) => {
    await openTool(page, '/analyzer');
    await expect(page.getByRole('heading', { level: 1, name: 'Content Analyzer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Content Analyzed Yet' })).toBeVisible();
    await expect(page.getByText(/paste your content/i)).toBeVisible();
    // Admin-only controls are absent for an ordinary user.
    await expect(page.getByRole('switch', { name: 'Admin Mode' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Admin Settings' })).toHaveCount(0);

    const button = page.getByRole('button', { name: 'Analyze Content' });
    await expect(button).toBeDisabled();
    await page.getByLabel('Your content').fill('   \n\t  ');
    await expect(button).toBeDisabled();
    await page.getByLabel('Your content').fill('Some words');
    await expect(button).toBeEnabled();
  });

  test('counts words live and advises at least 50 words below that', async ({
    memberPage: page,
  }) => {
    await openTool(page, '/analyzer');
    const field = page.getByLabel('Your content');
    const count = page.getByTestId('word-count');
    const advice = page.getByRole('status').filter({ hasText: 'Content may be too short' });
    await expect(count).toHaveText('0 words');
    await expect(advice).toHaveCount(0);

    await field.pressSequentially('Hello');
    await expect(count).toHaveText('1 word');
    await expect(advice).toBeVisible();
    await expect(advice).toContainText('50 words');
    await field.pressSequentially(' brave new   world');
    await expect(count).toHaveText('4 words');

    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
    await field.fill(words(49));
    await expect(count).toHaveText('49 words');
    await expect(advice).toBeVisible();
    await field.fill(words(50));
    await expect(count).toHaveText('50 words');
    await expect(advice).toHaveCount(0);
    await field.fill(words(1234));
    await expect(count).toHaveText('1,234 words');
    await field.fill('');
    await expect(count).toHaveText('0 words');
    await expect(advice).toHaveCount(0);
  });

  test('the short-content advice does not block an analysis', async ({ memberPage: page }) => {
    await openTool(page, '/analyzer');
    await page.getByLabel('Your content').fill(THIN_TEXT);
    await expect(page.getByText('Content may be too short')).toBeVisible();
    await page.getByRole('button', { name: 'Analyze Content' }).click();
    await expect(scoreCard(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Content Analyzed Yet' })).toHaveCount(0);
  });
});

/** The busy state, and that a second analyze while one is running is ignored (spec 4). */
test.describe('analyzer busy state', () => {
  test('reads "Analyzing Content..." while busy and ignores a second submit', async ({
    memberPage: page,
  }) => {
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/functions/analyze')) calls += 1;
    });
    await delayRoute(page, '**/api/functions/analyze', 1200);
    await openTool(page, '/analyzer');
    await page.getByLabel('Your content').fill(STRUCTURED_TEXT);
    await page.getByRole('button', { name: 'Analyze Content' }).click();

    const busy = page.getByRole('button', { name: 'Analyzing Content...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    // Submitting the form again while running (bypassing the disabled button) does nothing.
    await page
      .locator('form')
      .filter({ has: busy })
      .evaluate((form) => {
        (form as HTMLFormElement).requestSubmit();
      });
    await expect(scoreCard(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Analyze Content' })).toBeEnabled();
    expect(calls).toBe(1);
  });
});

/** Real results from the builtin engine: the score card, Key Insights and Suggestions. */
test.describe('analyzer results on the builtin engine', () => {
  test('the score card shows a gauge, a consistent rating and six criterion bars', async ({
    memberPage: page,
  }) => {
    await openTool(page, '/analyzer');
    await analyze(page, STRUCTURED_TEXT);
    await expect(page.getByRole('heading', { name: 'No Content Analyzed Yet' })).toHaveCount(0);

    const score = await readScore(page);
    const factors = await readFactors(page);
    expect(factors.map((factor) => factor.name)).toEqual(CRITERIA);
    for (const factor of factors) {
      expect(factor.max).toBe(100);
      expect(factor.score).toBeGreaterThanOrEqual(0);
      expect(factor.score).toBeLessThanOrEqual(100);
    }
    // Spec 5: the overall score is the rounded mean of the accepted criteria.
    const mean = factors.reduce((sum, factor) => sum + factor.score, 0) / factors.length;
    expect(score).toBe(Math.round(mean));
    await expect(scoreCard(page).getByTestId('rating')).toHaveText(expectedRating(score));
    await expect(scoreCard(page).getByTestId('optimization-line')).toHaveText(
      `${score >= 60 ? 'Well' : 'Poorly'} optimized for AI search`,
    );
  });

  test('Key Insights carry their type icons and suggestions are coloured by severity', async ({
    memberPage: page,
  }) => {
    await openTool(page, '/analyzer');
    await analyze(page, STRUCTURED_TEXT);

    const insights = page.getByRole('region', { name: 'Key Insights' }).getByRole('listitem');
    await expect(insights.first()).toBeVisible();
    const icons = { positive: 'Positive', warning: 'Warning', negative: 'Negative' } as const;
    const seenTypes = new Set<string>();
    for (const item of await insights.all()) {
      const type = (await item.getAttribute('data-type')) as keyof typeof icons;
      expect(Object.keys(icons)).toContain(type);
      seenTypes.add(type);
      await expect(item.getByLabel(icons[type], { exact: true })).toBeVisible();
      expect(((await item.textContent()) ?? '').trim().length).toBeGreaterThan(10);
    }
    // The engine names both strengths and problems of this text.
    expect(seenTypes.has('positive')).toBe(true);
    expect(seenTypes.has('negative')).toBe(true);

    const suggestions = page
      .getByRole('region', { name: 'Improvement Suggestions' })
      .getByRole('listitem');
    await expect(suggestions.first()).toBeVisible();
    const colours = { high: /red/, medium: /yellow/, low: /blue/ } as const;
    for (const item of await suggestions.all()) {
      const severity = (await item.getAttribute('data-severity')) as keyof typeof colours;
      expect(Object.keys(colours)).toContain(severity);
      await expect(item).toHaveClass(colours[severity]);
      const [title = '', description = ''] = await item.locator('p').allTextContents();
      expect(title.length).toBeGreaterThan(2);
      expect(description.length).toBeGreaterThan(10);
    }
  });

  test('a structured, sourced text scores well above a thin, stuffed one', async ({
    memberPage: page,
  }) => {
    await openTool(page, '/analyzer');
    await analyze(page, STRUCTURED_TEXT);
    const strong = await readScore(page);
    const strongFactors = await readFactors(page);

    await page.getByLabel('Your content').fill(THIN_TEXT);
    await page.getByRole('button', { name: 'Analyze Content' }).click();
    await expect
      .poll(() => readScore(page), { message: 'the score card shows the new analysis' })
      .not.toBe(strong);
    const weak = await readScore(page);
    const weakFactors = await readFactors(page);

    expect(strong).toBeGreaterThanOrEqual(60);
    expect(weak).toBeLessThan(40);
    expect(strong - weak).toBeGreaterThanOrEqual(30);
    for (const [index, factor] of strongFactors.entries()) {
      if (factor.name === 'Topical Depth & Coverage') continue;
      expect(factor.score, factor.name).toBeGreaterThan(weakFactors[index]?.score ?? 100);
    }
    await expect(scoreCard(page).getByTestId('rating')).toHaveText('Needs Improvement');
    await expect(scoreCard(page).getByTestId('optimization-line')).toHaveText(
      'Poorly optimized for AI search',
    );
  });
});

/** The gauge bands and card rendering of spec 4/5, driven by answers in the spec's raw format. */
test.describe('analyzer rendering of raw answers', () => {
  test('rating word and Well/Poorly line follow the 80/60/40 bands', async ({
    memberPage: page,
  }) => {
    let score = 0;
    await page.route('**/api/functions/analyze', (route) =>
      route.fulfill({ json: { rawAnalysis: rawAnalysis(score) } }),
    );
    await openTool(page, '/analyzer');
    await page.getByLabel('Your content').fill(STRUCTURED_TEXT);
    const gauge = scoreCard(page).getByRole('img', { name: /^AI Search Score:/ });
    for (const [value, rating, line] of [
      [100, 'Excellent', 'Well'],
      [80, 'Excellent', 'Well'],
      [79, 'Good', 'Well'],
      [60, 'Good', 'Well'],
      [59, 'Average', 'Poorly'],
      [40, 'Average', 'Poorly'],
      [39, 'Needs Improvement', 'Poorly'],
      [0, 'Needs Improvement', 'Poorly'],
    ] as const) {
      score = value;
      await page.getByRole('button', { name: 'Analyze Content' }).click();
      await expect(gauge).toHaveAccessibleName(`AI Search Score: ${value} out of 100`);
      await expect(scoreCard(page).getByTestId('rating')).toHaveText(rating);
      await expect(scoreCard(page).getByTestId('optimization-line')).toHaveText(
        `${line} optimized for AI search`,
      );
      await expect(scoreCard(page).getByTestId('factor')).toHaveCount(6);
    }
  });

  test('insight icons and suggestion colours follow the parsed types and severities', async ({
    memberPage: page,
  }) => {
    const insights = [
      'The headings are clear and effective throughout the whole text.',
      'Several paragraphs run longer than two hundred words in total.',
      'Sources are missing for the main statistics in the second part.',
    ].join('\n');
    const suggestions = [
      '- Cite your sources: naming the study is essential for trust.',
      '- Shorten the paragraphs: split the long ones into two or three.',
      '- Add a comparison table: consider a table for the three options.',
    ].join('\n');
    await page.route('**/api/functions/analyze', (route) =>
      route.fulfill({ json: { rawAnalysis: rawAnalysis(70, insights, suggestions) } }),
    );
    await openTool(page, '/analyzer');
    await analyze(page, STRUCTURED_TEXT);

    const insightItems = page.getByRole('region', { name: 'Key Insights' }).getByRole('listitem');
    await expect(insightItems).toHaveCount(3);
    for (const [index, [type, icon]] of [
      ['positive', 'Positive'],
      ['warning', 'Warning'],
      ['negative', 'Negative'],
    ].entries() as Iterable<[number, [string, string]]>) {
      const item = insightItems.nth(index);
      await expect(item).toHaveAttribute('data-type', type);
      await expect(item.getByLabel(icon, { exact: true })).toBeVisible();
    }
    await expect(insightItems.nth(2)).toContainText('Sources are missing for the main statistics');

    const items = page
      .getByRole('region', { name: 'Improvement Suggestions' })
      .getByRole('listitem');
    await expect(items).toHaveCount(3);
    const expected = [
      ['high', 'Cite your sources', /red/],
      ['medium', 'Shorten the paragraphs', /yellow/],
      ['low', 'Add a comparison table', /blue/],
    ] as const;
    const backgrounds = new Set<string>();
    for (const [index, [severity, title, colour]] of expected.entries()) {
      const item = items.nth(index);
      await expect(item).toHaveAttribute('data-severity', severity);
      await expect(item).toHaveClass(colour);
      await expect(item.locator('p').first()).toContainText(title);
      backgrounds.add(await item.evaluate((node) => getComputedStyle(node).backgroundColor));
    }
    // Three different colours on screen, not just three class names.
    expect(backgrounds.size).toBe(3);
  });

  test('an answer without insights or suggestions shows both empty messages', async ({
    memberPage: page,
  }) => {
    // Spec 3: a criterion whose name contains "average" or "global" is not a factor.
    const raw = rawAnalysis(55).replace(
      '2. KEY INSIGHTS',
      '- Average Readability: 5 (Very Bad)\n- Global Reach: 10 (Bad)\n\n2. KEY INSIGHTS',
    );
    await page.route('**/api/functions/analyze', (route) =>
      route.fulfill({ json: { rawAnalysis: raw } }),
    );
    await openTool(page, '/analyzer');
    await analyze(page, STRUCTURED_TEXT);
    expect((await readFactors(page)).map((factor) => factor.name)).toEqual(CRITERIA);
    expect(await readScore(page)).toBe(55);
    await expect(
      page.getByText('No key insights were extracted from the analysis response.'),
    ).toBeVisible();
    await expect(
      page.getByText('No improvement suggestions were extracted from the analysis response.'),
    ).toBeVisible();
  });
});

/** Spec 8 "Analyzer": the error result and the parse fallback result. */
test.describe('analyzer errors', () => {
  test('a server failure shows the alert and the error result', async ({ memberPage: page }) => {
    await page.route('**/api/functions/analyze', (route) =>
      route.fulfill({ status: 500, json: { error: 'Something broke' } }),
    );
    await openTool(page, '/analyzer');
    await analyze(page, STRUCTURED_TEXT);

    await expect(page.getByRole('alert').filter({ hasText: 'Something broke' })).toBeVisible();
    expect(await readScore(page)).toBe(0);
    await expect(scoreCard(page).getByTestId('rating')).toHaveText('Needs Improvement');
    await expect(scoreCard(page).getByTestId('optimization-line')).toHaveText(
      'Poorly optimized for AI search',
    );
    expect(await readFactors(page)).toEqual([{ name: 'Error', score: 0, max: 100 }]);

    const insight = page.getByRole('region', { name: 'Key Insights' }).getByRole('listitem');
    await expect(insight).toHaveCount(1);
    await expect(insight).toHaveAttribute('data-type', 'negative');
    await expect(insight).toHaveText('Something broke');

    const suggestion = page
      .getByRole('region', { name: 'Improvement Suggestions' })
      .getByRole('listitem');
    await expect(suggestion).toHaveCount(1);
    await expect(suggestion).toHaveAttribute('data-severity', 'high');
    await expect(suggestion).toHaveClass(/red/);
    await expect(suggestion.locator('p').first()).toContainText('Configuration Required');
    // The message does not mention the prompt: the advice is to try again / check the connection.
    await expect(suggestion).toContainText(/try analyzing again/i);
    await expect(suggestion).toContainText(/internet connection/i);
  });

  test('a failure mentioning the prompt advises configuring it', async ({ memberPage: page }) => {
    await page.route('**/api/functions/analyze', (route) =>
      route.fulfill({
        status: 503,
        json: {
          error:
            'No authoritarian system prompt configured. Please configure your prompt in the Direct Prompt Editor.',
        },
      }),
    );
    await openTool(page, '/analyzer');
    await analyze(page, STRUCTURED_TEXT);
    await expect(page.getByRole('alert')).toContainText(
      'No authoritarian system prompt configured. Please configure your prompt in the Direct Prompt Editor.',
    );
    const suggestion = page
      .getByRole('region', { name: 'Improvement Suggestions' })
      .getByRole('listitem');
    await expect(suggestion).toContainText('Configuration Required');
    await expect(suggestion).toContainText(/prompt/i);
    await expect(suggestion).not.toContainText(/internet connection/i);
  });

  test('content beyond 50,000 words gets a clear message', async ({ memberPage: page }) => {
    await openTool(page, '/analyzer');
    await page.getByLabel('Your content').fill('word '.repeat(50_001));
    await expect(page.getByTestId('word-count')).toHaveText('50,001 words');
    // Refused in the browser before any call (issue 13); the server's refusal is in int/.
    const message = 'The content is too long: 50,001 words. The limit is 50,000 words.';
    await expect(page.getByTestId('content-limit')).toContainText(message);
    await page.getByRole('button', { name: 'Analyze Content' }).click();
    await expect(toast(page, message)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Content Analyzed Yet' })).toBeVisible();
  });

  test('content beyond 400,000 characters without spaces gets a clear message', async ({
    memberPage: page,
  }) => {
    await openTool(page, '/analyzer');
    await page.getByLabel('Your content').fill('漢'.repeat(400_001));
    await expect(page.getByTestId('word-count')).toHaveText('1 word');
    const message = 'The content is too long: 400,001 characters. The limit is 400,000 characters.';
    await expect(page.getByTestId('content-limit')).toContainText(message);
    await page.getByRole('button', { name: 'Analyze Content' }).click();
    await expect(toast(page, message)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Content Analyzed Yet' })).toBeVisible();
  });

  test('an answer without data shows "No data returned from analysis."', async ({
    memberPage: page,
  }) => {
    await page.route('**/api/functions/analyze', (route) => route.fulfill({ json: {} }));
    await openTool(page, '/analyzer');
    await analyze(page, STRUCTURED_TEXT);
    await expect(page.getByRole('alert')).toContainText('No data returned from analysis.');
    expect(await readFactors(page)).toEqual([{ name: 'Error', score: 0, max: 100 }]);
  });

  test('an unparseable answer shows the parse fallback result', async ({ memberPage: page }) => {
    await page.route('**/api/functions/analyze', (route) =>
      route.fulfill({ json: { rawAnalysis: 'nonsense' } }),
    );
    await openTool(page, '/analyzer');
    await analyze(page, STRUCTURED_TEXT);

    await expect(page.getByRole('alert')).toContainText(
      'Parser error: Could not extract any scoring data from AI response',
    );
    expect(await readScore(page)).toBe(0);
    expect(await readFactors(page)).toEqual([{ name: 'Parse Error', score: 0, max: 100 }]);
    const insight = page.getByRole('region', { name: 'Key Insights' }).getByRole('listitem');
    await expect(insight).toHaveAttribute('data-type', 'negative');
    await expect(insight).toHaveText('Could not extract any scoring data from AI response');
    const suggestion = page
      .getByRole('region', { name: 'Improvement Suggestions' })
      .getByRole('listitem');
    await expect(suggestion).toHaveCount(1);
    await expect(suggestion).toHaveAttribute('data-severity', 'high');
    await expect(suggestion.locator('p').first()).toContainText('Response Format Issue');
    await expect(suggestion.locator('p').nth(1)).toHaveText(
      'The AI response could not be parsed. Please try analyzing again or check the system prompt configuration.',
    );
  });

  test('a blank answer is rejected with "Empty response from AI."', async ({
    memberPage: page,
  }) => {
    await page.route('**/api/functions/analyze', (route) =>
      route.fulfill({ json: { rawAnalysis: '  \n  ' } }),
    );
    await openTool(page, '/analyzer');
    await analyze(page, STRUCTURED_TEXT);
    await expect(page.getByRole('alert')).toContainText('Parser error: Empty response from AI.');
    expect(await readFactors(page)).toEqual([{ name: 'Parse Error', score: 0, max: 100 }]);
  });
});

/**
 * Answers that score fewer than the six criteria: the card says which are missing instead of
 * showing a confident score, and an answer with no criterion at all is a parser error.
 */
test.describe('analyzer on incomplete answers', () => {
  test('an answer scoring four criteria shows their mean and names the two missing', async ({
    memberPage: page,
  }) => {
    const raw = [
      '**Analysis Results**',
      '* Semantic Clarity: 82/100 (Very Good)',
      '* Structured Formatting: 71/100 (Good)',
      '* Authority & Trust Signals: 48/100 (Average)',
      '* Topical Depth & Coverage: 65/100 (Good)',
    ].join('\n');
    await page.route('**/api/functions/analyze', (route) =>
      route.fulfill({ json: { rawAnalysis: raw } }),
    );
    await openTool(page, '/analyzer');
    await analyze(page, STRUCTURED_TEXT);
    expect((await readFactors(page)).map((factor) => [factor.name, factor.score])).toEqual([
      ['Semantic Clarity', 82],
      ['Structured Formatting', 71],
      ['Authority & Trust Signals', 48],
      ['Topical Depth & Coverage', 65],
    ]);
    expect(await readScore(page)).toBe(67); // (82 + 71 + 48 + 65) / 4 = 66.5
    const note = scoreCard(page).getByRole('note', { name: 'Partial analysis' });
    await expect(note).toBeVisible();
    await expect(note).toContainText(
      'gave no score for Retrievability & Extractability and Alignment with Conversational Queries',
    );
    await expect(note).toContainText('average of the 4 criteria it did score');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a full answer shows no partial-analysis note', async ({ memberPage: page }) => {
    await page.route('**/api/functions/analyze', (route) =>
      route.fulfill({ json: { rawAnalysis: rawAnalysis(70) } }),
    );
    await openTool(page, '/analyzer');
    await analyze(page, STRUCTURED_TEXT);
    await expect(scoreCard(page).getByTestId('factor')).toHaveCount(6);
    await expect(scoreCard(page).getByTestId('missing-criteria')).toHaveCount(0);
  });

  test('an answer with only an overall score is a parser error, never an overall 0', async ({
    memberPage: page,
  }) => {
    await page.route('**/api/functions/analyze', (route) =>
      route.fulfill({ json: { rawAnalysis: 'GLOBAL SCORE: 77/100 (Good)\n\nThe text is fine.' } }),
    );
    await openTool(page, '/analyzer');
    await analyze(page, STRUCTURED_TEXT);
    await expect(page.getByRole('alert')).toContainText(
      'Parser error: Could not extract any scoring data from AI response',
    );
    expect(await readFactors(page)).toEqual([{ name: 'Parse Error', score: 0, max: 100 }]);
  });
});

/**
 * The analyzer on the `openai` provider against the real HTTP fake of the OpenAI protocol:
 * answers in the styles real models write reach the screen as the six criteria.
 */
test.describe('analyzer on an LLM', () => {
  let app: LlmApp;
  // The worker's LLM server (llm-server.ts), started once with its own start-up limit.
  test.beforeAll(({ llmApp }) => {
    app = llmApp;
  });

  test('a structured JSON answer on a 10-point scale shows the six criteria out of 100', async ({
    page,
  }) => {
    app.fake.refusedFormats.clear();
    app.fake.respond = () => ({ kind: 'text', content: JSON_CAMEL_CASE_TEN_POINTS.raw });
    await openAsTester(page, app, '/analyzer');
    await analyze(page, STRUCTURED_TEXT);
    expect(app.fake.requests.at(-1)?.body.response_format?.type).toBe('json_schema');
    expect((await readFactors(page)).map((factor) => [factor.name, factor.score])).toEqual(
      CRITERIA.map((name, index) => [name, [80, 70, 50, 75, 60, 65][index]]),
    );
    expect(await readScore(page)).toBe(67);
    await expect(scoreCard(page).getByTestId('missing-criteria')).toHaveCount(0);
    const suggestions = page
      .getByRole('region', { name: 'Improvement Suggestions' })
      .getByRole('listitem');
    await expect(suggestions.first()).toHaveAttribute('data-severity', 'high');
  });

  test('a plain-text endpoint that refuses response_format still gets read, gaps named', async ({
    page,
  }) => {
    app.fake.refusedFormats.add('json_schema');
    app.fake.refusedFormats.add('json_object');
    const partial = JSON_FENCED_SNAKE_CASE.raw.replace(
      /\s*"topical_depth_coverage": \{[^}]*\},/,
      '',
    );
    app.fake.respond = () => ({ kind: 'text', content: partial });
    await openAsTester(page, app, '/analyzer');
    await analyze(page, STRUCTURED_TEXT);
    expect(app.fake.requests.at(-1)?.body.response_format).toBeUndefined();
    expect((await readFactors(page)).map((factor) => factor.name)).toEqual(
      CRITERIA.filter((name) => name !== 'Topical Depth & Coverage'),
    );
    await expect(scoreCard(page).getByRole('note', { name: 'Partial analysis' })).toContainText(
      'gave no score for Topical Depth & Coverage.',
    );
  });
});

/** Spec 2 "Testing access" / 6: an internal tester (no account) can use the analyzer. */
test.describe('tester access', () => {
  test('a tester reaches /analyzer through the testing link and gets an analysis', async ({
    page,
  }) => {
    // The screen itself, its button and its 2 s redirect are testing-access.spec's, on a
    // clock the test moves; here a busy machine may redirect before any click lands.
    await page.goto(`/testing/${TESTING_SECRET}`);
    await expect(page).toHaveURL(/\/analyzer$/, { timeout: 30_000 });
    await waitForHydration(page);
    await analyze(page, STRUCTURED_TEXT);
    expect(await readScore(page)).toBeGreaterThanOrEqual(60);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(toast(page, 'No system prompt available')).toHaveCount(0);
  });
});

/** Leaving the page cancels the call: the server stops waiting and the provider sees it go. */
describeLeavingCancels({
  name: 'analyzer',
  path: '/analyzer',
  start: async (page, marker) => {
    await page.getByLabel('Your content').fill(`${marker}. ${STRUCTURED_TEXT}`);
    await page.getByRole('button', { name: 'Analyze Content' }).click();
  },
  leaveTo: { label: 'AI Keywords', url: /\/geo-keywords$/ },
});
