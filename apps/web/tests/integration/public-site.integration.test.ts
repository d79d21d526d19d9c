import { Agent, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { analyzeText, parseAnalysis } from '@citable/engine';
import { resolveBetaText } from '@citable/site/content/beta-copy.ts';
import { siteRoutes } from '@citable/site/content/site.ts';
import { getBetaStatus } from '@citable/site/lib/beta.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_TEXT } from '../../app/components/content/sample-report.server.ts';
import { type RunningServer, startServer } from '../support/server.ts';

/** The built product over real HTTP, as a crawler (curl) meets it: no JavaScript runs here. */
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ APP_URL: 'https://citable.example' });
});
afterAll(async () => {
  await server?.stop();
});

/**
 * A pooled keep-alive connection that the busy server closes just as it is reused fails with
 * ECONNRESET before any answer: that is the transport, not the server's answer, so such a
 * request is asked once more. An HTTP error status is never retried.
 */
const get = (path: string, init?: RequestInit) =>
  fetch(`${server.url}${path}`, init).catch(() => fetch(`${server.url}${path}`, init));

/**
 * Declares a body of `declaredBytes` but sends only its first chunk, then reads the answer.
 * The server refuses on the declared length without reading further; sending the whole body
 * would race the server closing the connection (an EPIPE on a loaded machine) against the
 * client reading its 413.
 */
function postDeclaredLength(
  path: string,
  declaredBytes: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${server.url}${path}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': declaredBytes },
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
          request.destroy();
        });
      },
    );
    request.on('error', reject);
    request.write('x'.repeat(64 * 1024));
  });
}

/** As React writes text into HTML. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;');

describe('public pages are complete HTML for crawlers', () => {
  it.each(siteRoutes.map((route) => [route.path, route]))('%s', async (_path, route) => {
    const response = await get(route.path, { headers: { 'User-Agent': 'GPTBot/1.2' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    const title = /<title>([^<]+)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toContain('Citable');
    // The server runs with the shipped BETA_ENDS_AT, which has passed.
    const description = resolveBetaText(route.description, getBetaStatus('2025-07-01', new Date()));
    expect(html).toContain(
      `<meta name="description" content="${description.replace(/'/g, '&#x27;').replace(/"/g, '&quot;')}"/>`,
    );
    expect(html).not.toContain('{{beta');
    expect(html).toContain(`<link rel="canonical" href="https://citable.example${route.path}"/>`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain(
      `<meta property="og:url" content="https://citable.example${route.path}"/>`,
    );
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    // Visitors get no JavaScript at all on public pages: nothing to execute, nothing to wait for.
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  });

  it('the home page carries the headline, tagline, the analyzer button, the three cards and plans', async () => {
    const html = await (await get('/')).text();
    expect(html).toContain('Become AI-visible');
    expect(html).toContain('Optimize Your Content For AI Search');
    expect(html).toContain('href="/analyzer"');
    for (const path of [
      '/contextual-understanding',
      '/conversational-queries',
      '/content-authority',
    ]) {
      expect(html).toContain(`href="${path}"`);
    }
    expect(html).toContain('Choose Your Plan');
    for (const path of ['/free-plan', '/pro-plan', '/business-plan'])
      expect(html).toContain(`href="${path}"`);
  });

  it('the home page shows the analyzer report on its sample text, without JavaScript', async () => {
    const html = await (await get('/')).text();
    const expected = parseAnalysis(analyzeText(SAMPLE_TEXT));
    expect(html).toContain('A real report, on a real text');
    expect(html).toContain('data-testid="sample-report"');
    expect(html.match(/data-testid="sample-factor"/g)).toHaveLength(expected.factors.length);
    expect(expected.factors.length).toBeGreaterThan(0);
    for (const factor of expected.factors) {
      expect(html).toContain(escapeHtml(factor.name));
    }
    for (const item of [
      ...expected.insights.map((i) => i.text),
      ...expected.improvements.map((i) => i.title),
    ]) {
      expect(html).toContain(escapeHtml(item));
    }
    expect(html).toMatch(new RegExp(`>${expected.overallScore}<span[^>]*>/100<`));
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  });

  it('the 10-step guide carries FAQPage JSON-LD and the floating product link', async () => {
    const html = await (await get('/chatgpt-ready-content-steps')).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? ''),
    );
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(faq?.mainEntity.length).toBeGreaterThanOrEqual(4);
    expect(faq.mainEntity[0]['@type']).toBe('Question');
    expect(html.match(/<h2[^>]*>Step \d+: /g)).toHaveLength(10);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*target="_blank"[^>]*>Visit the product<\/a>/);
  });

  it('the AI search overview has a comparison table and an FAQ', async () => {
    const html = await (await get('/beyond-google-ai-search')).text();
    expect(html).toContain('<table');
    expect(html).toContain('Frequently asked questions');
    expect(html).toContain('Visit the product');
  });

  it('pricing shows the three cards, the disabled paid plans and the sign-up call to action', async () => {
    const html = await (await get('/pricing')).text();
    expect(html).toContain('Simple, Transparent Pricing');
    expect(html).toContain('data-testid="plan-beta"');
    expect(html).toContain('€29');
    expect(html).toContain('€99');
    expect(html.match(/Coming Soon/g)?.length).toBeGreaterThanOrEqual(3);
    expect(html).toMatch(/<button[^>]*disabled[^>]*>Get Started<\/button>/);
    // The call to action no longer names a beta that has ended (issue 13).
    expect(html).toMatch(/<a[^>]*href="\/auth"[^>]*>Sign Up Free<\/a>/);
    expect(html).not.toContain('Sign Up For Free Beta');
    // The default beta end date has passed: the badge says so, with no negative count.
    expect(html).toContain('The free beta ended on 1 July 2025');
    expect(html).not.toMatch(/-\d+ days?/);
    // ...and nothing else on the page still promises a running beta.
    expect(html).not.toMatch(/free during the beta|in a free beta|Join the Free Beta/);
  });
});

describe('unknown paths', () => {
  it.each(['/no-such-page', '/not-found', '/deep/nested/path?x=1', '/page'])(
    '%s answers 404 with the spec screen',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('Page Not Found');
      expect(html).toContain('The page you are looking for doesn&#x27;t exist or has been moved.');
      expect(html).toContain('Back to Dashboard');
      expect(html).toContain('href="/dashboard"');
    },
  );
});

describe('HTTP platform', () => {
  it('answers health and readiness', async () => {
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await get('/api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite' });
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/health'],
    ['DELETE', '/api/functions/unknown'],
  ])('answers JSON 404 for %s %s', async (method, path) => {
    const response = await get(path, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = await response.json();
    expect(typeof body.error).toBe('string');
    expect(Object.keys(body)).toEqual(['error']);
  });

  it('refuses a request body over the limit with JSON 413', async () => {
    const response = await postDeclaredLength('/api/anything', 5 * 1024 * 1024);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({
      error: 'The request body is too large (4 MB at most).',
    });
  });

  it('keeps idle connections 65 s, longer than clients and proxies keep them', async () => {
    const agent = new Agent({ keepAlive: true });
    const keepAlive = await new Promise<string>((resolve, reject) => {
      httpRequest(`${server.url}/api/health`, { agent }, (response) => {
        response.resume();
        resolve(String(response.headers['keep-alive']));
      })
        .on('error', reject)
        .end();
    });
    agent.destroy();
    expect(keepAlive).toBe('timeout=65');
  });

  it('sets security headers with a fresh script nonce on every response', async () => {
    const first = await get('/');
    const second = await get('/api/health');
    for (const response of [first, second]) {
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    const nonce = (r: Response) =>
      /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce(first)).not.toBe(nonce(second));
  });

  it('gives every response a request id and logs it as JSON', async () => {
    const response = await get('/api/health', { headers: { 'X-Request-Id': 'trace-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-123');
    const generated = (await get('/api/health')).headers.get('x-request-id');
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const line = server.logs.find((entry) => entry.includes('"requestId":"trace-123"'));
    expect(line).toBeDefined();
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      method: 'GET',
      path: '/api/health',
      status: 200,
      level: 'info',
    });
  });

  it('ignores a malformed request id instead of logging it', async () => {
    const response = await get('/api/health', {
      headers: { 'X-Request-Id': 'bad id with spaces' },
    });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses pages with brotli or gzip as the client prefers', async () => {
    const raw = async (encoding: string) => {
      const { request } = await import('node:http');
      return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const req = request(
          `${server.url}/`,
          { headers: { 'Accept-Encoding': encoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    };
    const br = await raw('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toContain('Become AI-visible');
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('Become AI-visible');
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('Become AI-visible');
  });

  it('serves hashed assets precompressed with a long cache life', async () => {
    const html = await (await get('/')).text();
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(css).toBeDefined();
    const response = await get(css ?? '', { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
  });

  it('refuses path traversal out of the asset folder', async () => {
    const response = await get('/assets/..%2f..%2fserver%2findex.js');
    expect(response.status).toBe(404);
  });

  it('serves robots.txt, sitemap.xml and llms.txt', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('Sitemap: https://citable.example/sitemap.xml');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    for (const route of siteRoutes)
      expect(xml).toContain(`<loc>https://citable.example${route.path}</loc>`);
    const llms = await (await get('/llms.txt')).text();
    expect(llms.startsWith('# Citable\n\n> ')).toBe(true);
  });
});
