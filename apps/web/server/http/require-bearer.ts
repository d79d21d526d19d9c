import { bearerAuth } from 'hono/bearer-auth';

/**
 * A route open only to a bearer token of its own (metrics, backup): every refusal answers the
 * same JSON message, so a caller learns nothing about why.
 */
export function requireBearer(token: string, error: string) {
  const refused = { message: { error } };
  return bearerAuth({
    token,
    noAuthenticationHeader: refused,
    invalidAuthenticationHeader: refused,
    invalidToken: refused,
  });
}
