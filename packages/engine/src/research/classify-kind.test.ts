import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { PLAIN_ARTICLE } from '../fixtures/plain-article.ts';
import { classifyKind } from './classify-kind.ts';
import { measureQuestions } from './measure-questions.ts';

const kindOf = (text: string) => {
  const document = buildDocument(text);
  return classifyKind(document, measureQuestions(document));
};

/** A plain-text changelog: no markdown heading, sections and versions in the prose. */
const PLAIN_CHANGELOG = ['5.2-release', 'rc4', 'rc3', 'rc2']
  .map(
    (
      version,
      index,
    ) => `This document details the changes between this version, bash-${version}, and the previous version, bash-5.2-rc${5 - index}.

1. Changes to Bash

a. Fixed a problem with aliases containing command substitutions.

2. Changes to Readline

a. Fixed a memory leak when the history list is cleared.

3. New Features in Bash

a. The checkwinsize option is now enabled by default.
`,
  )
  .join('\n------\n\n');

/** A package's plain-text notes: paths, options and setting names, no code fence. */
const DEBIAN_README = `OpenSSH for Debian

PermitRootLogin

New installations set PermitRootLogin to prohibit-password in /etc/ssh/sshd_config. If you wish
to change this, edit /etc/ssh/sshd_config and run "service ssh restart" as root.

X11 Forwarding

The remote $DISPLAY uses localhost by default. Look up X11UseLocalhost in sshd_config(8) if this
is a problem, and set the -X option on the client when you need forwarding.

Environment

The server reads ~/.ssh/environment only when PermitUserEnvironment is set; the variable
$SSH_AUTH_SOCK points at the agent started by ssh-agent.service.`;

describe('classifyKind', () => {
  it('reads a plain-text changelog without markdown headings as a changelog', () => {
    expect(kindOf(PLAIN_CHANGELOG)).toBe('changelog');
  });

  it('reads technical documentation without code fences as a README', () => {
    expect(kindOf(DEBIAN_README)).toBe('readme');
  });

  it('reads an ordinary article as an article', () => {
    expect(kindOf(PLAIN_ARTICLE)).toBe('article');
  });
});
