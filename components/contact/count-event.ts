import { contactEndpoint } from '@/lib/outbox/send-contact';
import {
  functionRoutes,
  uncountedPaths,
  type EventKind,
} from '@/supabase/functions/_shared/contract';

/** Where the site's counts go: the contact function's events entry. */
const eventsEndpoint = `${contactEndpoint}${functionRoutes.events}`;

/**
 * Counts one tap or form step on this page: a beacon with the page's path and the kind, nothing
 * else. sendBeacon sends a string as text/plain, a CORS "simple" request that needs no preflight
 * and outlives the page; its answer is never read. A browser without it counts nothing, and
 * neither does a page the function counts nothing on (the owner's: `uncountedPaths`).
 */
export function countEvent(kind: EventKind) {
  if (uncountedPaths.some((path) => location.pathname.endsWith(path))) return;
  try {
    navigator.sendBeacon?.(eventsEndpoint, JSON.stringify({ page: location.pathname, kind }));
  } catch {
    // A count is never worth an error in front of a visitor.
  }
}
