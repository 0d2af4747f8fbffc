import type { Hours } from '@/content/schema';

function clock(time: string) {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** "8:00 AM – 5:00 PM", or "Closed" ("Cerrado") for a day without hours. */
export function formatHours({ open }: Hours, closed = 'Closed') {
  return open ? `${clock(open.opens)} – ${clock(open.closes)}` : closed;
}
