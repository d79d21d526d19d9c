import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function createRandomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function createUserId(): string {
  return `usr_${randomBytes(12).toString('base64url')}`;
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A six-digit code, uniformly drawn (leading zeros allowed). */
export function createSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Codes are stored as an HMAC under the server secret: with only a million possible codes a
 * plain hash would be reversed in a moment by anyone who read the table.
 */
export function hashCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  // Compare equal-length digests so the length itself does not leak through timing.
  const leftDigest = createHash('sha256').update(left).digest();
  const rightDigest = createHash('sha256').update(right).digest();
  return timingSafeEqual(leftDigest, rightDigest) && left.length === right.length;
}
