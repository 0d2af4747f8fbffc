/**
 * Sends a waiting request, from a page or from the service worker (worker/contact-outbox.ts), the
 * way the form sends one: photo slots bound to its key, each photo to its slot, then the message
 * naming the slots that were filled. It goes to the running build's target, as the form's own send
 * does, wherever it was written: a request kept for days still reaches the function after a
 * deploy that changed its address or key.
 */
import {
  sendContactMessage,
  sendTarget,
  type SendResult,
  type SendTarget,
} from '@/lib/outbox/send-contact';
import { putPhoto, requestSlots } from '@/lib/outbox/send-photos';
import type { QueuedRequest } from './outbox-store';

export async function sendQueued(
  { key, message, photos, language = 'en' }: QueuedRequest,
  target: SendTarget = sendTarget,
): Promise<SendResult> {
  // The function is told the language of the form it was written in, whichever page or worker
  // sends it (the service worker's build has no edition of its own).
  const to = { ...target, language };
  if (!photos.length) return sendContactMessage(message, key, undefined, to);
  const slots = await requestSlots(photos.length, key, to);
  const filled = await Promise.all(
    photos.map(async (blob, index) => {
      const slot = slots?.[index];
      return slot && (await putPhoto(slot.url, blob, to)) ? slot.id : null;
    }),
  );
  const sent = filled.filter((id): id is string => id !== null);
  return sendContactMessage(
    message,
    key,
    { photos: sent, photosFailed: photos.length - sent.length },
    to,
  );
}
