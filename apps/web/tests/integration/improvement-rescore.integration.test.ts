import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyEdits, type ImproveEdit, scoreImprovement } from '@citable/engine';
import { loadWordVectors } from '@citable/engine/word-vectors.server';
import { ImproveReview, RescoreImprovementResponse } from '@citable/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_EDIT_MESSAGE } from '../../server/services/functions/rescore-improvement.ts';
import { signUpAndVerify } from '../support/accounts.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { startAppServer, type TestAppServer } from '../support/app-server.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';

// Issue 32, live bug 2: the review rescored a writer's own choice of edits in the browser,
// without the word vectors the server measures with, so on 100 of the 121 real fixtures it
// showed other factors than the server's. The choice is now measured by the server: for every
// fixture, the factors it answers for a toggled edit are the server's own measure with vectors.
const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../packages/engine/src/fixtures/real',
);
const PASSWORD = 'Violet-Harbour-Lantern-42';

let mailbox: Mailbox;
let server: TestAppServer;
let api: ApiClient;

beforeAll(async () => {
  mailbox = await startMailbox();
  // Every fixture is improved once: more calls than a writer's default budget allows.
  server = await startAppServer({
    SMTP_URL: mailbox.smtpUrl,
    TRUST_PROXY: '127.0.0.1',
    AI_CALLS_PER_MINUTE: '1000',
    AI_CALLS_PER_ADDRESS_PER_MINUTE: '1000',
  });
  api = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  await signUpAndVerify(api, mailbox, {
    name: 'Rescore User',
    email: uniqueEmail('rescore'),
    password: PASSWORD,
  });
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

/** The default choice with the first edit flipped: what a writer's first click gives. */
function toggledFirst(edits: readonly ImproveEdit[]): string[] {
  return edits
    .filter((edit, index) => (index === 0 ? !edit.isAcceptedByDefault : edit.isAcceptedByDefault))
    .map((edit) => edit.id);
}

describe('rescoring the edits a writer accepted', () => {
  it('answers, for every real fixture, the factors the server measures with its word vectors', async () => {
    const knowledge = { vectors: loadWordVectors() };
    const files = readdirSync(FIXTURES).filter((file) => file !== 'SOURCES.md');
    expect(files.length).toBeGreaterThanOrEqual(100);
    let toggled = 0;
    let differsFromDefault = 0;
    for (const file of files) {
      const content = readFileSync(path.join(FIXTURES, file), 'utf8');
      const improved = await api.postJson('/api/functions/improve', { content });
      expect(improved.status, file).toBe(200);
      const review = ImproveReview.parse(improved.body);
      if (review.edits.length === 0) continue;
      toggled += 1;
      const acceptedEditIds = toggledFirst(review.edits);
      const { status, body } = await api.postJson('/api/functions/improvement-factors', {
        content,
        acceptedEditIds,
      });
      expect(status, `${file}: ${JSON.stringify(body)}`).toBe(200);
      const chosen = applyEdits(content, review.edits, acceptedEditIds);
      const expected = scoreImprovement(chosen, knowledge);
      expect(RescoreImprovementResponse.parse(body).improvementFactors, file).toEqual(expected);
      // A writer's own choice is measured, not the default's factors shown again.
      if (JSON.stringify(review.rewriteFactors) !== JSON.stringify(expected))
        differsFromDefault += 1;
    }
    expect(toggled).toBeGreaterThanOrEqual(25);
    // The choice matters: on some fixtures flipping one edit changes the factors.
    expect(differsFromDefault).toBeGreaterThan(0);
  });

  it('answers the improve call’s own factors for the default choice', async () => {
    const content = readFileSync(path.join(FIXTURES, 'socat-faq.txt'), 'utf8');
    const review = ImproveReview.parse(
      (await api.postJson('/api/functions/improve', { content })).body,
    );
    expect(review.edits.length).toBeGreaterThan(0);
    const byDefault = review.edits.filter((edit) => edit.isAcceptedByDefault).map((e) => e.id);
    const none = await api.postJson('/api/functions/improvement-factors', {
      content,
      acceptedEditIds: [],
    });
    const chosen = await api.postJson('/api/functions/improvement-factors', {
      content,
      acceptedEditIds: byDefault,
    });
    expect(chosen.body).toEqual({ improvementFactors: review.rewriteFactors });
    expect(none.body).toEqual({ improvementFactors: review.originalFactors });
  });

  it('refuses an edit the improver did not propose with a clear message', async () => {
    const content = readFileSync(path.join(FIXTURES, 'man-db-faq.txt'), 'utf8');
    const { status, body } = await api.postJson('/api/functions/improvement-factors', {
      content,
      acceptedEditIds: ['heading-999999'],
    });
    expect(status).toBe(400);
    expect(body).toEqual({ error: UNKNOWN_EDIT_MESSAGE });
    const notAList = await api.postJson('/api/functions/improvement-factors', {
      content,
      acceptedEditIds: 'heading-0',
    });
    expect(notAList.status).toBe(400);
    expect(notAList.body.error).toBe('The accepted edits must be a list of edit ids.');
  });
});
