import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { type LlmApp, openAsTester } from './llm-server.ts';
import { expect, openTool, reloadTool, test } from './tools-fixtures.ts';

/*
 * Issue 36: target questions on a real page no one here wrote: corpus page
 * `en-landing-supabase-aws-activate-offer` (Supabase's AWS Activate offer; source and licence in
 * corpus/sources). The writer types three targets (one its text answers where it is found, one
 * it answers in a passage another outranks, one it does not answer), sees the three verdicts,
 * accepts the edits proposed for them, and the buried one is found first.
 */
const PAGE_ID = 'en-landing-supabase-aws-activate-offer';
const ARTICLE = readFileSync(
  new URL(`../../../../corpus/pages/${PAGE_ID}.md`, import.meta.url),
  'utf8',
);
const ANSWERED = 'How long does the application review take?';
const BURIED = 'How much are the Supabase credits worth?';
const NOT_ANSWERED = 'When does the offer end?';
const TARGETS = [ANSWERED, BURIED, NOT_ANSWERED];

interface Report {
  question: string;
  verdict: string;
  answer: { number: number; label: string; rank: number; quote: string } | null;
}
interface Edit {
  id: string;
  kind: string;
  isAcceptedByDefault: boolean;
}
interface TargetChange {
  question: string;
  before: Report;
  after: Report;
  editIds: string[];
}

async function typeTargets(page: Page, targets: string[]) {
  const entry = page.getByLabel('New target question');
  for (const target of targets) {
    await entry.fill(target);
    await entry.press('Enter');
  }
}

/** A paste of several lines into the new-target box, as the browser delivers one. */
async function pasteTargets(page: Page, lines: string) {
  await page.getByLabel('New target question').evaluate((input, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, lines);
}

const targetInputs = (page: Page) =>
  page.getByRole('list', { name: 'Your target questions', exact: true }).getByRole('textbox');

async function expectVerdicts(region: Locator, reports: Report[], expected: string[]) {
  expect(reports.map((report) => report.verdict)).toEqual(expected);
  const shown = region.getByTestId('target-report');
  await expect(shown).toHaveCount(reports.length);
  for (const [index, report] of reports.entries()) {
    const item = shown.nth(index);
    await expect(item).toHaveAttribute('data-verdict', report.verdict);
    await expect(item.getByRole('heading')).toHaveText(report.question);
    if (report.answer) {
      // Which passage answers, at which rank, and the sentence that answers, as the server said.
      await expect(item).toContainText(
        `Passage ${report.answer.number} (${report.answer.label}), rank ${report.answer.rank}`,
      );
      await expect(item).toContainText(`“${report.answer.quote}”`);
    } else {
      await expect(item).toContainText('No passage answers it');
      await expect(item).toContainText('Suggested outline');
      await expect(item).toContainText(`Heading: ${report.question}`);
    }
  }
}

async function analyze(page: Page): Promise<Report[]> {
  const answer = page.waitForResponse('**/api/functions/analyze');
  await page.getByRole('button', { name: 'Analyze Content' }).click();
  const body = (await (await answer).json()) as { targets?: Report[] };
  return body.targets ?? [];
}

test('three targets get their verdicts, and the accepted edits bring the buried one first', async ({
  memberPage: page,
  context,
  baseURL,
}) => {
  // Two analyses and an improvement of a whole page, with a reload: more than the default
  // budget on a shared machine.
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  // The Analyzer: the article and three typed targets.
  await openTool(page, '/analyzer');
  await page.getByLabel('Your content').fill(ARTICLE);
  await typeTargets(page, TARGETS);
  await expect(targetInputs(page)).toHaveCount(3);
  const before = await analyze(page);
  const verdicts = page.getByRole('region', { name: 'Target Questions' });
  await expect(verdicts).toBeVisible({ timeout: 30_000 });
  await expectVerdicts(verdicts, before, ['answered-first', 'answered-buried', 'not-answered']);
  // The buried one names the passage found in its place.
  await expect(verdicts.getByTestId('target-report').nth(1)).toContainText(/is found first/);
  expect(
    await axeViolations(page, {
      include: 'section[aria-labelledby="target-reports-heading"]',
      minImpact: 'serious',
    }),
  ).toEqual([]);

  // The run in the history shows the same verdicts, as they were shown.
  let runId = '';
  await expect
    .poll(async () => {
      const list = (await (await page.request.get('/api/history?tool=analyzer')).json()) as {
        runs: { id: string; title: string }[];
      };
      runId = list.runs.find((run) => run.title.includes('Supabase credits'))?.id ?? '';
      return runId;
    })
    .not.toBe('');
  await openTool(page, `/history/${runId}`);
  await expectVerdicts(page.getByRole('region', { name: 'Target Questions' }), before, [
    'answered-first',
    'answered-buried',
    'not-answered',
  ]);

  // Kept with the draft: opened again, the Analyzer gives the targets back beside the text.
  await openTool(page, '/analyzer');
  await reloadTool(page);
  await expect(targetInputs(page)).toHaveCount(3);
  for (const [index, target] of TARGETS.entries())
    await expect(targetInputs(page).nth(index)).toHaveValue(target);

  // Improvement: the same article, the targets pasted as three lines.
  await openTool(page, '/improvement');
  await page.getByLabel('Original Content').fill(ARTICLE);
  await pasteTargets(page, TARGETS.map((target) => `- ${target}`).join('\n'));
  await expect(targetInputs(page)).toHaveCount(3);
  const answer = page.waitForResponse('**/api/functions/improve');
  await page.getByRole('button', { name: 'Improve Content' }).click();
  const stream = await (await answer).text();
  const result = JSON.parse(/event: result\ndata: (.*)\n/.exec(stream)?.[1] ?? '{}') as {
    edits: Edit[];
    targets: TargetChange[];
  };
  const changes = page.getByRole('region', { name: 'Target questions before and after' });
  await expect(changes).toBeVisible({ timeout: 30_000 });
  await expect(changes.getByTestId('target-change')).toHaveCount(3);
  const buried = result.targets[1] as TargetChange;
  expect(buried.question).toBe(BURIED);
  expect(buried.before.verdict).toBe('answered-buried');
  expect(buried.editIds.length).toBeGreaterThan(0);
  // Nothing is proposed for the target the text does not answer; it gets its note instead.
  const missing = result.targets[2] as TargetChange;
  expect(missing.editIds).toEqual([]);
  await expect(changes.getByTestId('target-change').nth(2)).toContainText(
    'No edit: your text does not answer it',
  );
  // The field and the before/after are usable without a mouse or sight.
  for (const include of [
    '[data-testid="target-questions"]',
    'section[aria-labelledby="target-changes-heading"]',
  ])
    expect(await axeViolations(page, { include, minImpact: 'serious' })).toEqual([]);

  // The edits for the targets are among the others, each saying which target it serves;
  // every one of them is accepted.
  const review = page.getByRole('region', { name: 'Review the edits' });
  const targetEditIds = result.targets.flatMap((target) => target.editIds);
  for (const id of targetEditIds) {
    const item = review.locator(`[data-edit-id="${id}"]`);
    await expect(item).toHaveAttribute('data-target-edit', 'true');
    await expect(item).toContainText('For your target question:');
    await item.getByRole('checkbox').check();
  }
  for (const id of buried.editIds)
    await expect(review.locator(`[data-edit-id="${id}"]`)).toContainText(`“${BURIED}”`);
  // The rewrite's side follows the writer's choice, measured by the server for each target:
  // with its edits the buried target is found first; without its question heading, it is
  // buried again; with it back, first again.
  const buriedChange = changes.getByTestId('target-change').nth(1);
  await expect(buriedChange).toHaveAttribute('data-before', 'answered-buried');
  await expect(buriedChange).toHaveAttribute('data-after', 'answered-first', { timeout: 30_000 });
  const heading = result.edits.find(
    (edit) => buried.editIds.includes(edit.id) && edit.kind === 'faq',
  ) as Edit;
  expect(heading).toBeDefined();
  const headingBox = review.locator(`[data-edit-id="${heading.id}"]`).getByRole('checkbox');
  // The measure of this choice, not of the one before it (the boxes checked above).
  const withoutHeading = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/functions/improvement-factors') &&
      !(
        JSON.parse(response.request().postData() ?? '{}') as { acceptedEditIds?: string[] }
      ).acceptedEditIds?.includes(heading.id),
  );
  await headingBox.uncheck();
  const measured = (await (await withoutHeading).json()) as { targets?: TargetChange[] };
  expect(measured.targets?.map((target) => target.question)).toEqual(TARGETS);
  expect(measured.targets?.[1]?.after.verdict).toBe('answered-buried');
  await expect(buriedChange).toHaveAttribute('data-after', 'answered-buried', { timeout: 30_000 });
  await expect(changes.getByTestId('targets-status')).toHaveCount(0);
  await headingBox.check();
  await expect(buriedChange).toHaveAttribute('data-after', 'answered-first', { timeout: 30_000 });
  // The target the text does not answer stays so whatever the choice.
  await expect(changes.getByTestId('target-change').nth(2)).toHaveAttribute(
    'data-after',
    'not-answered',
  );

  // The accepted rewrite, analyzed with the same targets (the Analyzer kept its own): the
  // buried target is now answered and found first, and the others keep their verdicts.
  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  const rewrite = await page.evaluate(() => navigator.clipboard.readText());
  expect(rewrite).toContain(BURIED);
  await openTool(page, '/analyzer');
  await expect(targetInputs(page)).toHaveCount(3);
  await page.getByLabel('Your content').fill(rewrite);
  const after = await analyze(page);
  await expect(verdicts).toBeVisible({ timeout: 30_000 });
  await expectVerdicts(verdicts, after, ['answered-first', 'answered-first', 'not-answered']);
  expect(after[1]?.answer?.number).toBeGreaterThan(0);
});

test('AI Keywords’ questions become the Analyzer’s targets in one click', async ({
  memberPage: page,
}) => {
  await openTool(page, '/geo-keywords');
  await page.getByLabel('Keyword or topic').fill('sourdough starter');
  await page.getByRole('button', { name: 'Research' }).click();
  const research = page.getByTestId('research-text');
  await expect(research).toContainText('4. QUESTIONS PEOPLE ASK', { timeout: 30_000 });
  const text = (await research.textContent()) ?? '';
  const questions = text
    .slice(text.indexOf('4. QUESTIONS PEOPLE ASK'), text.indexOf('5. OPTIMIZATION TIPS'))
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).trim());
  expect(questions.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Use as targets in Content Analyzer' }).click();
  await expect(page).toHaveURL(/\/analyzer$/);
  await expect(targetInputs(page)).toHaveCount(questions.length);
  for (const [index, question] of questions.entries())
    await expect(targetInputs(page).nth(index)).toHaveValue(question);
});

test.describe('target questions on an LLM', () => {
  let app: LlmApp;
  // The worker's LLM server (llm-server.ts), started once with its own start-up limit.
  test.beforeAll(({ llmApp }) => {
    app = llmApp;
  });

  test('the model is told the targets, and a target it writes in without answering is flagged', async ({
    page,
  }) => {
    // The model writes the unanswered target in as a heading, with nothing under it that
    // answers it.
    const rewrite = `${ARTICLE}\n## ${NOT_ANSWERED}\n\nThe offer is open to eligible startups.\n`;
    // A streamed call (the screen's) gets the rewrite as a stream; any other its JSON.
    app.fake.respond = (request) =>
      request.body.stream
        ? { kind: 'stream', chunks: [rewrite.slice(0, 400), rewrite.slice(400)] }
        : { kind: 'text', content: JSON.stringify({ improvedContent: rewrite }) };
    await openAsTester(page, app, '/improvement');
    await page.getByLabel('Original Content').fill(ARTICLE);
    await typeTargets(page, [BURIED, NOT_ANSWERED]);
    const answer = page.waitForResponse('**/api/functions/improve');
    await page.getByRole('button', { name: 'Improve Content' }).click();
    const stream = await (await answer).text();
    const result = JSON.parse(/event: result\ndata: (.*)\n/.exec(stream)?.[1] ?? '{}') as {
      targets: (TargetChange & { warning: string | null })[];
    };
    expect(app.fake.requests.some((request) => JSON.stringify(request.body).includes(BURIED))).toBe(
      true,
    );
    const changes = page.getByRole('region', { name: 'Target questions before and after' });
    await expect(changes.getByTestId('target-change')).toHaveCount(2);
    const flagged = result.targets[1];
    expect(flagged?.after.verdict).toBe('not-answered');
    expect(flagged?.warning).toBeTruthy();
    const item = changes.getByTestId('target-change').nth(1);
    await expect(item).toHaveAttribute('data-after', 'not-answered');
    await expect(item).toContainText(flagged?.warning ?? '');
    // The target the model left alone carries no warning.
    expect(result.targets[0]?.warning).toBeNull();
    await expect(changes.getByTestId('target-change').nth(0)).not.toContainText(
      flagged?.warning ?? '',
    );
  });
});
