import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where the e2e server's SMTP listener drops mail for the tests to read. Outside
 * test-results/, which Playwright empties when a run starts, and one per port so two runs
 * on different ports keep apart.
 */
export function e2eMailboxDir(port = process.env.E2E_PORT ?? '3210') {
  return process.env.E2E_MAILBOX_DIR ?? path.join(tmpdir(), `citable-e2e-mailbox-${port}`);
}
