import { pipeline, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/*
 * Brotli or gzip for dynamic responses (pages, JSON, text). Written here because hono's
 * compress middleware relies on CompressionStream, which has no brotli on Node 20. Static
 * assets are compressed once at build time and served precompressed instead.
 */

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|ld\+json|manifest\+json)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;
/** JSON answers are never streamed: they are read whole, so their size is known. */
const WHOLE_BODY = /^application\/json/i;

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';

/** Picks br over gzip, honouring q-values (q=0 refuses an encoding). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number.parseFloat(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

function createCompressor(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  // Flushing after each chunk keeps server-rendered HTML streaming as React produces it.
  if (encoding === 'br') {
    return zlib.createBrotliCompress({
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
  }
  return zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
}

/**
 * A small JSON answer (most API answers, and every error) goes out as it is: a compressor per
 * answer cost more CPU than the bytes it saved, and its stream made the HTTP layer write the
 * headers and the body in separate calls. A large one is compressed in one call.
 */
async function compressWhole(
  response: Response,
  headers: Headers,
  encoding: Encoding | undefined,
): Promise<Response> {
  const body = Buffer.from(await response.arrayBuffer());
  if (!encoding || body.byteLength < MIN_BYTES) {
    headers.set('Content-Length', String(body.byteLength));
    return new Response(body, { status: response.status, headers });
  }
  const compressed =
    encoding === 'br'
      ? await brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : await gzip(body, { level: 6 });
  headers.set('Content-Length', String(compressed.byteLength));
  headers.set('Content-Encoding', encoding);
  return new Response(compressed, { status: response.status, headers });
}

export function compress(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!response.body || c.req.method === 'HEAD') return;
    if (response.headers.has('content-encoding')) return;
    if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return;
    if (response.headers.get('cache-control')?.includes('no-transform')) return;
    const declaredLength = Number(response.headers.get('content-length'));
    if (declaredLength > 0 && declaredLength < MIN_BYTES) return;
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    const headers = new Headers(response.headers);
    headers.append('Vary', 'Accept-Encoding');
    // Clearing first stops Hono from copying the old headers (Content-Length) onto the new one.
    c.res = undefined;
    if (WHOLE_BODY.test(headers.get('content-type') ?? '')) {
      c.res = await compressWhole(response, headers, encoding);
      return;
    }
    if (!encoding) {
      c.res = new Response(response.body, { status: response.status, headers });
      return;
    }
    const source = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
    const compressed = pipeline(source, createCompressor(encoding), () => {});
    headers.delete('content-length');
    headers.set('Content-Encoding', encoding);
    c.res = new Response(Readable.toWeb(compressed) as ReadableStream<Uint8Array>, {
      status: response.status,
      headers,
    });
  };
}
