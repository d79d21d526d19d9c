import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server.ts';

/**
 * Issue 31, low finding: a client that uploads a whole body over 4 MB got a cut connection
 * instead of the JSON 413. Here the client writes every byte, as a browser's upload does, and
 * must still read the answer.
 */
let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const TOO_LARGE = { error: 'The request body is too large (4 MB at most).' };

/**
 * Posts `bytes` bytes in 64 KB writes, waiting for the socket to take each one, and resolves
 * with the answer, or rejects with the transport error when none came. A transport error after
 * the answer has been read (the server closing while the rest is still being written) is not a
 * failure: the client has what it needs.
 */
function upload(
  bytes: number,
  framing: 'content-length' | 'chunked',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = {
      'Content-Type': 'application/json',
      Origin: server.url,
    };
    if (framing === 'content-length') headers['Content-Length'] = bytes;
    let isAnswered = false;
    const request = httpRequest(
      `${server.url}/api/auth/sign-up`,
      { method: 'POST', headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          isAnswered = true;
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
        });
        response.on('error', (error) => {
          if (!isAnswered) reject(error);
        });
      },
    );
    request.on('error', (error) => {
      if (!isAnswered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const writeMore = () => {
      while (sent < bytes && !request.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += piece.length;
        if (!request.write(piece)) {
          request.once('drain', writeMore);
          return;
        }
      }
      if (!request.destroyed) request.end();
    };
    writeMore();
  });
}

/**
 * The same from a client that reads the answer only once it has sent the whole body, as
 * simple clients do (HTTP written by hand on a bare socket). Everything the server sent is kept
 * until the connection ends, however it ends.
 */
function uploadOverSocket(bytes: number, framing: 'content-length' | 'chunked'): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    let received = '';
    socket.on('data', (data: Buffer) => {
      received += data.toString();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(received));
    socket.pause();
    const length =
      framing === 'content-length' ? `Content-Length: ${bytes}` : 'Transfer-Encoding: chunked';
    socket.write(
      `POST /api/auth/sign-up HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${server.url}\r\nContent-Type: application/json\r\n${length}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const writeMore = () => {
      while (sent < bytes && socket.writable) {
        sent += chunk.length;
        if (framing === 'chunked') socket.write(`${chunk.length.toString(16)}\r\n`);
        socket.write(chunk);
        if (!socket.write(framing === 'chunked' ? '\r\n' : '')) {
          socket.once('drain', writeMore);
          return;
        }
      }
      if (!socket.writable) return socket.resume();
      socket.end(framing === 'chunked' ? '0\r\n\r\n' : '');
      socket.resume();
    };
    writeMore();
  });
}

describe('a request body over 4 MB, sent whole', () => {
  it.each([
    ['content-length', 5],
    ['chunked', 5],
    ['content-length', 40],
    ['chunked', 40],
  ] as const)('with %s framing and %i MB gets the JSON 413', async (framing, megabytes) => {
    // Several times: a cut connection is a race the client loses only now and then.
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await upload(megabytes * 1024 * 1024, framing);
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
    }
  });

  it.each([
    ['content-length', 40],
    ['chunked', 40],
  ] as const)(
    'over a bare socket with %s framing and %i MB gets the JSON 413',
    async (framing, megabytes) => {
      for (let attempt = 0; attempt < 3; attempt++) {
        const received = await uploadOverSocket(megabytes * 1024 * 1024, framing);
        expect(received).toMatch(/^HTTP\/1\.1 413 /);
        expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual(TOO_LARGE);
      }
    },
  );

  it('still accepts a body under the limit on the same server', async () => {
    const answer = await upload(1024 * 1024, 'content-length');
    // Read whole and refused as JSON that is not an object: the limit did not cut it short.
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toHaveProperty('error');
  });
});
