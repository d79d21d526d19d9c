/** Per-route flags read by the root layout. */
export interface RouteHandle {
  /** Render without any JavaScript for visitors who are not signed in. */
  staticForVisitors?: boolean;
  /**
   * Never hydrated, for anyone: the page is the server's HTML plus a small script of its own
   * (issue 35: /auth, whose visitors should not download React to fill in a form).
   */
  withoutReact?: boolean;
}
