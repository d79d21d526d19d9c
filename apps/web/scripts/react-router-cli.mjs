import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { workspaceBin as bin } from '../../../scripts/workspace-bin.mjs';
import { webRoot } from './source-hash.mjs';

/**
 * React Router 7.18.4 (the last 7.x; 8.x needs Node 22) creates its own Vite servers with
 * `envFile: false`, which Vite 8 deprecated: its config loader and child compiler print "The
 * `envFile` option is deprecated" up to nine times a build. Our own config sets neither
 * option and nothing in it can reach those inner servers, so this one known line is dropped
 * from the CLI's output; everything else passes through, in order.
 */
export const UPSTREAM_DEPRECATION =
  'The `envFile` option is deprecated, please use `envDir: false` instead.';

/** Runs `react-router <args>` in the web app; resolves with its exit status. */
export function runReactRouter(args, { stdout = process.stdout, stderr = process.stderr } = {}) {
  const child = spawn(process.execPath, [bin('react-router'), ...args], {
    cwd: webRoot,
    stdio: ['inherit', 'pipe', 'pipe'],
  });
  const relay = (stream, target) => {
    const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
    lines.on('line', (line) => {
      // Vite colours the line: compare it without the terminal's escape codes.
      // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes.
      if (line.replace(/\u001b\[[0-9;]*m/g, '').trim() !== UPSTREAM_DEPRECATION)
        target.write(`${line}\n`);
    });
    return new Promise((resolve) => lines.on('close', resolve));
  };
  const relayed = Promise.all([relay(child.stdout, stdout), relay(child.stderr, stderr)]);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => relayed.then(() => resolve(code ?? 1)));
  });
}
