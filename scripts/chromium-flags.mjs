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
