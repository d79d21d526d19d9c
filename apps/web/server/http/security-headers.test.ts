import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

async function headersFor(appUrl: string): Promise<Headers> {
  const app = new Hono();
  app.use(securityHeaders({ isDevelopment: false, appUrl }));
  app.get('/', (c) => c.text('ok'));
  return (await app.request('/')).headers;
}

describe('securityHeaders', () => {
  it('sends HSTS when the public origin is https', async () => {
    const headers = await headersFor('https://citable.example');
    expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('sends no HSTS over plain http', async () => {
    const headers = await headersFor('http://localhost:3000');
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(headers.get('x-frame-options')).toBe('DENY');
  });
});
