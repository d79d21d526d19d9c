import { crc32, deflateSync } from 'node:zlib';
import { SMTPServer } from 'smtp-server';

/*
 * Gives the web benchmark a published admin page to measure (issue 12): a real SMTP listener
 * catches the sign-up code, the admin signs up through the API, and creates a page the way
 * the editor does, with a 1200x630 PNG featured image, a meta description and JSON-LD.
 */

/** A real SMTP listener that keeps the six-digit code of each message. */
export async function startCodeMailbox() {
  const codes = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        const code = /\b(\d{6})\b/.exec(/^Subject:(.*)$/im.exec(raw)?.[1] ?? '')?.[1];
        if (code) codes.push(code);
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${server.server.address().port}`,
    async nextCode(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (codes.length) return codes.shift();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error('no sign-up code arrived');
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A solid-colour RGB PNG, encoded by hand: the bench needs one realistic image, no library. */
function solidPng(width, height, [r, g, b]) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const CONTENT = `Generative engines answer with passages, not pages. A passage is quoted when it answers one question on its own, names its sources and says something specific.

## What makes a passage quotable?

- It opens with the answer, in one or two sentences.
- It names the study, the standard or the person behind each claim.
- It keeps numbers, units and dates exact.

## How do AI search engines choose sources?

They retrieve candidate passages by keywords and by meaning, then prefer the ones that settle the question with evidence. The GEO study (Aggarwal et al., KDD 2024) found that quotations, statistics and cited sources raised visibility by up to about 40%, while keyword stuffing did not.

| Signal | Helps citation | Why |
|---|---|---|
| Answer first | Yes | The passage stands alone |
| Cited source | Yes | The claim can be checked |
| Keyword stuffing | No | It adds no information |

## Where to start

Run the Content Analyzer on your most visited page, fix its weakest criterion, and measure again.`;

/** A client of the API that keeps the cookies it is given, as a browser would. */
function apiClient(origin, appUrl) {
  const cookies = new Map();
  const call = async (method, path, body) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        Origin: appUrl,
        Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const json = await response.json();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.error}`);
    return json;
  };
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { call, cookie };
}

/** Signs a member up and verifies the address (code from the mailbox); returns the cookies. */
export async function signUpMember({ origin, appUrl, email, mailbox }) {
  const { call, cookie } = apiClient(origin, appUrl);
  await call('POST', '/api/auth/sign-up', {
    name: 'Bench Member',
    email,
    password: 'Violet-Harbour-Lantern-42',
  });
  await call('POST', '/api/auth/verify', { email, code: await mailbox.nextCode() });
  return cookie();
}

/** Signs the admin up (code from the mailbox) and creates a published page; returns its path. */
export async function seedPublishedPage({ origin, appUrl, email, mailbox }) {
  const { call } = apiClient(origin, appUrl);
  await call('POST', '/api/auth/sign-up', {
    name: 'Bench Admin',
    email,
    password: 'Violet-Harbour-Lantern-42',
  });
  await call('POST', '/api/auth/verify', { email, code: await mailbox.nextCode() });
  const image = solidPng(1200, 630, [79, 70, 229]);
  const { data } = await call('POST', '/api/pages', {
    title: 'How AI search engines choose the passages they quote',
    slug: 'how-ai-search-engines-choose-passages',
    content: CONTENT,
    published: true,
    meta_title: 'How AI Search Engines Choose Passages',
    meta_description:
      'What makes a passage quotable by ChatGPT, Perplexity and Google AI Overviews, and where to start improving your own pages.',
    structured_data: JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'How AI search engines choose the passages they quote',
    }),
    featured_image: `data:image/png;base64,${image.toString('base64')}`,
    featured_image_alt: 'A passage highlighted as the quoted answer',
  });
  return `/page/${data.slug}`;
}
