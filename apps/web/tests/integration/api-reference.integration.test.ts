import { Window } from 'happy-dom';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server.ts';

/** Issue 34: the browsable reference of /api/v1, on the built server, as a visitor reads it. */
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('the API reference page', () => {
  it('shows every operation of the OpenAPI document with its anchor, and the key header', async () => {
    const document = (await (
      await fetch(`${server.url}/api/v1/openapi.json`)
    ).json()) as OpenAPIV3_1.Document;
    const answer = await fetch(`${server.url}/developers/api`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-/);
    const html = await answer.text();
    const window = new Window();
    window.document.write(html);
    const page = window.document;

    const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      (['get', 'post', 'patch', 'delete'] as const).flatMap((method) => {
        const operation = item?.[method];
        return operation ? [{ path, method, operation }] : [];
      }),
    );
    expect(operations.length).toBeGreaterThanOrEqual(19);
    for (const { path, method, operation } of operations) {
      const id = operation.operationId ?? '';
      const section = page.getElementById(id);
      expect(section, `${method} ${path}`).not.toBeNull();
      const title = section?.querySelector('h2')?.textContent ?? '';
      expect(title.toLowerCase()).toContain(method);
      expect(title).toContain(`/api/v1${path}`);
      expect(section?.textContent).toContain(operation.summary);
      // The contents list links to the section.
      expect(page.querySelector(`nav a[href="#${id}"]`), `link to ${id}`).not.toBeNull();
      // Each path and query parameter is listed by name.
      for (const parameter of (operation.parameters ?? []) as OpenAPIV3_1.ParameterObject[]) {
        expect(section?.querySelector('table')?.textContent).toContain(parameter.name);
      }
      // The request and the answer's schemas are on the page as the document has them.
      const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
      const requestSchema = body?.content['application/json']?.schema;
      const schemas = [...(section?.querySelectorAll('pre') ?? [])].map((pre) => pre.textContent);
      if (requestSchema) expect(schemas).toContain(JSON.stringify(requestSchema, null, 2));
      const ok =
        (operation.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined)?.content ?? {};
      const okSchema = ok['application/json']?.schema;
      if (okSchema) expect(schemas).toContain(JSON.stringify(okSchema, null, 2));
      else expect(section?.textContent).toContain(Object.keys(ok).join(', '));
    }
    expect(page.getElementById('authentication')?.textContent).toContain(
      'Authorization: Bearer ck_',
    );
    // Server-rendered for a visitor: no script runs without the response's nonce.
    for (const script of page.querySelectorAll('script')) {
      expect(script.getAttribute('nonce') ?? script.getAttribute('src')).toBeTruthy();
    }
    await window.happyDOM.close();
  });
});
