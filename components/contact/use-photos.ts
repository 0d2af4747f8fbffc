import { useRef, useState } from 'react';
import { formLabels } from '@/lib/form-labels';
import {
  maxPhotos,
  PhotoError,
  preparePhoto,
  requestSlots,
  uploadPhoto,
} from '@/lib/outbox/send-photos';

/** Why a photo was not added, in the form's language. */
function refusal({ reason, megabytes }: PhotoError) {
  if (reason === 'too_big' && megabytes)
    return formLabels.photos.tooBig(megabytes.size, megabytes.max);
  return reason === 'unreadable' ? formLabels.photos.unreadable : formLabels.photos.notPrepared;
}

export type Photo = {
  key: number;
  name: string;
  state: 'preparing' | 'ready' | 'uploading' | 'sent' | 'failed' | 'refused';
  progress: number;
  note?: string;
  blob?: Blob;
  slot?: string;
  prepared: Promise<unknown>;
};

/** What the message says about its photos: the slots they went to, and how many did not arrive. */
export type PhotoRefs = { photos: string[]; photosFailed: number };

let nextKey = 0;

/**
 * The photos chosen for a message: each prepared (scaled, re-encoded) as soon as it is chosen,
 * uploaded when Send is pressed, once (a second Send after a failed message reuses the uploads).
 */
export function usePhotos() {
  const list = useRef<Photo[]>([]);
  const [photos, setPhotos] = useState<Photo[]>([]);
  const rerender = () => setPhotos([...list.current]);
  const [notice, setNotice] = useState('');
  const [status, setStatus] = useState('');
  /** The key the uploaded photos' slots are bound to: a message sent with another needs new ones. */
  const slotKey = useRef('');

  function change(photo: Photo, next: Partial<Photo>) {
    Object.assign(photo, next);
    rerender();
  }

  function add(files: Iterable<File>) {
    const chosen = [...files];
    const room = maxPhotos - list.current.filter((photo) => photo.state !== 'refused').length;
    const left = chosen.slice(Math.max(0, room));
    setNotice(
      left.length
        ? formLabels.photos.tooMany(
            maxPhotos,
            left.map((file) => file.name),
          )
        : '',
    );
    for (const file of chosen.slice(0, Math.max(0, room))) {
      const photo: Photo = {
        key: nextKey++,
        name: file.name,
        state: 'preparing',
        progress: 0,
        prepared: Promise.resolve(),
      };
      photo.prepared = preparePhoto(file).then(
        (blob) => change(photo, { state: 'ready', blob }),
        (error: unknown) =>
          change(photo, {
            state: 'refused',
            note: error instanceof PhotoError ? refusal(error) : formLabels.photos.notPrepared,
          }),
      );
      list.current.push(photo);
    }
    rerender();
  }

  function remove(key: number) {
    list.current = list.current.filter((photo) => photo.key !== key);
    setNotice('');
    rerender();
  }

  function clear() {
    list.current = [];
    setNotice('');
    rerender();
  }

  /**
   * Uploads what is not up yet, to slots bound to the message's idempotency key; `status` says
   * which stage the send waits for while it does.
   */
  async function upload(idempotencyKey: string): Promise<PhotoRefs | null> {
    const photos = list.current;
    if (!photos.length) return null;
    setStatus(formLabels.photos.preparing);
    await Promise.all(photos.map((photo) => photo.prepared));
    if (slotKey.current !== idempotencyKey)
      for (const photo of photos.filter((photo) => photo.slot))
        change(photo, { state: 'ready', slot: undefined, progress: 0 });
    slotKey.current = idempotencyKey;
    const waiting = photos.filter((photo) => photo.blob && !photo.slot);
    const slots = waiting.length ? await requestSlots(waiting.length, idempotencyKey) : [];
    if (waiting.length) setStatus(formLabels.photos.uploading(waiting.length));
    await Promise.all(
      waiting.map(async (photo, index) => {
        const slot = slots?.[index];
        if (!slot) return change(photo, { state: 'failed' });
        change(photo, { state: 'uploading', progress: 0 });
        // Each photo's own bar shows how far it has got; `status` (a live region) names stages only.
        const arrived = await uploadPhoto(slot.url, photo.blob!, (progress) =>
          change(photo, { progress }),
        );
        change(
          photo,
          arrived ? { state: 'sent', slot: slot.id, progress: 1 } : { state: 'failed' },
        );
      }),
    );
    setStatus('');
    const sent = photos.filter((photo) => photo.state === 'sent');
    return {
      photos: sent.map((photo) => photo.slot!),
      photosFailed: photos.filter((photo) => photo.state === 'failed').length,
    };
  }

  /** The prepared photos, once each is ready, for a request kept on the phone (lib/outbox/). */
  async function blobs() {
    await Promise.all(list.current.map((photo) => photo.prepared));
    return list.current.flatMap((photo) => (photo.blob ? [photo.blob] : []));
  }

  return { photos, notice, status, add, remove, clear, upload, blobs };
}

export type PhotoState = ReturnType<typeof usePhotos>;
