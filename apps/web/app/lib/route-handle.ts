/** Per-route flags read by the root layout. */
export interface RouteHandle {
  /** Render without any JavaScript for visitors who are not signed in. */
  staticForVisitors?: boolean;
}
