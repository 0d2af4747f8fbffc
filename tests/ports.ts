/** Loopback ports the browser suite uses; the test build posts the contact form to `api`. */
export const ports = { site: 4010, api: 4011, nginx: 4012, python: 4013, realApi: 4015 } as const;

export const testEnv = {
  NEXT_PUBLIC_SUPABASE_URL: `http://127.0.0.1:${ports.api}`,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: 'test-anon-key',
  NEXT_PUBLIC_SITE_URL: 'https://www.coquinacoast.example.com',
};

export const outboxPath = '.tmp/outbox/messages.jsonl';
