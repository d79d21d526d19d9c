import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FaultProxy, startFaultProxy } from '../../tests/support/fault-proxy.ts';
import { type Mailbox, startMailbox } from '../../tests/support/mailbox.ts';
import { createLogger } from '../lib/logger.ts';
import { createMailer, MAIL_TIMINGS, type Mailer, type MailTimings } from './mailer.ts';

/**
 * The mailer against a real SMTP listener behind a proxy that can stall (accept, never greet)
 * or refuse, with the production timings scaled down so that retries run out in a test.
 */
const FAST: MailTimings = {
  waitMs: 200,
  connectionTimeoutMs: 300,
  greetingTimeoutMs: 300,
  socketTimeoutMs: 1000,
  attemptDeadlineMs: 2000,
  retryDelaysMs: [100, 200],
};

let mailbox: Mailbox;
let proxy: FaultProxy;
let lines: Array<Record<string, unknown>>;
let mailer: Mailer;

function startMailer(timings: MailTimings = FAST): Mailer {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return createMailer({
    smtpUrl: `smtp://127.0.0.1:${proxy.port}`,
    logger: createLogger('info', sink),
    timings,
  });
}

const message = (to: string, subject = 'Your code: 123456') => ({
  to,
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});

const logged = (text: string) => lines.filter((line) => line.msg === text);

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeEach(async () => {
  lines = [];
  mailbox = await startMailbox();
  const smtp = new URL(mailbox.smtpUrl);
  proxy = await startFaultProxy({ host: smtp.hostname, port: Number(smtp.port) });
});
afterEach(async () => {
  mailer?.close();
  await proxy.close();
  await mailbox.close();
});

describe('the mailer', () => {
  it('keeps production deadlines far below what a stalled server used to cost', () => {
    expect(MAIL_TIMINGS.waitMs).toBeLessThanOrEqual(1000);
    expect(MAIL_TIMINGS.greetingTimeoutMs).toBeLessThanOrEqual(10_000);
    // Every retry happens while the code it carries is still valid (10 minutes).
    const retriesMs = MAIL_TIMINGS.retryDelaysMs.reduce((sum, pause) => sum + pause, 0);
    const attemptsMs = (MAIL_TIMINGS.retryDelaysMs.length + 1) * MAIL_TIMINGS.attemptDeadlineMs;
    expect(retriesMs + attemptsMs).toBeLessThan(10 * 60 * 1000);
  });

  it('answers sent once the server took the message', async () => {
    // A whole wait of a second here: a first connection on a busy machine can take longer
    // than the short wait of the other tests.
    mailer = startMailer({ ...FAST, waitMs: 1000 });
    expect(await mailer.send(message('a@example.com'))).toBe('sent');
    expect(mailbox.messages.map((mail) => mail.to)).toEqual([['a@example.com']]);
  });

  it('answers delayed within its wait from a stalled server, retries with pauses, then gives up and says so', async () => {
    await proxy.setMode('silent');
    mailer = startMailer();
    const started = Date.now();
    expect(await mailer.send(message('b@example.com'))).toBe('delayed');
    expect(Date.now() - started).toBeLessThan(FAST.waitMs + 500);
    await until(() => logged('e-mail not delivered: giving up').length > 0);
    expect(logged('e-mail not sent yet: retrying').map((line) => line.retryInMs)).toEqual([
      100, 200,
    ]);
    // Each attempt ended on the greeting timeout, not on anything the server did.
    const [gaveUp] = logged('e-mail not delivered: giving up');
    expect(gaveUp).toMatchObject({ attempts: 3, mailTo: 'b@example.com' });
    expect(JSON.stringify(gaveUp?.err)).toMatch(/Greeting never received/);
    expect(mailbox.messages).toEqual([]);
  });

  it('delivers a delayed message by itself once the server works again', async () => {
    await proxy.setMode('refuse');
    mailer = startMailer({ ...FAST, retryDelaysMs: [300, 300, 300, 300] });
    expect(await mailer.send(message('c@example.com'))).toBe('delayed');
    await proxy.setMode('forward');
    await mailbox.waitFor('c@example.com', { timeoutMs: 5000 });
    await until(() => logged('e-mail sent').length > 0);
    expect(logged('e-mail sent').at(-1)).toMatchObject({ mailTo: 'c@example.com' });
    expect(Number(logged('e-mail sent').at(-1)?.attempts)).toBeGreaterThan(1);
  });

  it('drops a waiting message when a newer one with the same key replaces it', async () => {
    await proxy.setMode('refuse');
    mailer = startMailer({ ...FAST, retryDelaysMs: [500, 500, 500] });
    const key = { key: 'code:verify:d@example.com' };
    expect(await mailer.send(message('d@example.com', 'Your code: 111111'), key)).toBe('delayed');
    expect(await mailer.send(message('d@example.com', 'Your code: 222222'), key)).toBe('delayed');
    await proxy.setMode('forward');
    await mailbox.waitFor('d@example.com', { timeoutMs: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(mailbox.messages.map((mail) => mail.subject)).toEqual(['Your code: 222222']);
  });

  it('answers a pretended send like a real one: sent while mail flows, delayed while it stalls', async () => {
    mailer = startMailer();
    expect(await mailer.pretendSend()).toBe('sent');
    await proxy.setMode('silent');
    expect(await mailer.send(message('e@example.com'))).toBe('delayed');
    const started = Date.now();
    expect(await mailer.pretendSend()).toBe('delayed');
    expect(Date.now() - started).toBeGreaterThanOrEqual(FAST.waitMs - 20);
  });

  it('stops retrying when closed, and logs how many messages it drops', async () => {
    await proxy.setMode('refuse');
    mailer = startMailer({ ...FAST, retryDelaysMs: [200, 200, 200] });
    await mailer.send(message('f@example.com'));
    mailer.close();
    expect(
      logged('stopping with e-mails not delivered; their codes can be asked for again'),
    ).toEqual([expect.objectContaining({ count: 1 })]);
    await proxy.setMode('forward');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(mailbox.messages).toEqual([]);
  });
});
