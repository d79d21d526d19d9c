/**
 * The auth screens' beta wording (spec 2 "/auth": sign up "to join the beta", log in "to a
 * beta account"), in the `{{beta:while it runs|after it ended}}` form of beta-copy.ts, so
 * nothing invites people into a beta that has ended.
 */
export const AUTH_COPY = {
  pageTitle: '{{beta:Sign in or join the beta|Sign in or sign up}}',
  pageDescription:
    '{{beta:Sign in to Citable, or create a free beta account.|Sign in to Citable, or create an account.}}',
  signUpHeading: '{{beta:Join the free beta|Create your account}}',
  signUpLead: '{{beta:Create a new account to join the beta.|Create a new account.}}',
  loginLead: '{{beta:Sign in to your beta account.|Sign in to your account.}}',
} as const;
