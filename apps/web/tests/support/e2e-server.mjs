import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { e2eMailboxDir } from './e2e-paths.mjs';

/**
 * The server the browser tests run against: the real start script, a fresh embedded
 * database, a beta end date in the future (so the days-remaining count shows), a real SMTP
 * listener whose messages land as files in the mailbox folder the tests read, an admin
 * address and a testing secret. Loopback is a trusted proxy, so each test can claim its own
 * client address (X-Forwarded-For) and per-IP limits do not spill between tests.
 */
const webRoot = fileURLToPath(new URL('../..', import.meta.url));
export const E2E_ADMIN_EMAIL = 'admin@citable.test';
export const E2E_TESTING_SECRET = 'e2e-testing-secret-0123456789';
const mailboxDir = e2eMailboxDir();
rmSync(mailboxDir, { recursive: true, force: true });
mkdirSync(mailboxDir, { recursive: true });

let sequence = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      sequence += 1;
      const mail = {
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        raw: Buffer.concat(chunks).toString('utf8'),
        receivedAt: Date.now(),
      };
      mkdirSync(mailboxDir, { recursive: true });
      writeFileSync(
        path.join(mailboxDir, `${String(sequence).padStart(6, '0')}.json`),
        JSON.stringify(mail),
      );
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

const dataDir = mkdtempSync(path.join(tmpdir(), 'citable-e2e-'));
const child = spawn(process.execPath, [path.join(webRoot, 'scripts/start.mjs')], {
  cwd: webRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '3210',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BETA_ENDS_AT: '2099-07-01',
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Citable <no-reply@citable.test>',
    ADMIN_EMAIL: E2E_ADMIN_EMAIL,
    TESTING_SECRET: E2E_TESTING_SECRET,
    TRUST_PROXY: '127.0.0.1',
    // The shared admin account runs many tool calls a minute across specs, and testers without
    // an address of their own share 127.0.0.1; quotas have their own integration suites.
    AI_CALLS_PER_MINUTE: '1000',
    AI_CALLS_PER_ADDRESS_PER_MINUTE: '1000',
    AI_CALLS_PER_ADDRESS_PER_DAY: '100000',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
