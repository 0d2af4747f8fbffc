/**
 * Sends a waiting request, from a page or from the service worker (worker/contact-outbox.ts), the
 * way the form sends one: photo slots bound to its key, each photo to its slot, then the message
 * naming the slots that were filled. It goes where it was written for (`via`).
 */
import { sendContactMessage, type SendResult } from '@/lib/outbox/send-contact';
import { putPhoto, requestSlots } from '@/lib/outbox/send-photos';
import type { QueuedRequest } from './outbox-store';

export async function sendQueued({ key, message, photos, via }: QueuedRequest): Promise<SendResult> {
  if (!photos.length) return sendContactMessage(message, key, undefined, via);
  const slots = await requestSlots(photos.length, key, via);
  const filled = await Promise.all(
    photos.map(async (blob, index) => {
      const slot = slots?.[index];
      return slot && (await putPhoto(slot.url, blob, via)) ? slot.id : null;
    }),
  );
  const sent = filled.filter((id): id is string => id !== null);
  return sendContactMessage(
    message,
    key,
    { photos: sent, photosFailed: photos.length - sent.length },
    via,
  );
}
