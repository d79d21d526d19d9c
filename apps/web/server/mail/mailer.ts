import nodemailer from 'nodemailer';
import type { Logger } from '../lib/logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Mail over SMTP_URL when set. Without it, `npm start` alone must be enough to sign up: the
 * message is written to the server log on one clear line (the code is in the subject).
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from?: string | undefined;
  logger: Logger;
}): Mailer {
  const { smtpUrl, logger } = options;
  const from = options.from ?? 'Citable <no-reply@citable.local>';
  if (!smtpUrl) {
    return {
      async send(message) {
        logger.info(
          { mailTo: message.to },
          `E-mail not sent (no SMTP_URL): to ${message.to}: ${message.subject}`,
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
      logger.info({ mailTo: message.to }, 'e-mail sent');
    },
    close() {
      transport.close();
    },
  };
}
