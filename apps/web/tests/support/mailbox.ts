import { SMTPServer } from 'smtp-server';
import { type CodeLink, readCodeLink } from './code-link.ts';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
}

export interface Mailbox {
  smtpUrl: string;
  messages: ReceivedMail[];
  /** Waits for the next message to an address and returns it. */
  waitFor(to: string, options?: { after?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  /** The six-digit code of the newest message to an address. */
  waitForCode(to: string, options?: { after?: number; timeoutMs?: number }): Promise<string>;
  /** The link (with its key) of the newest message to an address. */
  waitForLink(to: string, options?: { after?: number; timeoutMs?: number }): Promise<CodeLink>;
  close(): Promise<void>;
}

/** Reads the Subject header (unfolded) from a raw message. */
export function readSubject(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const match = /^Subject:(.*(?:\r?\n[ \t].*)*)/im.exec(headers);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ').trim();
}

/** A real SMTP listener on loopback that keeps every message it receives (no TLS, no auth). */
export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw,
          subject: readSubject(raw),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

  const waitFor: Mailbox['waitFor'] = async (to, options = {}) => {
    const deadline = Date.now() + (options.timeoutMs ?? 10_000);
    const after = options.after ?? 0;
    while (Date.now() < deadline) {
      const found = messages.slice(after).filter((mail) => mail.to.includes(to.toLowerCase()));
      const last = found[found.length - 1];
      if (last) return last;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no mail to ${to} arrived`);
  };

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    async waitForCode(to, options) {
      const mail = await waitFor(to, options);
      const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
      if (!code) throw new Error(`no code in "${mail.subject}"`);
      return code;
    },
    async waitForLink(to, options) {
      return readCodeLink((await waitFor(to, options)).raw);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
