import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../support/api-client.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/**
 * The built product runs the builtin engine in worker threads (server/ai/engine-pool.ts):
 * while long texts are being worked on, the server keeps answering everything else.
 */
const SECRET = 'engine-threads-secret-0123456789';
let server: RunningServer;
let tester: ApiClient;

beforeAll(async () => {
  server = await startServer({ TESTING_SECRET: SECRET });
  tester = new ApiClient(server.url);
  expect((await tester.postJson('/api/testing', { secret: SECRET })).status).toBe(200);
});
afterAll(async () => {
  await server?.stop();
});

function longText(seed: number): string {
  const sentences = [
    'Heat pumps move heat from the outside air into the house, even on cold days.',
    'According to the Energy Saving Trust, a typical installation costs between 8,000 and 14,000 pounds.',
    'How much can a household save on its heating bill each year?',
    'A well insulated home needs a smaller unit, which is cheaper to buy and to run.',
  ];
  const paragraphs: string[] = [];
  for (let i = 0; paragraphs.length < 600; i++) {
    paragraphs.push(
      `## Part ${i} of text ${seed}\n\n${sentences.join(' ')} Paragraph ${i} adds detail ${seed}.`,
    );
  }
  return paragraphs.join('\n\n');
}

describe('the builtin engine in worker threads', () => {
  it('answers a health check while long improvements are computed', async () => {
    const order: string[] = [];
    const improvements = [1, 2].map(async (seed) => {
      const response = await tester.post('/api/functions/improve', { content: longText(seed) });
      order.push(`improve ${response.status}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const health = fetch(`${server.url}/api/health`).then((response) => {
      order.push(`health ${response.status}`);
    });
    await Promise.all([...improvements, health]);
    expect(order[0]).toBe('health 200');
    expect(order.slice(1).sort()).toEqual(['improve 200', 'improve 200']);
  });
});
