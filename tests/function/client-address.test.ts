/**
 * Who the rate limit counts: the client address from the header the platform writes (never one
 * the client can rotate), IPv6 addresses by their /64, and a warning once per start when the
 * trusted header is missing. Real Deno over real PostgreSQL as contact_function.
 */
import { clientAddress, freshMessage, postJson } from '../../harness/function/contact-client';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';
import { poll } from '../../harness/poll';

// startAnother: a function of its own beside the shared one, its own settings, its own log.
const { target: t, startAnother } = setUpDenoTarget();

/** A random /64 under the documentation prefix, and an address inside it. */
const hex = () => Math.floor(Math.random() * 0xffff).toString(16);
const ipv6Prefix = () => `2001:db8:${hex()}:${hex()}`;

describe('the client address', () => {
  it('rotating the left-most X-Forwarded-For hop with one CF-Connecting-IP hits 429 at the limit', async () => {
    const headers = { 'CF-Connecting-IP': clientAddress() };
    // post() gives every request a new left-most and a new right-most hop.
    const ids: (string | null)[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await postJson(t, freshMessage(), { headers });
      expect(response.status).toBe(200);
      ids.push(response.headers.get('x-request-id'));
    }
    expect((await postJson(t, freshMessage(), { headers })).status).toBe(429);
    // The log names the header the address came from (never the address), for the header check.
    const line = await poll(
      async () => t.requestLogs().find((entry) => entry.request_id === ids[0]),
      Boolean,
    );
    expect(line).toMatchObject({ status: 200, client_ip_from: 'cf-connecting-ip' });
  });

  it('without CF-Connecting-IP, rotating the left-most hop with one right-most hop hits 429', async () => {
    const address = clientAddress();
    for (let i = 0; i < 5; i += 1)
      expect((await postJson(t, freshMessage(), { address })).status).toBe(200);
    expect((await postJson(t, freshMessage(), { address })).status).toBe(429);
  });
});

describe('one limit per household', () => {
  it('counts IPv6 addresses by their /64: the third address of one /64 is refused at a limit of 2, another /64 is not', async () => {
    const fn = await startAnother({ CONTACT_RATE_LIMIT: '2/600' });
    try {
      const to = { ...t, url: fn.url };
      const home = ipv6Prefix();
      const statuses = [];
      for (const host of ['::1', ':abcd:1234:5678:9abc', ':ffff:ffff:ffff:fffe'])
        statuses.push((await postJson(to, freshMessage(), { address: `${home}${host}` })).status);
      expect(statuses).toEqual([200, 200, 429]);
      expect((await postJson(to, freshMessage(), { address: `${ipv6Prefix()}::1` })).status).toBe(
        200,
      );
      // IPv4 stays per address.
      const [a, b] = ['192.0.2.10', '192.0.2.11'];
      for (const address of [a, a, b])
        expect((await postJson(to, freshMessage(), { address })).status).toBe(200);
    } finally {
      await fn.stop();
    }
  });
});

describe('the header check', () => {
  it('warns once per start when no trusted header carries the address, and names none', async () => {
    const fn = await startAnother({});
    try {
      // Without Origin the post is a non-browser client's, which the check lets through.
      const plain = (message: object) =>
        fetch(fn.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(message),
        });
      expect((await plain(freshMessage())).status).toBe(200);
      expect((await plain(freshMessage())).status).toBe(200);
      const warnings = () =>
        fn.logs.filter((line) => line.includes('contact_client_ip_header_missing'));
      await poll(
        async () => warnings().length,
        (count) => count > 0,
        { timeout: 2_000 },
      );
      expect(warnings()).toHaveLength(1);
      expect(JSON.parse(warnings()[0]!)).toMatchObject({ level: 'warning', used: 'peer' });
      expect(warnings()[0]).not.toContain('127.0.0.1');
      // A post with the platform's header does not warn again, nor is it needed to.
      expect((await postJson({ ...t, url: fn.url }, freshMessage())).status).toBe(200);
      expect(warnings()).toHaveLength(1);
    } finally {
      await fn.stop();
    }
  });
});
