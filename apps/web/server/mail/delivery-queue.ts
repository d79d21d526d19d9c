import { setTimeout as sleep } from 'node:timers/promises';
import PQueue from 'p-queue';
import { AppError } from '../lib/app-error.ts';
import type { Logger } from '../lib/logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * What a request that mailed something can tell its user: 'sent' when the mail server took
 * the message while the request waited; 'delayed' when it did not (yet): the message stays
 * queued and is retried in the background.
 */
export type MailDelivery = 'sent' | 'delayed';

export interface DeliveryTimings {
  /** How long a request waits for the mail server to take its message. */
  waitMs: number;
  /** The pauses before each retry after a failed attempt; their number bounds the retries. */
  retryDelaysMs: readonly number[];
}

/** At most this many messages wait at once; past it a request is told mail is unavailable. */
export const MAX_WAITING_MAILS = 1000;
/** SMTP connections open at once, so that a stalled server cannot pile up sockets. */
const MAX_CONCURRENT_ATTEMPTS = 4;

export const MAIL_UNAVAILABLE_MESSAGE =
  'E-mail cannot be sent right now. Please try again in a few minutes.';

interface Job {
  message: MailMessage;
  key: string | undefined;
  attempts: number;
  /** When the current attempt started (it may still wait for a free connection). */
  attemptStartedAt: number;
  retry?: NodeJS.Timeout;
  isReplaced?: boolean;
}

export interface DeliveryQueue {
  send(message: MailMessage, options?: { key?: string }): Promise<MailDelivery>;
  pretendSend(): Promise<MailDelivery>;
  close(): void;
}

/**
 * Mail in the background, with bounded retries (issue 31, finding 8: a stalled mail server
 * held sign-up open for minutes). A request waits at most `waitMs` for its message; any
 * failed attempt is logged and retried after the next pause in `retryDelaysMs`, and the
 * message is given up (logged as an error) when they run out. Messages live in this process
 * only: a restart drops the undelivered ones (a code can always be asked for again).
 */
export function createDeliveryQueue(options: {
  deliver: (message: MailMessage) => Promise<void>;
  logger: Logger;
  timings: DeliveryTimings;
}): DeliveryQueue {
  const { deliver, logger, timings } = options;
  const attempts = new PQueue({ concurrency: MAX_CONCURRENT_ATTEMPTS });
  const waiting = new Set<Job>();
  let isLastAttemptFailed = false;
  let isClosed = false;

  /** One attempt; true when the server took the message. A failure schedules the next one. */
  const attempt = async (job: Job): Promise<boolean> => {
    job.retry = undefined;
    job.attempts += 1;
    job.attemptStartedAt = Date.now();
    try {
      await attempts.add(() => deliver(job.message));
      isLastAttemptFailed = false;
      waiting.delete(job);
      logger.info({ mailTo: job.message.to, attempts: job.attempts }, 'e-mail sent');
      return true;
    } catch (error) {
      isLastAttemptFailed = true;
      if (job.isReplaced || isClosed) return false;
      const pause = timings.retryDelaysMs[job.attempts - 1];
      if (pause === undefined) {
        waiting.delete(job);
        logger.error(
          { err: error, mailTo: job.message.to, attempts: job.attempts },
          'e-mail not delivered: giving up',
        );
        return false;
      }
      logger.warn(
        { err: error, mailTo: job.message.to, attempts: job.attempts, retryInMs: pause },
        'e-mail not sent yet: retrying',
      );
      job.retry = setTimeout(() => void attempt(job), pause);
      // A process that is stopping does not wait for a retry (close() drops them anyway).
      job.retry.unref();
      return false;
    }
  };

  const answerWithin = async (outcome: Promise<boolean>): Promise<MailDelivery> => {
    const waited = new AbortController();
    const isSent = await Promise.race([
      outcome,
      sleep(timings.waitMs, false, { signal: waited.signal, ref: false }).catch(() => false),
    ]);
    waited.abort();
    return isSent ? 'sent' : 'delayed';
  };

  return {
    async send(message, { key } = {}) {
      if (isClosed || waiting.size >= MAX_WAITING_MAILS)
        throw new AppError('unavailable', MAIL_UNAVAILABLE_MESSAGE);
      // A newer message with the same key (a new code for the same address) makes the older
      // one useless: it is not retried any more.
      if (key) {
        for (const older of waiting) {
          if (older.key !== key) continue;
          older.isReplaced = true;
          clearTimeout(older.retry);
          waiting.delete(older);
        }
      }
      const job: Job = { message, key, attempts: 0, attemptStartedAt: Date.now() };
      waiting.add(job);
      return answerWithin(attempt(job));
    },

    /**
     * For a request that mails nothing but must answer as one that did (a password reset for
     * an address with no account): while the mail server is failing, it waits and answers
     * 'delayed' as a real message would.
     */
    async pretendSend() {
      const slowSince = Date.now() - timings.waitMs;
      const isFailing =
        isLastAttemptFailed ||
        [...waiting].some((job) => job.retry || job.attemptStartedAt <= slowSince);
      if (!isFailing) return 'sent';
      await sleep(timings.waitMs, undefined, { ref: false });
      return 'delayed';
    },

    close() {
      isClosed = true;
      for (const job of waiting) clearTimeout(job.retry);
      attempts.clear();
      if (waiting.size > 0)
        logger.warn(
          { count: waiting.size },
          'stopping with e-mails not delivered; their codes can be asked for again',
        );
      waiting.clear();
    },
  };
}
