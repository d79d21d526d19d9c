import { describe, expect, it } from 'vitest';
import { fixture } from '../analyze/real-document-advice.server.ts';
import { buildDocument } from '../document/build-document.ts';
import { testRetrieval } from './test-retrieval.ts';

// Questions the citation map asked of real documents (pino's docs/help.md, chromium's
// README.Debian, postgresql-common's README.systemd, OpenSSH's README.dns, tmux's
// NEWS.Debian, dayjs' README) that a writer would strike out, and what a reader asks instead.

/** Every question the retrieval test asks of a real document. */
function questionsOf(file: string): string[] {
  return testRetrieval(buildDocument(fixture(file))).tests.flatMap((test) =>
    test.questions.map((tested) => tested.question.text),
  );
}

describe("pino's docs/help.md", () => {
  const asked = questionsOf('pino-help.md');

  it('asks its task headings how to do the task', () => {
    // They were asked "What is log to different streams?", "What is pino with debug?", "What
    // is best performance for logging to stdout?" and "What is log levels as labels…?".
    expect(asked).toContain('How do I log to different streams?');
    expect(asked).toContain('How do I use pino with debug?');
    expect(asked).toContain('How do I get the best performance for logging to stdout?');
    expect(asked).toContain('How do I get log levels as labels instead of numbers?');
    expect(asked.join('\n')).not.toMatch(
      /^What (?:is|are) (?:log to|pino with|best|log levels as)/im,
    );
  });

  it('asks "How Pino handles duplicate keys" as a question', () => {
    expect(asked).toContain('How does Pino handle duplicate keys?');
    expect(asked).not.toContain('How Pino handles duplicate keys?');
  });

  it('ca-certificates\' README.Debian: "How certificates will be accepted into…"', () => {
    expect(questionsOf('ca-certificates-readme-debian.txt')).toContain(
      'How will certificates be accepted into the ca-certificates package?',
    );
  });

  it("keeps a sentence's opening capital out of a compound subject", () => {
    expect(asked).toContain('Can user-controlled top-level keys conflict with Pino fields?');
  });

  it('asks nothing of "this signal" nor of what systemd "makes"', () => {
    const all = asked.join('\n');
    expect(all).not.toMatch(/this signal/);
    expect(all).not.toMatch(/after\?$/m);
    expect(asked).not.toContain('What does systemd make?');
  });
});

describe("a heading's capitals read against the text under it", () => {
  it("chromium's README.Debian: a name keeps its capital, title case loses its", () => {
    const asked = questionsOf('chromium-readme-debian.txt');
    // They were asked "What is widevine extension?" and "What is Native Wayland Support?".
    expect(asked).toContain('What is Widevine extension?');
    expect(asked).toContain('What is native Wayland support?');
    // Unchanged: "Debugging" still asks how it works.
    expect(asked).toContain('How does debugging work?');
  });

  it('postgresql-common\'s README.systemd: "Backup" over "Two backup mechanisms…"', () => {
    const asked = questionsOf('postgresql-common-readme-systemd.txt');
    expect(asked).toContain('What is backup?');
    expect(asked).not.toContain('What is Backup?');
  });

  it('dayjs\' README: "Plugin" over "A plugin is an independent module…"', () => {
    const asked = questionsOf('dayjs-readme.md');
    expect(asked).toContain('What is a plugin?');
    expect(asked).not.toContain('What is Plugin?');
  });
});

describe('sentences that ask nothing a reader searches for', () => {
  it('OpenSSH\'s README.dns: "The document contains very brief instructions…"', () => {
    expect(questionsOf('openssh-readme-dns.txt')).not.toContain('What does the document contain?');
  });

  it('tmux\'s NEWS.Debian: "if necessary the old client can be used…"', () => {
    expect(questionsOf('tmux-news-debian.txt')).not.toContain('What happens if necessary?');
  });
});

describe("pino's docs/transports.md", () => {
  const asked = questionsOf('pino-transports.md');

  it('asks its title, a plural the text writes in lower case, in the plural', () => {
    expect(asked).toContain('What are transports?');
    expect(asked).not.toContain('What is Transports?');
  });

  it('keeps what "both" and a lone verb join', () => {
    // They were asked "…used for both transmitting?" and "Can pino-mysql extract?".
    expect(asked).toContain(
      'Can pino transports be used for both transmitting and transforming log output?',
    );
    expect(asked).toContain(
      'Can pino-mysql extract and save log fields into corresponding database fields?',
    );
  });

  it('asks nothing of "The way Pino generates logs:"', () => {
    expect(asked.join('\n')).not.toMatch(/generate\?/);
  });

  it("reads a heading's qualifier, aside and names", () => {
    // "What are communication between Pino and Transports?", "What is formatters.level with
    // multiple targets?", "What is transpiled TypeScript (Recommended for Production)?".
    expect(asked).toContain('What is communication between Pino and transports?');
    expect(asked).toContain('How do I use formatters.level with multiple targets?');
    expect(asked).toContain('What is transpiled TypeScript?');
  });

  it('asks what a thing is used for, not "What does Pino use?"', () => {
    expect(asked).toContain('What does Pino use to create a stream for transports?');
    expect(asked).not.toContain('What does Pino use?');
  });
});

describe('a verb that says little without its object', () => {
  it('pino\'s help: "Pino uses sonic-boom to speed up logging"', () => {
    expect(questionsOf('pino-help.md')).toContain('What does Pino use to speed up logging?');
  });

  it('OpenSSH\'s README.dns: "OpenSSH contains support for verifying host keys using DNS"', () => {
    const asked = questionsOf('openssh-readme-dns.txt');
    expect(asked).toContain('Does OpenSSH contain support for verifying host keys using DNS?');
    expect(asked).not.toContain('What does OpenSSH contain?');
  });
});

describe('manual pages, NEWS.Debian and a README list', () => {
  it('dpkg-divert(1): a clause cut at its tenth word loses the phrase it left unfinished', () => {
    // "Diversions can be used through the Debian package scripts to move a file away when…"
    // was asked "Can diversions be used through the Debian package scripts to move?".
    const asked = questionsOf('manual-dpkg-divert.txt');
    expect(asked).toContain('Can diversions be used through the Debian package scripts?');
    expect(asked.join('\n')).not.toMatch(/to move\?/);
  });

  it('grep(1): "General Output Control" is a common phrase set in title case', () => {
    const asked = questionsOf('manual-grep.txt');
    expect(asked).toContain('What is general output control?');
    // Unchanged: a heading the text gives no reading of keeps its capitals.
    expect(asked).toContain('What is Pattern Syntax?');
  });

  it('findutils\' NEWS.Debian: "Find therefore returns true on files…"', () => {
    // It was asked "What does find therefore return?".
    const asked = questionsOf('findutils-news-debian.txt').join('\n');
    expect(asked).toMatch(/^Does find return true on files\b/m);
    expect(asked).not.toMatch(/therefore/);
  });

  it('chokidar\'s README: the list item "Exhausted file handles for generic fs operations"', () => {
    // It was asked "What does exhausted file handle for?".
    const asked = questionsOf('chokidar-readme.md');
    expect(asked.join('\n')).not.toMatch(/file handle for/);
    expect(asked).toContain('What does Chokidar run out of?');
  });
});

describe('manual pages of tar and find', () => {
  it('tar(1): "Handling of file attributes" and "either a regular file or a device"', () => {
    const asked = questionsOf('manual-tar.txt');
    // They were asked "How do I handle of file attributes?" and "Can the archive be either a
    // regular file?".
    expect(asked).toContain('How do I handle file attributes?');
    expect(asked).toContain('Can the archive be either a regular file or a device?');
  });

  it('find(1): a term before its capitalised description ("rates  Prints a summary…")', () => {
    // It was asked "What does rates print?".
    expect(questionsOf('manual-find.txt').join('\n')).not.toMatch(/rates print/);
  });
});

describe('a manual page in German', () => {
  it('apt-get(8): "In APT 2.0 ist ein Rückgriff…" names no subject before its verb', () => {
    const asked = questionsOf('manual-apt-get-de.txt');
    // It was asked "Was ist in APT 2.0?".
    expect(asked).not.toContain('Was ist in APT 2.0?');
    expect(asked).toContain('Was ist apt-get?');
  });
});

describe("erlang-base's README.Debian", () => {
  it('reads "Open Source", a dated change and a lead-in to commands as no task', () => {
    const asked = questionsOf('erlang-base-readme-debian.txt').join('\n');
    // They were asked "How do I open source erlang for DEBIAN?", "How do I start from version
    // 1:21.2.2+dfsg-1 the erlang-base?" and "What is to start/stop epmd execute?".
    expect(asked).not.toMatch(/How do I open source|start from version|to start\/stop/i);
  });
});

describe("socat's FAQ", () => {
  it('"Linux allows to bind a socket to any address…" asks no vague "What does Linux allow?"', () => {
    const asked = questionsOf('socat-faq.txt').join('\n');
    expect(asked).not.toMatch(/What does linux allow/i);
    expect(asked).not.toMatch(/allow to any address/);
  });
});
