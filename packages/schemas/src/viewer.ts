/** Who is asking, as the server tells the browser (GET /api/auth/session, the root loader). */
export interface ViewerUser {
  id: string;
  email: string;
  fullName: string;
  createdAt: string;
}

export interface Viewer {
  user: ViewerUser | null;
  isAdmin: boolean;
  isTester: boolean;
  /** The profile copy (spec "profiles_clerk") is up to date. */
  isProfileSynced: boolean;
}
