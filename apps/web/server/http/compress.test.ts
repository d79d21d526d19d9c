import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compress } from './compress.ts';

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['identity', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['deflate', undefined],
  ])('Accept-Encoding %j gives %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compress', () => {
  const app = new Hono();
  app.use(compress());
  app.get('/small', (c) => c.json({ error: 'Invalid email or password' }, 401));
  app.get('/large', (c) => c.json({ items: Array.from({ length: 400 }, (_, i) => `item ${i}`) }));
  app.get('/page', (c) => c.html(`<p>${'Become AI-visible. '.repeat(200)}</p>`));
  const get = (path: string, acceptEncoding = 'gzip, deflate, br') =>
    app.request(path, { headers: { 'Accept-Encoding': acceptEncoding } });

  it('sends a small JSON answer as it is, with its length', async () => {
    const response = await get('/small');
    expect(response.status).toBe(401);
    expect(response.headers.get('content-encoding')).toBeNull();
    const text = await response.text();
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text)).toEqual({ error: 'Invalid email or password' });
  });

  it('compresses a large JSON answer in one piece, by the encoding asked for', async () => {
    const br = await get('/large');
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get('content-length')).toBe(String(brBody.byteLength));
    expect(JSON.parse(brotliDecompressSync(brBody).toString()).items).toHaveLength(400);
    const gz = await get('/large', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).items[399]).toBe(
      'item 399',
    );
    const plain = await get('/large', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.json()).items).toHaveLength(400);
  });

  it('still streams pages through the compressor', async () => {
    const response = await get('/page');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html).toContain('Become AI-visible.');
  });
});
