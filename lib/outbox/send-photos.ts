import { sendTarget, type SendTarget } from '@/lib/outbox/send-contact';
import { functionRoutes, photoLimits } from '@/supabase/functions/_shared/contract';

export const maxPhotos = photoLimits.perMessage;
/** Larger files are refused before decoding: a phone could run out of memory on them. */
const maxInputMb = 30;
const maxEdge = 2_000;
const targetBytes = 500 * 1024;

/**
 * A photo refused on the phone, by why: the form words it in its own language
 * (components/contact/use-photos.ts), as this module also runs in the service worker.
 */
export class PhotoError extends Error {
  constructor(
    readonly reason: 'too_big' | 'unreadable' | 'unprepared',
    /** The photo's size, for `too_big`, and the largest the form takes. */
    readonly megabytes?: { size: number; max: number },
  ) {
    super(reason);
  }
}

const encode = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));

/**
 * The photo scaled to a long edge of at most 2,000 px and re-encoded as JPEG of at most about
 * 500 KB. Only the pixels are drawn, so nothing else of the file leaves the phone: no EXIF, no GPS.
 */
export async function preparePhoto(file: File): Promise<Blob> {
  if (file.size > maxInputMb * 1024 * 1024)
    throw new PhotoError('too_big', {
      size: Math.round(file.size / 1024 / 1024),
      max: maxInputMb,
    });
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoError('unreadable');
  }
  let scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  for (;;) {
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    for (const quality of [0.82, 0.7, 0.6]) {
      const blob = await encode(canvas, quality);
      if (!blob) throw new PhotoError('unprepared');
      if (blob.size <= targetBytes) return blob;
    }
    scale *= 0.75;
  }
}

export type Slot = { id: string; url: string };

/** As long as the message's own post may take (lib/outbox/send-contact.ts). */
const slotsTimeoutMs = 15_000;

/**
 * Signed upload slots for the message sent with `idempotencyKey`; null when the function cannot
 * give them (503 past the day's photos, 429, offline): the message still goes, and its photos
 * count as failed.
 */
export async function requestSlots(
  count: number,
  idempotencyKey: string,
  to: SendTarget = sendTarget,
): Promise<Slot[] | null> {
  try {
    const response = await fetch(`${to.endpoint}${functionRoutes.photoSlots}`, {
      method: 'POST',
      headers: to.headers,
      body: JSON.stringify({ count, idempotencyKey }),
      signal: AbortSignal.timeout(slotsTimeoutMs),
    });
    if (!response.ok) return null;
    return ((await response.json()) as { slots: Slot[] }).slots;
  } catch {
    return null;
  }
}

const uploadTimeoutMs = 120_000;

/** PUTs one photo to its signed URL, reporting progress (fetch cannot); resolves whether it arrived. */
export const uploadPhoto = (url: string, blob: Blob, onProgress: (fraction: number) => void) =>
  new Promise<boolean>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `${sendTarget.uploadBase}${url}`);
    xhr.setRequestHeader('Content-Type', blob.type);
    xhr.timeout = uploadTimeoutMs;
    xhr.upload.onprogress = (event) => onProgress(event.loaded / (event.total || blob.size));
    xhr.onload = () => resolve(xhr.status >= 200 && xhr.status < 300);
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => resolve(false);
    xhr.send(blob);
  });

/**
 * PUTs one queued photo to its signed URL with fetch: nobody watches its progress, and a service
 * worker has no XMLHttpRequest. Resolves whether it arrived.
 */
export async function putPhoto(url: string, blob: Blob, to: SendTarget) {
  try {
    const response = await fetch(`${to.uploadBase}${url}`, {
      method: 'PUT',
      headers: { 'Content-Type': blob.type },
      body: blob,
      signal: AbortSignal.timeout(uploadTimeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}
