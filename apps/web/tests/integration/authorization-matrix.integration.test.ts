import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpAndVerify } from '../support/accounts.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../support/api-client.ts';
import { type Mailbox, startMailbox } from '../support/mailbox.ts';
import { CHEAP_PASSWORDS, type RunningServer, startServer } from '../support/server.ts';

// Passwords hash at the test run's low cost (vitest.config.ts); the long timeouts are for a
// loaded shared machine, where a server start can take many seconds.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 });

/**
 * Every route and API against every kind of caller, on the built product (issue 4). Later
 * issues add their rows. A row's expectation is a status, or "->path" for a redirect.
 */
const ADMIN_EMAIL = 'admin@matrix.test';
const TESTING_SECRET = 'matrix-testing-secret-0123';
const PASSWORD = 'Violet-Harbour-Lantern-42';

type Role = 'visitor' | 'user' | 'tester' | 'admin' | 'forged';
/**
 * Besides the five columns, every row also runs as a signed-in non-admin who sends the
 * admin's address in the `admin-email` header: that caller must get exactly what a user gets.
 */
type Caller = Role | 'forgedUser';
type Expectation = number | `->${string}`;
type Row = [method: string, path: string, expected: Record<Role, Expectation>];

const all = (expected: Expectation): Record<Role, Expectation> => ({
  visitor: expected,
  user: expected,
  tester: expected,
  admin: expected,
  forged: expected,
});

const MATRIX: Row[] = [
  ['GET', '/', all(200)],
  ['GET', '/pricing', all(200)],
  [
    'GET',
    '/dashboard',
    {
      visitor: '->/auth',
      user: '->/analyzer',
      tester: '->/analyzer',
      admin: '->/analyzer',
      forged: '->/auth',
    },
  ],
  [
    'GET',
    '/profile',
    { visitor: '->/auth', user: 200, tester: '->/auth', admin: 200, forged: '->/auth' },
  ],
  [
    'GET',
    '/settings',
    { visitor: '->/auth', user: 200, tester: '->/auth', admin: 200, forged: '->/auth' },
  ],
  // Issue 34: history and drafts belong to an account; a tester session has none.
  [
    'GET',
    '/history',
    { visitor: '->/auth', user: 200, tester: '->/auth', admin: 200, forged: '->/auth' },
  ],
  ['GET', '/api/history', { visitor: 401, user: 200, tester: 401, admin: 200, forged: 401 }],
  ['DELETE', '/api/history', { visitor: 401, user: 200, tester: 401, admin: 200, forged: 401 }],
  ['GET', '/shared/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', all(404)],
  ['GET', '/api/shared/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', all(404)],
  // The API's reference and its document are public: they describe, they hold nothing.
  ['GET', '/developers/api', all(200)],
  ['GET', '/api/v1/openapi.json', all(200)],
  [
    'GET',
    '/api/drafts/analyzer',
    { visitor: 401, user: 200, tester: 401, admin: 200, forged: 401 },
  ],
  [
    'GET',
    '/auth',
    { visitor: 200, user: '->/analyzer', tester: 200, admin: '->/analyzer', forged: 200 },
  ],
  ['GET', '/verify', all(200)],
  ['GET', '/verify-email-address', all(200)],
  [
    'GET',
    '/auth/sign-up',
    { visitor: 200, user: '->/analyzer', tester: 200, admin: '->/analyzer', forged: 200 },
  ],
  ['GET', '/api/auth/session', all(200)],
  [
    'POST',
    '/api/account/sync-profile',
    { visitor: 401, user: 200, tester: 401, admin: 200, forged: 401 },
  ],
  [
    'POST',
    '/api/account/bootstrap-admin',
    { visitor: 401, user: 403, tester: 401, admin: 200, forged: 401 },
  ],
  ['PATCH', '/api/account/name', { visitor: 401, user: 200, tester: 401, admin: 200, forged: 401 }],
  // A wrong current password: 400 shows the caller got past the guard, and changes nothing.
  [
    'POST',
    '/api/account/password',
    { visitor: 401, user: 400, tester: 401, admin: 400, forged: 401 },
  ],
  [
    'POST',
    '/api/account/delete',
    { visitor: 401, user: 400, tester: 401, admin: 400, forged: 401 },
  ],
  // Issue 8: the account's own sessions. Ending an unknown session is 404 past the guard.
  [
    'GET',
    '/api/account/sessions',
    { visitor: 401, user: 200, tester: 401, admin: 200, forged: 401 },
  ],
  [
    'DELETE',
    '/api/account/sessions/00000000000000000000000000000000',
    { visitor: 401, user: 404, tester: 401, admin: 404, forged: 401 },
  ],
  // Issue 5: the tools and the prompts.
  [
    'GET',
    '/analyzer',
    { visitor: '->/auth', user: 200, tester: 200, admin: 200, forged: '->/auth' },
  ],
  [
    'GET',
    '/improvement',
    { visitor: '->/auth', user: 200, tester: 200, admin: 200, forged: '->/auth' },
  ],
  [
    'GET',
    '/geo-keywords',
    { visitor: '->/auth', user: 200, tester: 200, admin: 200, forged: '->/auth' },
  ],
  [
    'GET',
    '/prompt-editor',
    {
      visitor: '->/auth',
      user: '->/dashboard',
      tester: '->/dashboard',
      admin: 200,
      forged: '->/auth',
    },
  ],
  [
    'GET',
    '/admin-dashboard',
    {
      visitor: '->/auth',
      user: '->/dashboard',
      tester: '->/dashboard',
      admin: 200,
      forged: '->/auth',
    },
  ],
  [
    'POST',
    '/api/functions/analyze',
    { visitor: 401, user: 200, tester: 200, admin: 200, forged: 401 },
  ],
  [
    'POST',
    '/api/functions/improve',
    { visitor: 401, user: 200, tester: 200, admin: 200, forged: 401 },
  ],
  [
    'POST',
    '/api/functions/extract-keywords',
    { visitor: 401, user: 200, tester: 200, admin: 200, forged: 401 },
  ],
  [
    'POST',
    '/api/functions/geo-keywords',
    { visitor: 401, user: 200, tester: 200, admin: 200, forged: 401 },
  ],
  [
    'POST',
    '/api/functions/improvement-factors',
    { visitor: 401, user: 200, tester: 200, admin: 200, forged: 401 },
  ],
  [
    'GET',
    '/api/functions/improvement-factors/latest',
    { visitor: 401, user: 200, tester: 200, admin: 200, forged: 401 },
  ],
  ['GET', '/api/prompts', { visitor: 401, user: 403, tester: 401, admin: 200, forged: 401 }],
  [
    'PUT',
    '/api/prompts/keywords',
    { visitor: 401, user: 403, tester: 401, admin: 200, forged: 401 },
  ],
  [
    'DELETE',
    '/api/prompts/keywords',
    { visitor: 401, user: 403, tester: 401, admin: 200, forged: 401 },
  ],
];

/** A valid body for each write, so only authorization decides the status. */
function bodyFor(method: string, path: string): unknown {
  if (method === 'GET') return undefined;
  if (path === '/api/account/name') return { name: 'Renamed User' };
  if (path === '/api/account/password')
    return { currentPassword: 'Not-The-Password-1', newPassword: 'Amber-Glacier-Piano-63' };
  if (path === '/api/account/delete') return { password: 'Not-The-Password-1' };
  if (path === '/api/functions/geo-keywords') return { keyword: 'cold brew coffee' };
  if (path === '/api/functions/improvement-factors')
    return {
      content: 'Cold brew coffee is coffee steeped in cold water for 12 to 24 hours.',
      acceptedEditIds: [],
    };
  if (path.startsWith('/api/functions/'))
    return { content: 'Cold brew coffee is coffee steeped in cold water for 12 to 24 hours.' };
  if (path === '/api/prompts/keywords' && method === 'PUT')
    return { content: 'Research the keyword.' };
  return {};
}

let server: RunningServer;
let mailbox: Mailbox;
const clients = {} as Record<Caller, ApiClient>;

async function signUp(email: string): Promise<ApiClient> {
  const api = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  await signUpAndVerify(api, mailbox, { name: 'Matrix User', email, password: PASSWORD });
  return api;
}

beforeAll(async () => {
  mailbox = await startMailbox();
  server = await startServer({
    ...CHEAP_PASSWORDS,
    SMTP_URL: mailbox.smtpUrl,
    ADMIN_EMAIL,
    TESTING_SECRET,
    TRUST_PROXY: '127.0.0.1',
  });
  clients.visitor = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  clients.user = await signUp(uniqueEmail());
  clients.admin = await signUp(ADMIN_EMAIL);
  clients.tester = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  expect((await clients.tester.postJson('/api/testing', { secret: TESTING_SECRET })).status).toBe(
    200,
  );
  clients.forged = new ApiClient(server.url, { forwardedFor: uniqueIp() });
  clients.forgedUser = await signUp(uniqueEmail('forger'));
});
afterAll(async () => {
  await server?.stop();
  await mailbox?.close();
});

describe('authorization matrix', () => {
  for (const [method, path, expected] of MATRIX) {
    const callers: [Caller, Expectation][] = [
      ...(Object.entries(expected) as [Role, Expectation][]),
      ['forgedUser', expected.user],
    ];
    for (const [role, want] of callers) {
      it(`${method} ${path} as ${role} -> ${want}`, async () => {
        const headers: Record<string, string> =
          role === 'forged' || role === 'forgedUser' ? { 'admin-email': ADMIN_EMAIL } : {};
        const body = bodyFor(method, path);
        const response = await clients[role].request(method, path, body, headers);
        if (typeof want === 'number') {
          expect(response.status).toBe(want);
        } else {
          expect([301, 302, 303, 307, 308]).toContain(response.status);
          expect(new URL(response.headers.get('location') ?? '', server.url).pathname).toBe(
            want.slice(2),
          );
        }
      });
    }
  }

  it('the server decides who the admin is: the session says so only for ADMIN_EMAIL', async () => {
    expect((await (await clients.admin.get('/api/auth/session')).json()).isAdmin).toBe(true);
    expect((await (await clients.user.get('/api/auth/session')).json()).isAdmin).toBe(false);
    const forged = await clients.forged.get('/api/auth/session', { 'admin-email': ADMIN_EMAIL });
    expect((await forged.json()).isAdmin).toBe(false);
    const forgedUser = await clients.forgedUser.get('/api/auth/session', {
      'admin-email': ADMIN_EMAIL,
    });
    const forgedView = await forgedUser.json();
    expect(forgedView.isAdmin).toBe(false);
    expect(forgedView.user.email).toMatch(/^forger-/);
  });

  it('a refused bootstrap answers with the spec message', async () => {
    expect(await clients.user.postJson('/api/account/bootstrap-admin')).toEqual({
      status: 403,
      body: { error: 'Only admin users can perform this action.' },
    });
  });
});
