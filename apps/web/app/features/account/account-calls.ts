import {
  AdminResponse,
  CodeSentResponse,
  CompleteResponse,
  DeletedResponse,
  EndedResponse,
  SessionsResponse,
  SignedOutResponse,
  type SignInRequest,
  SignInResponse,
  type SignUpRequest,
  SignUpResponse,
  SyncProfileResponse,
  UpdatedResponse,
  VerifyEmailResponse,
} from '@citable/schemas';
import { callApi } from '../../lib/api.ts';

/** Calls to /api/auth, /api/account and /api/testing, each answer read with its schema. */
export const accountApi = {
  signUp: (input: SignUpRequest) => callApi(SignUpResponse, 'POST', '/api/auth/sign-up', input),
  signIn: (input: SignInRequest) => callApi(SignInResponse, 'POST', '/api/auth/sign-in', input),
  /** `key` comes from the mail's link: without it a code works only where it was asked for. */
  verify: (
    email: string,
    code: string,
    options: { key?: string | undefined; name?: string; password?: string } = {},
  ) => callApi(VerifyEmailResponse, 'POST', '/api/auth/verify', { email, code, ...options }),
  resendCode: (email: string) =>
    callApi(CodeSentResponse, 'POST', '/api/auth/resend-code', { email }),
  forgotPassword: (email: string) =>
    callApi(CodeSentResponse, 'POST', '/api/auth/forgot-password', { email }),
  resetPassword: (email: string, code: string, password: string, key?: string) =>
    callApi(CompleteResponse, 'POST', '/api/auth/reset-password', { email, code, password, key }),
  signOut: () => callApi(SignedOutResponse, 'POST', '/api/auth/sign-out'),
  syncProfile: () => callApi(SyncProfileResponse, 'POST', '/api/account/sync-profile'),
  bootstrapAdmin: () => callApi(AdminResponse, 'POST', '/api/account/bootstrap-admin'),
  updateName: (name: string) => callApi(UpdatedResponse, 'PATCH', '/api/account/name', { name }),
  changePassword: (currentPassword: string, newPassword: string) =>
    callApi(UpdatedResponse, 'POST', '/api/account/password', { currentPassword, newPassword }),
  deleteAccount: (password: string) =>
    callApi(DeletedResponse, 'POST', '/api/account/delete', { password }),
  listSessions: () => callApi(SessionsResponse, 'GET', '/api/account/sessions'),
  endSession: (id: string) =>
    callApi(EndedResponse, 'DELETE', `/api/account/sessions/${encodeURIComponent(id)}`),
  signOutOthers: () => callApi(EndedResponse, 'POST', '/api/account/sessions/sign-out-others'),
  endTesting: () => callApi(EndedResponse, 'DELETE', '/api/testing'),
};
