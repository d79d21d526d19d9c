import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './request-context.ts';

/**
 * Security headers on every response. Scripts run only from our origin or with this
 * response's nonce (React Router's inline hydration data carries it), so no 'unsafe-inline'
 * scripts. Styles allow inline attributes, which React's style props need.
 * In development Vite injects its own inline scripts, so the nonce rule is relaxed there.
 */
export function securityHeaders({
  isDevelopment,
  appUrl,
}: {
  isDevelopment: boolean;
  /** The public origin: HSTS is sent only when it is https (issue 8, finding 10). */
  appUrl: string;
}): MiddlewareHandler<AppEnv> {
  const isHttps = appUrl.toLowerCase().startsWith('https:');
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: isDevelopment ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: isDevelopment ? ["'self'", 'ws:'] : ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    // Over https, browsers must never fall back to plain http for a year (and subdomains).
    // Over http the header means nothing and would only confuse a local setup.
    strictTransportSecurity: isHttps ? 'max-age=31536000; includeSubDomains' : false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  });
}
