import type { AccountSession, SignInRequest, SignUpRequest } from '@citable/schemas';
import { callApi } from '../../lib/api.ts';

/** Typed calls to /api/auth, /api/account and /api/testing. */
export const accountApi = {
  signUp: (input: SignUpRequest) =>
    callApi<{ status: 'needs_verification'; email: string }>('POST', '/api/auth/sign-up', input),
  signIn: (input: SignInRequest) =>
    callApi<{ status: 'complete' } | { status: 'needs_verification'; email: string }>(
      'POST',
      '/api/auth/sign-in',
      input,
    ),
  verify: (email: string, code: string, chosen?: { name: string; password: string }) =>
    callApi<{ status: 'complete' | 'needs_password' }>('POST', '/api/auth/verify', {
      email,
      code,
      ...chosen,
    }),
  resendCode: (email: string) => callApi('POST', '/api/auth/resend-code', { email }),
  forgotPassword: (email: string) => callApi('POST', '/api/auth/forgot-password', { email }),
  resetPassword: (email: string, code: string, password: string) =>
    callApi<{ status: 'complete' }>('POST', '/api/auth/reset-password', { email, code, password }),
  signOut: () => callApi('POST', '/api/auth/sign-out'),
  syncProfile: () =>
    callApi<{ status: 'synced'; isAdmin: boolean }>('POST', '/api/account/sync-profile'),
  bootstrapAdmin: () => callApi('POST', '/api/account/bootstrap-admin'),
  updateName: (name: string) => callApi('PATCH', '/api/account/name', { name }),
  changePassword: (currentPassword: string, newPassword: string) =>
    callApi('POST', '/api/account/password', { currentPassword, newPassword }),
  deleteAccount: (password: string) => callApi('POST', '/api/account/delete', { password }),
  listSessions: () => callApi<{ sessions: AccountSession[] }>('GET', '/api/account/sessions'),
  endSession: (id: string) => callApi('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`),
  signOutOthers: () => callApi('POST', '/api/account/sessions/sign-out-others'),
  startTesting: (secret: string) => callApi('POST', '/api/testing', { secret }),
  endTesting: () => callApi('DELETE', '/api/testing'),
};
