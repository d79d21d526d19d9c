import { describe, expect, it } from 'vitest';
import { stripNonFigures } from './strip-non-figures.ts';

const digitsLeft = (text: string) => /\d/.test(stripNonFigures(text));

describe('stripNonFigures', () => {
  // Versions, settings, paths, addresses and code as package notes, READMEs and manuals write them.
  it.each([
    'As of 1:6.6p1-1, new installations will be set to "PermitRootLogin without-password".',
    'As of OpenSSH 7.0, this is the upstream default.',
    'Look up X11UseLocalhost in sshd_config(8) if this is a problem.',
    // A directory named after a release.
    "More documentation and README's for this package can be found in the directory /usr/share/doc/python3.6/",
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
    // Releases and dates: a package note's signature line, manual page footers, a signature's
    // date and time, a date in German prose.
    'Changes for fontconfig 2.3 packages by:',
    'Since bash 5.2 the completion behaves differently.',
    'shadow-utils 4.13 07.04.2025 CHAGE(1)',
    '1.21.22 2023-05-11 dpkg-name(1)',
    'Thu, 10 Mar 2005 13:29:11 -0800',
    'Setzt das Datum oder die Anzahl der Tage seit dem 1. Januar 1970.',
    'Released on March 10, 2005.',
    // Releases named by an acronym and a major number.
    'GCC 5 is the default compiler for all frontends on all architectures except for Ada.',
    'When I attempted to qualify lsof for HP-UX 11, the test failed.',
    // Values a manual lists: an exit status, a setting's accepted values.
    "15: can't find the shadow password file",
    'Die akzeptierten Werte sind: 0 und 1 (Vorgabe).',
    'Si une des entrées de la liste est une section simple, par exemple « 3 », alors la liste change.',
    // The release a file shows, and licence versions listed after "versions".
    'The /etc/debian_version file now says 10.x but /etc/issue still says 10.',
    'Packages distributed under the GNU GPL (versions 1, 2, or 3) and the GNU FDL (versions 1.2 or 1.3) should refer to them.',
    // A command's pattern, its character class a range of digits.
    "'s' (i.e., s[1-9rgp]) to repeat a previous substitution,",
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
    'Prices rose 2.3 percent in March.',
    'In total 2.3 million people came.',
    'The average family has 2.3 children.',
    'Values rose: 35 percent in a year.',
    'A ticket costs USD 50 at the door.',
    'NASA 12 percent budget cut was announced.',
    // What a report or a screen shows is a figure when it says what it counts.
    'The survey says 10 people out of 12 drink coffee.',
    'The meter shows 10% more than last year.',
  ])('keeps the figure in %j', (text) => {
    expect(digitsLeft(text)).toBe(true);
  });
});
