import { VERIFICATION_FAILED_MESSAGE } from '@citable/schemas/constants';
import { ApiError } from '../../lib/api.ts';

/** Spec 8 "Verification": the server's reason when it gave one, else the spec's fallback. */
export function describeVerificationFailure(error: unknown): string {
  return error instanceof ApiError ? error.message : VERIFICATION_FAILED_MESSAGE;
}
