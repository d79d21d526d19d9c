import { z } from './zod.ts';

/** Who is asking, as the server tells the browser (GET /api/auth/session, the root loader). */
export const ViewerUser = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  createdAt: z.string(),
});
export type ViewerUser = z.infer<typeof ViewerUser>;

export const Viewer = z.object({
  user: ViewerUser.nullable(),
  isAdmin: z.boolean(),
  isTester: z.boolean(),
  /** The profile copy (spec "profiles_clerk") is up to date. */
  isProfileSynced: z.boolean(),
});
export type Viewer = z.infer<typeof Viewer>;
