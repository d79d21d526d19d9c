import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const PRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchPriority="low"';

/**
 * Marks React Router's module preloads `fetchpriority="low"` in the streamed HTML (issue 35).
 * The signed-in screens are rendered whole on the server, so the JavaScript only makes them
 * interactive; at the default high priority Chromium fetched a dozen scripts before the
 * stylesheet the first paint waits for. React Router 7's <Scripts> has no option for the
 * attribute, hence this rewrite of its output. A tag split across two chunks is held back
 * until the next one.
 */
export function lowPriorityPreloads(): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  const rewrite = (text: string) => text.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      // Keep back a tag whose start could end in the next chunk.
      const last = text.lastIndexOf('<');
      const safe = last >= 0 && last > text.length - PRELOAD.length ? last : text.length;
      pending = text.slice(safe);
      callback(null, rewrite(text.slice(0, safe)));
    },
    flush(callback) {
      callback(null, rewrite(pending + decoder.end()));
    },
  });
}
