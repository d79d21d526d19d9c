import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address comes from the socket. Only when the socket peer is a configured
 * trusted proxy (TRUST_PROXY) is X-Forwarded-For read, right to left, skipping trusted hops:
 * anything else could be spoofed by the client.
 */
export function getClientIp(c: Context, trustedProxies: ReadonlySet<string>): string {
  let peer = 'unknown';
  try {
    peer = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by @hono/node-server (e.g. app.fetch in a test): no socket to read.
  }
  peer = peer.replace(/^::ffff:/, '');
  if (!trustedProxies.has(peer)) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim().replace(/^::ffff:/, ''))
    .filter(Boolean);
  for (let index = forwarded.length - 1; index >= 0; index--) {
    const hop = forwarded[index] as string;
    if (!trustedProxies.has(hop)) return hop;
  }
  return peer;
}
