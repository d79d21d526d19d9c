import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { bodyLimit } from 'hono/body-limit';

/** Larger than any legitimate request: a page with a 2 MB featured image as a data URL. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large (4 MB at most).';

/** How long, and how much more, a refused upload is read before its connection is closed. */
const LINGER_MS = 10_000;
const LINGER_BYTES = 64 * 1024 * 1024;

const lingering = new WeakSet<Socket>();

/**
 * Issue 31: a client still uploading a refused body got a cut connection instead of the 413.
 * The answer goes out while the body is still arriving; Node then closes the connection
 * (`destroySoon`: our FIN, then at once the socket), and the client's next bytes meet a reset,
 * which can throw away the answer the client had not read yet. So the close lingers, as web
 * servers do: our side is shut after the answer, the rest of the upload is read and dropped,
 * and the socket closes when the client closes its side, or after LINGER_MS or LINGER_BYTES.
 */
function closeAfterReading(incoming: IncomingMessage): void {
  const socket = incoming.socket;
  if (lingering.has(socket)) return;
  lingering.add(socket);
  let isClosing = false;
  socket.destroySoon = () => {
    if (isClosing || socket.destroyed) return;
    isClosing = true;
    if (socket.writable) socket.end();
    // Nobody reads this body any more: it is dropped as it arrives. Left buffered, unread, it
    // would make Node's parser stop reading the socket.
    incoming.removeAllListeners('data');
    incoming.resume();
    // Node's parser reads the socket by itself and stopped when the body went unread; a pause
    // and resume of the socket is what makes it read again.
    socket.pause();
    socket.resume();
    const bytesBefore = socket.bytesRead;
    const close = () => {
      clearTimeout(timer);
      clearInterval(meter);
      socket.destroy();
    };
    const timer = setTimeout(close, LINGER_MS);
    const meter = setInterval(() => {
      if (socket.bytesRead - bytesBefore > LINGER_BYTES) close();
    }, 100);
    timer.unref();
    meter.unref();
    socket.once('end', close);
    socket.once('close', close);
  };
}

/** Refuses bodies over MAX_BODY_BYTES with a JSON 413, before they are buffered. */
export function limitBodySize() {
  return bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => {
      // The Node adapter hands over the request it wraps (absent under app.request in tests).
      const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
      if (incoming?.socket) closeAfterReading(incoming);
      return c.json({ error: BODY_TOO_LARGE_MESSAGE }, 413);
    },
  });
}
