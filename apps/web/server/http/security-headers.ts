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
}: {
  isDevelopment: boolean;
}): MiddlewareHandler<AppEnv> {
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
    // HSTS only means something over https; the operator's proxy sets it there.
    strictTransportSecurity: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
    },
  });
}
