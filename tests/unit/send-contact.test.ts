import type { ContactMessage } from '@/supabase/functions/_shared/contract';

const message: ContactMessage = {
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '',
  service: '',
  message: 'Driveway replacement.',
};

/** Loads lib/outbox/send-contact.ts afresh with the given build settings, posting to a stubbed fetch. */
async function sendWith(env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  for (const [name, value] of Object.entries(env))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  const fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => '{"ok":true}' }));
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  jest.spyOn(console, 'info').mockImplementation(() => {});
  try {
    let send!: typeof import('@/lib/outbox/send-contact').sendContactMessage;
    jest.isolateModules(() => {
      ({ sendContactMessage: send } = jest.requireActual('@/lib/outbox/send-contact'));
    });
    expect(await send(message, 'key-1234-5678')).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    return { url, headers: init.headers as Record<string, string>, body: String(init.body) };
  } finally {
    process.env = saved;
  }
}

describe('where the contact form posts', () => {
  it('without NEXT_PUBLIC_SUPABASE_URL: to its own origin, answered by npm start, with no key', async () => {
    const sent = await sendWith({
      NEXT_PUBLIC_SUPABASE_URL: undefined,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: undefined,
    });
    expect(sent.url).toBe('/functions/v1/send-contact-email');
    // The key travels in the body: no header a CORS preflight would have to allow.
    expect(sent.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(sent.body)).toEqual({ ...message, idempotencyKey: 'key-1234-5678' });
  });

  it('with it: to the backend function, with the anon key as apikey and bearer token', async () => {
    const sent = await sendWith({
      NEXT_PUBLIC_SUPABASE_URL: 'https://abcd.supabase.co/',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon-key',
    });
    expect(sent.url).toBe('https://abcd.supabase.co/functions/v1/send-contact-email');
    expect(sent.headers).toEqual({
      'Content-Type': 'application/json',
      apikey: 'anon-key',
      Authorization: 'Bearer anon-key',
    });
  });
});
