import { HistoryList, StructuredDataResponse } from '@citable/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify } from '../support/accounts.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';

/** Issue 34: JSON-LD (Article, FAQPage, HowTo) and an llms.txt line from an analysed text. */
const GUIDE = `# Cold brew at home

Cold brew is coffee steeped in **cold water** for 12 to 24 hours, which gives a smoother cup.

## How long does cold brew keep?

Concentrate keeps for up to 14 days in a sealed jar in the fridge.

## How do you make it?

1. Grind 100 grams of beans coarsely.
2. Add 1 litre of cold water.
3. Steep for 16 hours, then strain.

## Notes

Use filtered water.`;
const PLAIN = 'Cold brew is coffee steeped in cold water. It keeps well in the fridge.';

let mailbox: Mailbox;
let server: TestAppServer;
let owner: ApiClient;

async function analyzed(content: string): Promise<string> {
  expect((await owner.post('/api/functions/analyze', { content })).status).toBe(200);
  return HistoryList.parse(await (await owner.get('/api/history')).json()).runs[0]?.id ?? '';
}

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startAppServer({ SMTP_URL: mailbox.smtpUrl, TRUST_PROXY: '127.0.0.1' });
  owner = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  await signUpAndVerify(owner, mailbox, { name: 'Data Writer', email: uniqueEmail('ld') });
});

afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

describe('structured data', () => {
  it('makes Article, FAQPage from answered questions, HowTo from numbered steps, and llms.txt', async () => {
    const id = await analyzed(GUIDE);
    const answer = await owner.get(
      `/api/history/${id}/structured-data?url=${encodeURIComponent('https://example.com/cold-brew')}`,
    );
    expect(answer.status).toBe(200);
    const data = StructuredDataResponse.parse(await answer.json());
    expect(data.article.headline).toBe('Cold brew at home');
    expect(data.article.description).toBe(
      'Cold brew is coffee steeped in cold water for 12 to 24 hours, which gives a smoother cup.',
    );
    expect(data.faqPage?.mainEntity.map((q) => q.name)).toEqual([
      'How long does cold brew keep?',
      'How do you make it?',
    ]);
    expect(data.faqPage?.mainEntity[0]?.acceptedAnswer.text).toBe(
      'Concentrate keeps for up to 14 days in a sealed jar in the fridge.',
    );
    expect(data.howTo?.step.map((s) => s.text)).toEqual([
      'Grind 100 grams of beans coarsely.',
      'Add 1 litre of cold water.',
      'Steep for 16 hours, then strain.',
    ]);
    expect(data.llmsTxt).toBe(
      '- [Cold brew at home](https://example.com/cold-brew): Cold brew is coffee steeped in cold water for 12 to 24 hours, which gives a smoother cup.',
    );
    // Ready to paste: each is a JSON-LD object that survives a round trip as JSON.
    for (const ld of [data.article, data.faqPage, data.howTo])
      expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });

  it('offers no FAQPage or HowTo for a text without questions or steps', async () => {
    const id = await analyzed(PLAIN);
    const data = StructuredDataResponse.parse(
      await (await owner.get(`/api/history/${id}/structured-data`)).json(),
    );
    expect(data.article.headline).toBe(PLAIN);
    expect(data.faqPage).toBeNull();
    expect(data.howTo).toBeNull();
  });

  it('refuses a bad address, a run that is not an analysis, and another account', async () => {
    const id = await analyzed(GUIDE);
    const bad = await owner.get(`/api/history/${id}/structured-data?url=javascript:alert(1)`);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toBe(
      'The page address must start with http:// or https://.',
    );
    await owner.post('/api/functions/geo-keywords', { keyword: 'cold brew' });
    const research = HistoryList.parse(await (await owner.get('/api/history?tool=keywords')).json())
      .runs[0]?.id;
    expect((await owner.get(`/api/history/${research}/structured-data`)).status).toBe(400);
    const other = new ApiClient(server.url, { forwardedFor: uniqueIp() });
    await signUpAndVerify(other, mailbox, { name: 'Other', email: uniqueEmail('ld') });
    expect((await other.get(`/api/history/${id}/structured-data`)).status).toBe(404);
    expect((await owner.get(`/api/history/${id}/structured-data`)).status).toBe(200);
  });
});
