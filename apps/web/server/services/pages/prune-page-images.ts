import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * Removes stored images that no page uses any more (replaced, or their page deleted). Images
 * stored in the last ten minutes are spared: a save that is storing one right now has not
 * written its page row yet.
 */
export async function prunePageImages(db: Database): Promise<void> {
  await db.execute(sql`
    DELETE FROM page_images AS image
    WHERE image.created_at < now() - interval '10 minutes'
      AND NOT EXISTS (
        SELECT 1 FROM pages
        WHERE pages.featured_image LIKE '/page-images/' || image.id || '.%'
      )`);
}
