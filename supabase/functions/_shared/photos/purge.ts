import type { Database } from '../database/database.ts';
import type { StorageClient } from './storage.ts';

/**
 * Deletes from Storage the slots never attached after a day and the photos of deleted messages,
 * then forgets them; a Storage failure leaves them for the next purge.
 */
export async function purgePhotos(db: Database, storage: StorageClient | undefined) {
  if (!storage) return 0;
  let purged = 0;
  for (;;) {
    const rows = await db.query<{ path: string }>(
      'select path from public.contact_photos_expired($1)',
      [100],
    );
    if (!rows.length) return purged;
    const paths = rows.map((row) => row.path);
    await storage.remove(paths);
    const [row] = await db.query<{ forgotten: number }>(
      "select public.contact_photos_forget(string_to_array($1, ',')) as forgotten",
      [paths.join(',')],
    );
    purged += row?.forgotten ?? 0;
    if (rows.length < 100) return purged;
  }
}
