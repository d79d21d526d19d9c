import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAnalysis } from '@citable/engine';
import {
  AnalyzeResponse,
  CitationMap,
  ImproveResponse,
  MAX_TARGET_QUESTION_LENGTH,
  MAX_TARGET_QUESTIONS,
  RescoreImprovementResponse,
  TARGET_MESSAGES,
  type TargetReport,
} from '@citable/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_EDIT_MESSAGE } from '../../server/services/functions/rescore-improvement.ts';
import { ApiClient, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../support/fake-openai.ts';

// Issue 36: target questions on /api/functions/analyze and /improve, over a real HTTP server,
// with the builtin engine and with an OpenAI-compatible model.
const SECRET = 'target-questions-secret-0123456789';
const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/engine/src/fixtures/real',
);

/** One target answered where it is found, one answered in a passage ranked below another, one not answered. */
const ARTICLE = `# Invoicing with Ledgerly

Ledgerly is an invoicing app for freelancers and small agencies. Ledgerly keeps your invoices, reminders and payments in one place, so invoices never get lost between email threads, and Ledgerly reminds clients about unpaid invoices.

## Plans

The Starter plan costs $12 per month and covers up to 50 invoices. The Studio plan costs $29 per month with unlimited invoices and three team seats.

## Getting paid

Clients pay by card or bank transfer from a link in each invoice email. Payments usually reach your bank account within 2 business days, and the invoice is marked as paid when the money arrives.

## Archive

Old records move to the archive after a year. Ledgerly keeps archived invoices for 7 years, which meets the record-keeping rules in most countries, and you can export them as PDF files at any time.
`;
const ANSWERED = 'How much does Ledgerly cost?';
const BURIED = 'How long does Ledgerly keep invoices?';
const NOT_ANSWERED = 'Does Ledgerly integrate with Shopify?';
const TARGETS = [ANSWERED, BURIED, NOT_ANSWERED];

async function testerOf(url: string): Promise<ApiClient> {
  const tester = new ApiClient(url, { forwardedFor: uniqueIp() });
  expect((await tester.postJson('/api/testing', { secret: SECRET })).status).toBe(200);
  return tester;
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** What every report must say of itself, whatever the text. */
function expectConsistent(report: TargetReport, content: string) {
  if (report.verdict === 'not-answered') {
    expect(report.answer).toBeNull();
    expect(report.outline?.outline.length).toBeGreaterThan(0);
    expect(report.note).toMatch(/^Not answered/);
    return;
  }
  expect(report.outline).toBeNull();
  expect(report.answer).not.toBeNull();
  const answer = report.answer as NonNullable<TargetReport['answer']>;
  expect(answer.rank === 1).toBe(report.verdict === 'answered-first');
  expect(answer.rank).toBe(Math.min(answer.keywordRank, answer.semanticRank ?? answer.keywordRank));
  // The quote is the text's own sentence (its links and marks read as text): no word of it is
  // missing from the text.
  const own = new Set(words(content));
  expect(words(answer.quote).filter((word) => !own.has(word))).toEqual([]);
  expect(words(answer.quote).length).toBeGreaterThan(0);
}

describe('target questions with the builtin engine', () => {
  let server: TestAppServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startAppServer({
      TESTING_SECRET: SECRET,
      TRUST_PROXY: '127.0.0.1',
      AI_CALLS_PER_MINUTE: '1000',
      AI_CALLS_PER_ADDRESS_PER_MINUTE: '1000',
    });
    api = await testerOf(server.url);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('refuses targets that are not a short list of short questions, with a clear message', async () => {
    const cases: [unknown, string][] = [
      ['How much?', TARGET_MESSAGES.notAList],
      [[42], TARGET_MESSAGES.notText],
      [['   '], TARGET_MESSAGES.empty],
      [['x'.repeat(MAX_TARGET_QUESTION_LENGTH + 1)], TARGET_MESSAGES.tooLong],
      [
        Array.from({ length: MAX_TARGET_QUESTIONS + 1 }, (_, i) => `Question ${i}?`),
        TARGET_MESSAGES.tooMany,
      ],
    ];
    for (const route of ['/api/functions/analyze', '/api/functions/improve']) {
      for (const [targetQuestions, message] of cases) {
        const { status, body } = await api.postJson(route, { content: ARTICLE, targetQuestions });
        expect(status, `${route} ${JSON.stringify(targetQuestions)}`).toBe(400);
        expect(body).toEqual({ error: message });
      }
      // At the limits, the same call is answered.
      const atLimit = Array.from(
        { length: MAX_TARGET_QUESTIONS },
        (_, i) => `${'Why '.repeat(i + 1)}?`,
      );
      atLimit[0] = `  ${'y'.repeat(MAX_TARGET_QUESTION_LENGTH)}  `;
      const { status } = await api.postJson(route, { content: ARTICLE, targetQuestions: atLimit });
      expect(status).toBe(200);
    }
  }, 120_000);

  it('answers as before without targets, and reports each target, in order, with them', async () => {
    const plain = await api.postJson('/api/functions/analyze', { content: ARTICLE });
    expect(plain.status).toBe(200);
    expect(plain.body).toHaveProperty('rawAnalysis');
    expect(plain.body).not.toHaveProperty('targets');
    expect(AnalyzeResponse.parse(plain.body).rawAnalysis).not.toMatch(/target question/);
    const empty = await api.postJson('/api/functions/analyze', {
      content: ARTICLE,
      targetQuestions: [],
    });
    expect(empty.body).not.toHaveProperty('targets');

    // A repeat in other case and spacing counts once.
    const targetQuestions = [` ${ANSWERED} `, BURIED, NOT_ANSWERED, ANSWERED.toUpperCase()];
    const { status, body } = await api.postJson('/api/functions/analyze', {
      content: ARTICLE,
      targetQuestions,
    });
    expect(status).toBe(200);
    const targets = AnalyzeResponse.parse(body).targets ?? [];
    expect(targets.map((target) => target.question)).toEqual(TARGETS);
    expect(targets.map((target) => target.verdict)).toEqual([
      'answered-first',
      'answered-buried',
      'not-answered',
    ]);
    expect(targets.map((target) => target.answerType)).toEqual(['cost', 'duration', 'open']);
    for (const target of targets) expectConsistent(target, ARTICLE);
    const [answered, buried, missing] = targets as [TargetReport, TargetReport, TargetReport];
    expect(answered.answer?.quote).toMatch(/\$12/);
    expect(buried.answer?.quote).toMatch(/7 years/);
    expect(buried.answer?.label).toBe('Archive');
    expect(buried.firstByKeyword?.number).not.toBe(buried.answer?.number);
    expect(buried.note).toContain(`passage ${buried.answer?.number}`);
    expect(missing.outline?.outline[0]).toBe(`Heading: ${NOT_ANSWERED}`);
    // Retrievability and Conversational Alignment name the targets in the analysis itself.
    const insights = parseAnalysis(AnalyzeResponse.parse(body).rawAnalysis).insights.map(
      (i) => i.text,
    );
    const retrievability = insights.find((text) =>
      text.startsWith('Retrievability & Extractability on your 3 target questions'),
    );
    const alignment = insights.find((text) =>
      text.startsWith('Alignment with Conversational Queries on your target questions'),
    );
    expect(retrievability).toContain(
      `“${BURIED}” answered in passage ${buried.answer?.number} but ranked ${buried.answer?.rank}`,
    );
    expect(retrievability).toContain(`“${NOT_ANSWERED}” answered nowhere`);
    expect(alignment).toContain('the text answers 2 of 3');
  }, 60_000);

  it('edits toward the answered targets only, and the buried one is then found first', async () => {
    const { status, body } = await api.postJson('/api/functions/improve', {
      content: ARTICLE,
      targetQuestions: TARGETS,
    });
    expect(status).toBe(200);
    const answer = ImproveResponse.parse(body);
    const targets = answer.targets ?? [];
    expect(targets.map((target) => target.question)).toEqual(TARGETS);
    const [answered, buried, missing] = targets;
    expect(buried?.before.verdict).toBe('answered-buried');
    expect(buried?.after.verdict).toBe('answered-first');
    expect(answered?.after.verdict).toBe('answered-first');
    // No edit, and no heading, for the target the text does not answer.
    expect(missing?.editIds).toEqual([]);
    expect(missing?.after.verdict).toBe('not-answered');
    expect(answer.improvedContent).not.toContain(NOT_ANSWERED);
    // The buried target's question now heads the passage that answers it.
    const edits = answer.edits ?? [];
    const heading = edits.find((edit) => buried?.editIds.includes(edit.id) && edit.kind === 'faq');
    expect(heading?.after).toContain(BURIED);
    expect(answer.improvedContent).toMatch(
      new RegExp(`#+ ${BURIED.replace('?', '\\?')}\\n\\nOld records`),
    );
    expect(answer.check?.inventedNumbers).toEqual([]);
    expect(answer.check?.inventedNames).toEqual([]);

    // Rescoring the writer's choice proposes the same edits again only with the same targets.
    const acceptedEditIds = edits.filter((edit) => edit.isAcceptedByDefault).map((edit) => edit.id);
    const rescored = await api.postJson('/api/functions/improvement-factors', {
      content: ARTICLE,
      acceptedEditIds,
      targetQuestions: TARGETS,
    });
    expect(rescored.status).toBe(200);
    const defaultChoice = RescoreImprovementResponse.parse(rescored.body);
    expect(defaultChoice.improvementFactors).toEqual(answer.rewriteFactors);
    // Each target on the writer's choice (here the default one): as the improve call said.
    expect(defaultChoice.targets).toEqual(targets);

    // Another choice: without the buried target's question heading, it is buried again on
    // the rewrite's side; its report on the original and the edits made for it stay.
    const ownChoice = await api.postJson('/api/functions/improvement-factors', {
      content: ARTICLE,
      acceptedEditIds: acceptedEditIds.filter((id) => id !== heading?.id),
      targetQuestions: TARGETS,
    });
    expect(ownChoice.status).toBe(200);
    const chosen = RescoreImprovementResponse.parse(ownChoice.body).targets ?? [];
    expect(chosen.map((target) => target.question)).toEqual(TARGETS);
    expect(chosen.map((target) => target.before)).toEqual(targets.map((target) => target.before));
    expect(chosen.map((target) => target.editIds)).toEqual(targets.map((target) => target.editIds));
    expect(chosen.map((target) => target.after.verdict)).toEqual([
      'answered-first',
      'answered-buried',
      'not-answered',
    ]);
    expect(chosen[1]?.after.answer?.number).toBe(buried?.before.answer?.number);
    const without = await api.postJson('/api/functions/improvement-factors', {
      content: ARTICLE,
      acceptedEditIds,
    });
    expect(without.status).toBe(400);
    expect(without.body).toEqual({ error: UNKNOWN_EDIT_MESSAGE });

    // Improving the rewrite again toward the same targets changes nothing: the one edit still
    // offered is the answer-first move the writer left off.
    const again = ImproveResponse.parse(
      (
        await api.postJson('/api/functions/improve', {
          content: answer.improvedContent,
          targetQuestions: TARGETS,
        })
      ).body,
    );
    const againIds = new Set(again.targets?.flatMap((target) => target.editIds));
    const againEdits = (again.edits ?? []).filter((edit) => againIds.has(edit.id));
    expect(againEdits.filter((edit) => edit.isAcceptedByDefault)).toEqual([]);
    expect(againEdits.map((edit) => edit.kind)).toEqual(['answer-first']);
    expect(again.improvedContent).toBe(answer.improvedContent);
    expect(again.targets?.map((target) => target.before.verdict)).toEqual([
      'answered-first',
      'answered-first',
      'not-answered',
    ]);
  }, 60_000);

  it('over real texts: a question of the text is answered, another text’s question is not', async () => {
    const files = readdirSync(FIXTURES)
      .filter((file) => file !== 'SOURCES.md')
      .sort();
    // Every fourth real text: different genres (FAQ, README, changelog, news) in one run.
    const chosen = files.filter((_, index) => index % 4 === 0);
    const texts = chosen.map((file) => readFileSync(path.join(FIXTURES, file), 'utf8'));
    const maps = await Promise.all(
      texts.map(async (content) => {
        const { body } = await api.postJson('/api/functions/analyze', { content });
        return CitationMap.parse((body as { citationMap: unknown }).citationMap);
      }),
    );
    let own = 0;
    let ownAnswered = 0;
    let foreign = 0;
    let foreignAnswered = 0;
    for (const [index, content] of texts.entries()) {
      const cited = maps[index]?.entries.find((entry) => entry.status === 'cited');
      const other = maps[(index + 1) % maps.length]?.entries.find(
        (entry) => entry.status === 'cited',
      );
      const targetQuestions = [cited?.question, other?.question].filter((q): q is string =>
        Boolean(q),
      );
      if (targetQuestions.length === 0) continue;
      const { status, body } = await api.postJson('/api/functions/improve', {
        content,
        targetQuestions,
      });
      expect(status, chosen[index]).toBe(200);
      const targets = ImproveResponse.parse(body).targets ?? [];
      expect(targets).toHaveLength(targetQuestions.length);
      for (const target of targets) {
        expectConsistent(target.before, content);
        // Never an edit for a target no passage answers.
        if (target.before.verdict === 'not-answered')
          expect(target.editIds, chosen[index]).toEqual([]);
      }
      if (cited) {
        own += 1;
        if (targets[0]?.before.verdict !== 'not-answered') ownAnswered += 1;
      }
      if (other) {
        foreign += 1;
        if (targets.at(-1)?.before.verdict !== 'not-answered') foreignAnswered += 1;
      }
    }
    expect(own).toBeGreaterThanOrEqual(8);
    expect(foreign).toBeGreaterThanOrEqual(8);
    // The map cites these questions from the text itself; another text's are not answered here.
    expect(ownAnswered / own).toBeGreaterThanOrEqual(0.8);
    expect(foreignAnswered / foreign).toBeLessThanOrEqual(0.1);
  }, 180_000);
});

describe('target questions with an OpenAI-compatible model', () => {
  let fake: FakeOpenAi;
  let server: TestAppServer;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    server = await startAppServer({
      TESTING_SECRET: SECRET,
      AI_PROVIDER: 'openai',
      OPENAI_BASE_URL: fake.baseUrl,
      OPENAI_API_KEY: 'sk-targets',
      AI_MODEL: 'fake-model',
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('tells the model the targets and flags a target its rewrite claims but does not answer', async () => {
    // The model writes the unanswered target in as a heading with nothing under it that answers.
    const rewrite = `${ARTICLE}\n## ${NOT_ANSWERED}\n\nLedgerly works with the tools you already use.\n`;
    fake.respond = () => ({ kind: 'text', content: JSON.stringify({ improvedContent: rewrite }) });
    const api = await testerOf(server.url);
    const { status, body } = await api.postJson('/api/functions/improve', {
      content: ARTICLE,
      targetQuestions: TARGETS,
    });
    expect(status).toBe(200);
    const system = fake.requests.at(-1)?.body.messages.find((message) => message.role === 'system');
    for (const question of TARGETS) expect(system?.content).toContain(question);
    const targets = ImproveResponse.parse(body).targets ?? [];
    expect(targets.map((target) => target.question)).toEqual(TARGETS);
    const missing = targets[2];
    expect(missing?.after.verdict).toBe('not-answered');
    expect(missing?.warning).toMatch(/no passage of it answers the question/);
    // The targets the text answers are not flagged.
    expect(targets[0]?.warning).toBeNull();
    expect(targets[0]?.after.verdict).toBe('answered-first');

    // Without targets, the prompt is as before and the answer has none.
    const plain = await api.postJson('/api/functions/improve', { content: ARTICLE });
    expect(plain.body).not.toHaveProperty('targets');
    const plainSystem = fake.requests.at(-1)?.body.messages.find((m) => m.role === 'system');
    expect(plainSystem?.content).not.toContain(NOT_ANSWERED);
  }, 60_000);
});
