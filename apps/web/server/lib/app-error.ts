/**
 * The one error type of the server. Each code maps to one HTTP status; the message is what
 * the user reads (spec section 8 wording where the spec has one).
 */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  upstream: 502,
  timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** For 429: how long the client should wait, sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;
  /** A machine-readable detail for the browser (e.g. the spec's provider error codes). */
  readonly detail: string | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options?: { cause?: unknown; retryAfterSeconds?: number; detail?: string },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.retryAfterSeconds = options?.retryAfterSeconds;
    this.detail = options?.detail;
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }
}
