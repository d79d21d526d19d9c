import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Logger } from '../lib/logger.ts';
import {
  createDeliveryQueue,
  type DeliveryTimings,
  type MailDelivery,
  type MailMessage,
} from './delivery-queue.ts';

export type { MailDelivery, MailMessage } from './delivery-queue.ts';

export interface Mailer {
  /**
   * Queues the message and waits at most MAIL_TIMINGS.waitMs for the mail server to take it:
   * 'sent' if it did, 'delayed' if not (it is retried in the background, delivery-queue.ts).
   * A waiting message with the same `key` is replaced. Throws a 503 AppError only when the
   * queue is full.
   */
  send(message: MailMessage, options?: { key?: string }): Promise<MailDelivery>;
  /** The answer `send` would give now, for a request that must not tell it mailed nothing. */
  pretendSend(): Promise<MailDelivery>;
  close(): void;
}

export interface MailTimings extends DeliveryTimings {
  /** nodemailer's limits for one attempt: TCP connection, the server's greeting, a silence. */
  connectionTimeoutMs: number;
  greetingTimeoutMs: number;
  socketTimeoutMs: number;
  /** The most one attempt may take in all, however slowly the server trickles its answers. */
  attemptDeadlineMs: number;
}

/**
 * Deadlines on every SMTP call (issue 31). nodemailer's own defaults wait 2 minutes for a
 * connection, 30 s for the greeting and 10 minutes of silence. The retries fit within a
 * code's 10-minute lifetime.
 */
export const MAIL_TIMINGS: MailTimings = {
  waitMs: 800,
  connectionTimeoutMs: 10_000,
  greetingTimeoutMs: 10_000,
  socketTimeoutMs: 15_000,
  attemptDeadlineMs: 25_000,
  retryDelaysMs: [2_000, 10_000, 30_000, 60_000, 120_000, 180_000],
};

/**
 * Mail over SMTP_URL when set. Without it, `npm start` alone must be enough to sign up: the
 * message is written to the server log on one clear line (the code is in the subject).
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from?: string | undefined;
  logger: Logger;
  timings?: MailTimings;
}): Mailer {
  const { smtpUrl, logger } = options;
  const timings = options.timings ?? MAIL_TIMINGS;
  const from = options.from ?? 'Citable <no-reply@citable.local>';
  if (!smtpUrl) {
    return {
      async send(message) {
        logger.info(
          { mailTo: message.to },
          `E-mail not sent (no SMTP_URL): to ${message.to}: ${message.subject}`,
        );
        return 'sent';
      },
      pretendSend: async () => 'sent',
      close() {},
    };
  }
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timings.connectionTimeoutMs,
    greetingTimeout: timings.greetingTimeoutMs,
    socketTimeout: timings.socketTimeoutMs,
    dnsTimeout: timings.connectionTimeoutMs,
  });
  const queue = createDeliveryQueue({
    logger,
    timings,
    deliver: async (message) => {
      // nodemailer 10 stops an attempt on this signal; its types do not list it yet.
      const mail: SendMailOptions & { signal: AbortSignal } = {
        from,
        ...message,
        signal: AbortSignal.timeout(timings.attemptDeadlineMs),
      };
      await transport.sendMail(mail);
    },
  });
  return {
    send: queue.send,
    pretendSend: queue.pretendSend,
    close() {
      queue.close();
      transport.close();
    },
  };
}
