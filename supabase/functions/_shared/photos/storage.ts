/**
 * Supabase Storage's REST API, the calls the function makes with the service key (no SDK): signed
 * upload URLs, downloads and deletes in one private bucket. `npm start` answers the same requests
 * with the stand-in in server/storage-stand-in.ts.
 *
 * POST   /storage/v1/object/upload/sign/<bucket>/<path>   -> { url: "/object/upload/sign/...?token=..." }
 * PUT    /storage/v1/object/upload/sign/<bucket>/<path>?token=...   (the visitor's browser, no key)
 * GET    /storage/v1/object/authenticated/<bucket>/<path>
 * HEAD   /storage/v1/object/authenticated/<bucket>/<path>   (its size, before downloading)
 * DELETE /storage/v1/object/<bucket>   { prefixes: [path, ...] }
 */
import { userAgent } from '../http/http-client.ts';

export type StorageClient = {
  /**
   * Where the visitor's browser PUTs one photo, valid for 2 hours (Storage's own limit): a path
   * on the project's URL (/storage/v1/object/upload/sign/...?token=...), which the form prefixes
   * with the same base as the function's, so the page's CSP needs no other origin.
   */
  signedUploadUrl(path: string, signal?: AbortSignal): Promise<string>;
  /** The object's bytes; null when there is none (never uploaded, or refused by the bucket). */
  download(path: string, maxBytes: number, signal?: AbortSignal): Promise<Uint8Array | null>;
  /** The object's size in bytes before downloading it; null when Storage does not say. */
  size(path: string, signal?: AbortSignal): Promise<number | null>;
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
    await response.body?.cancel();
    return new Error(`Storage ${what} answered ${response.status}`);
  };

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

    async download(path, maxBytes, signal) {
      const response = await fetch(`${base}/object/authenticated/${bucket}/${encodePath(path)}`, {
        headers,
        signal,
      });
      // Storage answers a missing object with 400 or 404 (its body says "not_found").
      if (response.status === 404 || response.status === 400) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await fail('download', response);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return bytes.byteLength > maxBytes ? null : bytes;
    },

    async size(path, signal) {
      const response = await fetch(`${base}/object/authenticated/${bucket}/${encodePath(path)}`, {
        method: 'HEAD',
        headers,
        signal,
      });
      await response.body?.cancel();
      const length = Number(response.headers.get('content-length') ?? NaN);
      return response.ok && Number.isSafeInteger(length) ? length : null;
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
