/**
 * Supabase Storage's REST API, the calls the function makes with the service key (no SDK): signed
 * upload URLs, downloads and deletes in one private bucket. `npm start` answers the same requests
 * with the stand-in in server/storage-stand-in.ts.
 *
 * POST   /storage/v1/object/upload/sign/<bucket>/<path>   -> { url: "/object/upload/sign/...?token=..." }
 * PUT    /storage/v1/object/upload/sign/<bucket>/<path>?token=...   (the visitor's browser, no key)
 * HEAD   /storage/v1/object/authenticated/<bucket>/<path>   (its size, before any download)
 * GET    /storage/v1/object/authenticated/<bucket>/<path>
 * DELETE /storage/v1/object/<bucket>   { prefixes: [path, ...] }
 *
 * Only "not found" means an object is not there: Storage answers it with HTTP 400 or 404 and
 * `"statusCode": "404"` (`NoSuchKey`, `not_found`) in its body. Any other failure (5xx, a refused
 * key's 400/401/403, a timeout) throws a StorageError, so the caller tries again later.
 */
import { userAgent } from '../http/http-client.ts';

export type StorageClient = {
  /**
   * Where the visitor's browser PUTs one photo, valid for 2 hours (Storage's own limit): a path
   * on the project's URL (/storage/v1/object/upload/sign/...?token=...), which the form prefixes
   * with the same base as the function's, so the page's CSP needs no other origin.
   */
  signedUploadUrl(path: string, signal?: AbortSignal): Promise<string>;
  /** The object's size in bytes, read before downloading it; null when there is no such object. */
  size(path: string, signal?: AbortSignal): Promise<number | null>;
  /**
   * The object's bytes; null when there is none (never uploaded, or refused by the bucket), or
   * when it is larger than `maxBytes` (then it is not read).
   */
  download(path: string, maxBytes: number, signal?: AbortSignal): Promise<Uint8Array | null>;
  remove(paths: string[], signal?: AbortSignal): Promise<void>;
};

export type StorageSettings = { url: string; serviceKey: string; bucket: string };

/** The first key of SUPABASE_SECRET_KEYS, a JSON object of name to `sb_secret_…` key. */
function secretKeyOf(json: string | undefined) {
  try {
    const keys = JSON.parse(json ?? '') as Record<string, unknown>;
    const key = keys.default ?? Object.values(keys)[0];
    return typeof key === 'string' ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Storage's settings from the variables Supabase gives every function: the legacy service_role
 * key, or the new secret key once legacy keys are off (they are deprecated by the end of 2026).
 */
export function storageSettingsFrom(
  env: (name: string) => string | undefined,
  bucket = 'contact-photos',
): StorageSettings | undefined {
  const url = env('SUPABASE_URL')?.trim();
  const serviceKey =
    env('SUPABASE_SERVICE_ROLE_KEY')?.trim() || secretKeyOf(env('SUPABASE_SECRET_KEYS'));
  return url && serviceKey ? { url: url.replace(/\/+$/, ''), serviceKey, bucket } : undefined;
}

/** Storage failed to answer (not "not found"): the attempt fails, and is made again later. */
export class StorageError extends Error {}

/** Storage's answer for a missing object: 404, or 400 with `"statusCode": "404"` in its body. */
async function notFound(response: Response) {
  if (response.status !== 400 && response.status !== 404) return false;
  const text = await response.text().catch(() => '');
  if (!text) return response.status === 404;
  try {
    const body = JSON.parse(text) as { statusCode?: unknown; code?: unknown; error?: unknown };
    return body.statusCode === '404' || body.code === 'NoSuchKey' || body.error === 'not_found';
  } catch {
    return false;
  }
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

export function storageClient({ url, serviceKey, bucket }: StorageSettings): StorageClient {
  const base = `${url}/storage/v1`;
  // A new secret key (sb_secret_…) goes in `apikey` only; a legacy key is a JWT, sent as both.
  const headers = {
    ...(serviceKey.startsWith('eyJ') ? { Authorization: `Bearer ${serviceKey}` } : {}),
    apikey: serviceKey,
    'User-Agent': userAgent,
  };
  const fail = async (what: string, response: Response) => {
    await response.body?.cancel().catch(() => {});
    return new StorageError(`Storage ${what} answered ${response.status}`);
  };
  const objectUrl = (path: string) => `${base}/object/authenticated/${bucket}/${encodePath(path)}`;

  return {
    async signedUploadUrl(path, signal) {
      const response = await fetch(`${base}/object/upload/sign/${bucket}/${encodePath(path)}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: '{}',
        signal,
      });
      if (!response.ok) throw await fail('sign', response);
      const { url: signed } = (await response.json()) as { url?: string };
      if (!signed?.includes('token=')) throw new Error('Storage sign answered no token');
      return `/storage/v1${signed}`;
    },

    async size(path, signal) {
      const head = await fetch(objectUrl(path), { method: 'HEAD', headers, signal });
      if (head.ok) {
        const size = Number(head.headers.get('content-length') ?? NaN);
        if (!Number.isSafeInteger(size)) throw new StorageError('Storage HEAD gave no size');
        return size;
      }
      // A HEAD's refusal has no body to tell "not found" from a refused key: a GET's has.
      if (head.status !== 400 && head.status !== 404) throw await fail('HEAD', head);
      const get = await fetch(objectUrl(path), { headers, signal });
      if (await notFound(get)) return null;
      throw await fail('HEAD', get);
    },

    async download(path, maxBytes, signal) {
      const response = await fetch(objectUrl(path), { headers, signal });
      if (await notFound(response)) return null;
      if (!response.ok) throw await fail('download', response);
      if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
        await response.body?.cancel();
        return null;
      }
      const bytes = new Uint8Array(await response.arrayBuffer());
      return bytes.byteLength > maxBytes ? null : bytes;
    },

    async remove(paths, signal) {
      if (!paths.length) return;
      const response = await fetch(`${base}/object/${bucket}`, {
        method: 'DELETE',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ prefixes: paths }),
        signal,
      });
      if (!response.ok) throw await fail('delete', response);
      await response.body?.cancel();
    },
  };
}
