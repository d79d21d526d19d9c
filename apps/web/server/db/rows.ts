import type { users } from './schema.ts';

/**
 * Row types read from the tables, here rather than beside the queries in services/ so that
 * the lower layers (auth, http) can name them without importing a service.
 */
export type UserRow = typeof users.$inferSelect;
