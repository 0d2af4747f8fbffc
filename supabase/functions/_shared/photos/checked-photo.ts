import { photoLimits } from '../contract.ts';
import { cleanJpeg } from './jpeg.ts';
import { StorageError, type StorageClient } from './storage.ts';

/**
 * One photo from the bucket, checked (docs/contact-function.md#photos): its size read from
 * Storage first (a file over the limit is never downloaded), then its bytes walked as a JPEG and
 * cleaned of EXIF and comments (photos/jpeg.ts). Null when it is not in the bucket, or failed the
 * check: then it is deleted from the bucket. Throws a StorageError when Storage does not answer,
 * deleting included, so the attempt fails and the photo is fetched again on the next.
 */
export async function checkedPhoto(
  storage: StorageClient,
  path: string,
  /** Its size when the caller has already asked Storage. */
  known?: number,
) {
  const size = known ?? (await storage.size(path));
  if (size === null) return null;
  const bytes =
    size <= photoLimits.maxBytes ? await storage.download(path, photoLimits.maxBytes) : null;
  // Gone between the two calls (the purge): not there, nothing to delete.
  if (bytes === null && size <= photoLimits.maxBytes) return null;
  const clean = bytes && cleanJpeg(bytes);
  if (clean) return clean;
  try {
    await storage.remove([path]);
  } catch (error) {
    throw new StorageError(`a refused photo could not be deleted: ${String(error)}`);
  }
  return null;
}
