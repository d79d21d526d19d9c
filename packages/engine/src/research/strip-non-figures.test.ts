import { describe, expect, it } from 'vitest';
import { stripNonFigures } from './strip-non-figures.ts';

const digitsLeft = (text: string) => /\d/.test(stripNonFigures(text));

describe('stripNonFigures', () => {
  // Sentences from openssh's README.Debian, Biome's README and man pages.
  it.each([
    'As of 1:6.6p1-1, new installations will be set to "PermitRootLogin without-password".',
    'As of OpenSSH 7.0, this is the upstream default.',
    'Look up X11UseLocalhost in sshd_config(8) if this is a problem.',
    'ss:2345:respawn:/usr/sbin/sshd -D',
    'Reconfigure systemd to listen on port 22 itself.',
    'Privilege separation is incompatible with Kerberos support for protocol 2.',
    'For further discussion, see https://bugs.debian.org/298138 and RFC 4253.',
    'Compile it with `gcc -O2 main.c` and run it.',
    'Biome 1.9.4 formats sha256 sums and utf8 files.',
    'If you have libpam-systemd >= 230 installed, the sessions are cleaned up.',
    'Completely compatible with Redis 7.x.',
    'It cannot deal with a different output encoding (e.g. UTF-8) or ISO-8859-1.',
    'Sentinels have a default port of 26379.',
    'This document details the changes between bash-5.2-release and bash-5.2-rc4.',
    'The default is "1 n l 8 3 0 2 3type 3posix 3pm 3perl 3am 5 4 9 6 7", unless overridden.',
    'Die Vorgabe ist »1 n l 8 3 0 2 3type«, es sei denn, dies wird überschrieben.',
  ])('leaves no figure in %j', (text) => {
    expect(digitsLeft(text)).toBe(false);
  });

  it.each([
    'About 35% of adults drink coffee daily.',
    'A cup costs $4.50 in the city.',
    'Sales 2.5 times higher than last year.',
    '1 in 5 drinkers prefer it cold.',
    'The market reached 2,400,000 units in 2023.',
    'Each serving holds 200 mg of caffeine.',
    'The report says "87% of adults drink coffee daily" in its summary.',
  ])('keeps the figure in %j', (text) => {
    expect(digitsLeft(text)).toBe(true);
  });
});
