import { describe, expect, it } from 'vitest';
import { buildAccountNoticeEmail } from './account-notice-email.ts';
import { buildCodeEmail } from './code-email.ts';
import { formatNameForMail, MAX_NAME_IN_MAIL } from './safe-name.ts';

describe('names in mails', () => {
  it.each([
    ['Ada Lovelace', 'Ada Lovelace'],
    ['Claim at https://evil.example/x now', 'Claim at now'],
    ['visit www.evil.example', 'visit'],
    ['mail me: boss@evil.example', 'mail me:'],
    ['go to evil.example.com/login', 'go to'],
    ['https://only.example', null],
    ['', null],
  ])('%j becomes %j', (name, expected) => {
    expect(formatNameForMail(name)).toBe(expected);
  });

  it(`keeps at most ${MAX_NAME_IN_MAIL} characters`, () => {
    const shown = formatNameForMail('Ada '.repeat(30)) ?? '';
    expect([...shown]).toHaveLength(MAX_NAME_IN_MAIL);
    expect(shown.endsWith('…')).toBe(true);
  });

  it('escapes a name in the HTML of a notice', () => {
    const mail = buildAccountNoticeEmail({
      notice: { kind: 'password-changed' },
      name: '<script>alert(1)</script>',
      at: new Date('2026-01-02T03:04:00Z'),
      settingsUrl: 'https://citable.example/settings',
      forgotUrl: 'https://citable.example/verify?reset=1',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hello &#60;script&#62;alert(1)&#60;/script&#62;,');
    expect(mail.text).toContain('2026-01-02 03:04 UTC');
  });

  it('puts no name in a code mail', () => {
    const mail = buildCodeEmail({
      purpose: 'verify',
      code: '123456',
      verifyUrl: 'https://citable.example/verify?email=a%40b.c&code=123456',
    });
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.html).toContain('<p>Hello,</p>');
  });
});
