import {
  ChangePasswordRequest,
  ResetPasswordRequest,
  SignUpRequest,
  UpdateNameRequest,
  VerifyEmailRequest,
} from '@citable/schemas';
import { zodResolver } from '@hookform/resolvers/zod';

/*
 * The account forms' checks: the server's request schemas, with the spec's messages. The forms
 * load this module with their first check (lazyResolver), so Zod is not part of /verify's or
 * /settings' first load.
 */
export const updateName = zodResolver(UpdateNameRequest);
export const changePassword = zodResolver(ChangePasswordRequest);
export const verifyEmail = zodResolver(VerifyEmailRequest);
export const resetPassword = zodResolver(ResetPasswordRequest);
export const finishSignUp = zodResolver(SignUpRequest.pick({ name: true, password: true }));
