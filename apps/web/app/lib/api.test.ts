import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AnalyzeResponse, ImproveResponse, PromptsResponse } from '@citable/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, callApi, UnexpectedResponseError } from './api.ts';

/** callApi against a real HTTP server whose answers each test picks by path. */
const ANSWERS: Record<string, { status: number; type: string; body: string }> = {
  '/good': { status: 200, type: 'application/json', body: '{"rawAnalysis":"Score: 1"}' },
  '/renamed': { status: 200, type: 'application/json', body: '{"analysis":"Score: 1"}' },
  '/not-json': { status: 200, type: 'text/html', body: '<html>maintenance</html>' },
  '/refused': { status: 400, type: 'application/json', body: '{"error":"Say it in words."}' },
  '/broken': { status: 502, type: 'text/plain', body: 'Bad Gateway' },
};

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = ANSWERS[request.url ?? ''] ?? { status: 404, type: 'text/plain', body: '' };
    response.writeHead(answer.status, { 'Content-Type': answer.type });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('callApi', () => {
  it('returns an answer that matches its schema', async () => {
    expect(await callApi(AnalyzeResponse, 'GET', `${base}/good`)).toEqual({
      rawAnalysis: 'Score: 1',
    });
  });

  it('turns an answer of another shape into the spec message, not a crash further on', async () => {
    await expect(callApi(ImproveResponse, 'GET', `${base}/renamed`)).rejects.toThrow(
      new UnexpectedResponseError(),
    );
    await expect(callApi(PromptsResponse, 'GET', `${base}/good`)).rejects.toThrow(
      'Unexpected response format from server.',
    );
    await expect(callApi(AnalyzeResponse, 'GET', `${base}/not-json`)).rejects.toThrow(
      'Unexpected response format from server.',
    );
  });

  it('lets an analysis without its text through as empty, for spec 8\'s "No data returned"', async () => {
    expect(await callApi(AnalyzeResponse, 'GET', `${base}/renamed`)).toEqual({ rawAnalysis: '' });
  });

  it("passes on the server's message and status, or spec 8's fallback", async () => {
    const refused = await callApi(AnalyzeResponse, 'GET', `${base}/refused`).catch((e) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ message: 'Say it in words.', status: 400 });
    await expect(callApi(AnalyzeResponse, 'GET', `${base}/broken`)).rejects.toThrow(
      'Error 502: Bad Gateway',
    );
  });
});
