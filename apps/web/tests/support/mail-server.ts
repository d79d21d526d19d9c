import { startAppServer, type TestAppServer } from './app-server.ts';
import { type Mailbox, startMailbox } from './mailbox.ts';

/** The real API with a real mailbox behind it, for tests that sign people up. */
export interface MailServer {
  server: TestAppServer;
  mailbox: Mailbox;
  close(): Promise<void>;
}

/** How long a test waits for a call through the real server: the first ones of a run are slow. */
export const SERVER_CALL = { timeout: 10_000 };

export async function startMailServer(env: Record<string, string> = {}): Promise<MailServer> {
  const mailbox = await startMailbox();
  const server = await startAppServer({ SMTP_URL: mailbox.smtpUrl, ...env });
  return {
    server,
    mailbox,
    close: async () => {
      await server.close();
      await mailbox.close();
    },
  };
}
