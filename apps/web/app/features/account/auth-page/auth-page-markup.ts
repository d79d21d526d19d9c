/*
 * The names the server's /auth markup and the page's script agree on (issue 35): the page is
 * rendered once by React on the server and then run by a small script without React.
 */
export type AuthTab = 'signup' | 'login';
export const AUTH_TABS: readonly AuthTab[] = ['signup', 'login'];

export const authIds = {
  heading: 'auth-heading',
  tab: (tab: AuthTab) => `auth-tab-${tab}`,
  panel: (tab: AuthTab) => `auth-panel-${tab}`,
  /** The panel not shown lives in a <template> until its tab is chosen. */
  template: (tab: AuthTab) => `auth-panel-${tab}-template`,
  /** One input per field; both forms have an e-mail and a password. */
  field: (tab: AuthTab, name: string) => `${tab}-${name}`,
} as const;

/** Data attributes the script finds its parts by. */
export const authData = {
  /** On the tab list when the tab was asked for (a link, a refused form): kept as it is. */
  tabChosen: 'data-tab-chosen',
  /** On a button that switches tab ("Log in", "Sign up"), with the tab as value. */
  switchTo: 'data-switch-to',
  /** On a form: "signup" or "login". */
  form: 'data-auth-form',
} as const;
