import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * How the proxy treats the service behind it:
 * - forward: a plain TCP relay to the real service;
 * - silent: it accepts connections and never answers (a hung server, a black-holed link); the
 *   connections it relayed go silent too, without being closed;
 * - refuse: nothing listens on its port, so connections are refused; open ones are closed.
 */
export type FaultMode = 'forward' | 'silent' | 'refuse';

export interface FaultProxy {
  port: number;
  mode: FaultMode;
  /** Switches mode. Leaving `silent` closes the silent connections, as a restarted server would. */
  setMode(mode: FaultMode): Promise<void>;
  close(): Promise<void>;
}

/** A TCP proxy on loopback in front of a real service (Redis, SMTP), whose failure mode tests choose. */
export async function startFaultProxy(
  target: { host: string; port: number },
  initialMode: FaultMode = 'forward',
): Promise<FaultProxy> {
  const relayed = new Set<{ client: Socket; upstream: Socket }>();
  const silent = new Set<Socket>();
  let mode: FaultMode = initialMode;

  const hush = (client: Socket) => {
    silent.add(client);
    client.on('close', () => silent.delete(client));
    // Whatever arrives is read and dropped, so the sender never sees back-pressure either.
    client.resume();
  };

  const accept = (client: Socket) => {
    client.on('error', () => {});
    if (mode !== 'forward') return hush(client);
    const upstream = createConnection(target);
    upstream.on('error', () => client.destroy());
    const pair = { client, upstream };
    relayed.add(pair);
    const forget = () => {
      relayed.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', forget);
    upstream.on('close', forget);
    client.pipe(upstream);
    upstream.pipe(client);
  };

  let server: Server = createServer(accept);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stopListening = () => new Promise<void>((resolve) => server.close(() => resolve()));

  const port = await listen(0);
  if (initialMode === 'refuse') await stopListening();
  let isListening = initialMode !== 'refuse';

  const proxy: FaultProxy = {
    port,
    mode,
    async setMode(next) {
      if (next === mode) return;
      const previous = mode;
      mode = next;
      proxy.mode = next;
      if (previous === 'silent') for (const client of silent) client.destroy();
      if (next === 'silent') {
        for (const pair of [...relayed]) {
          relayed.delete(pair);
          pair.client.unpipe(pair.upstream);
          pair.upstream.unpipe(pair.client);
          pair.upstream.removeAllListeners('close');
          pair.client.removeAllListeners('close');
          pair.upstream.destroy();
          hush(pair.client);
        }
      }
      if (next === 'refuse') {
        for (const pair of [...relayed]) pair.client.destroy();
        if (isListening) await stopListening();
        isListening = false;
      } else if (!isListening) {
        server = createServer(accept);
        await listen(port);
        isListening = true;
      }
    },
    async close() {
      for (const pair of [...relayed]) pair.client.destroy();
      for (const client of silent) client.destroy();
      if (isListening) await stopListening();
    },
  };
  return proxy;
}
