/**
 * Loopback ports the browser suite uses; the test build posts the contact form to `api`.
 * TEST_PORT_BASE moves them all, so two checkouts can run the suite side by side.
 */
const base = Number(process.env.TEST_PORT_BASE || 4010);
export const ports = {
  site: base,
  api: base + 1,
  nginx: base + 2,
  python: base + 3,
  /** `npm start` in tests/start/, on a copy of the project. */
  start: base + 4,
  realApi: base + 5,
  /** A copy of out/ that a browser test changes and stops (tests/e2e/offline.spec.ts). */
  outCopy: base + 6,
  /** `wrangler dev` (Cloudflare's workerd) over out/, and its devtools port (harness/workerd.ts). */
  workerd: base + 8,
  workerdInspector: base + 9,
} as const;

export const testEnv = {
  NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${ports.api}`,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: 'test-anon-key',
  // Not the default in content/site.ts, so the checks prove the override reaches every URL.
  NEXT_PUBLIC_SITE_URL: 'https://preview.coquina-coast.example.org',
};

/** The browser suite's contact backend (harness/function/browser-backend.ts) writes these. */
export const backendDbUrlPath = '.tmp/function/db-url';
export const emailJournalPath = '.tmp/function/emails.jsonl';

/** Every request the contact endpoint received, one JSON line each (harness/fault-api.ts). */
export const endpointJournalPath = '.tmp/outbox/endpoint-requests.jsonl';

export type JournalEntry = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
};
