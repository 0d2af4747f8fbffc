/**
 * Sends a waiting request from a page the way the form sends one: photo slots bound to its key,
 * each photo to its slot, then the message naming the slots that were filled.
 */
import { sendContactMessage, type SendResult } from '@/lib/outbox/send-contact';
import { requestSlots, uploadPhoto } from '@/lib/outbox/send-photos';
import type { QueuedRequest } from './outbox-store';

export async function sendQueued({ key, message, photos }: QueuedRequest): Promise<SendResult> {
  if (!photos.length) return sendContactMessage(message, key);
  const slots = await requestSlots(photos.length, key);
  const filled = await Promise.all(
    photos.map(async (blob, index) => {
      const slot = slots?.[index];
      return slot && (await uploadPhoto(slot.url, blob, () => {})) ? slot.id : null;
    }),
  );
  const sent = filled.filter((id): id is string => id !== null);
  return sendContactMessage(message, key, {
    photos: sent,
    photosFailed: photos.length - sent.length,
  });
}
