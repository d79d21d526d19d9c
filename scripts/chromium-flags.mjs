import { existsSync } from 'node:fs';

/**
 * Flags for Debian's Chromium wherever the project starts it (browser tests, the web bench,
 * screenshots). Root in a container needs --no-sandbox; without the background-networking,
 * component-update and sync flags, Chromium keeps reaching for Google's hosts, which a closed
 * network refuses many times a second.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Where Debian installs Chromium, unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser the tests drive: Debian's chromium-headless-shell when it is installed, else
 * Chromium itself. The headless shell is Chromium's own headless build (the one Playwright
 * runs headless tests in by default), with the same Blink and V8 but no browser UI behind the
 * page: the browser suite needs about a third less CPU in it, on a run that is CPU-bound on
 * two cores (docs/figures.md, issue 9). CHROMIUM_PATH, when set, wins.
 */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);
