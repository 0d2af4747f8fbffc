/**
 * One client's share of the day's photo slots, through the function in real Deno over PostgreSQL
 * (as the contact_function role), with the Storage stand-in: a quarter of CONTACT_PHOTOS_PER_DAY
 * for each of its keys (its address or /64, and its /24, or its /56 and /48), as the e-mail share
 * counts them; another client still gets slots, and the refused client's message still goes.
 */
import { allowedOrigin, freshMessage } from '../../harness/function/contact-client';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';
import { poll } from '../../harness/poll';

// 40 a day: a quarter is 10, well under the per-window limit of one address (5 messages of 5).
const { target, fn } = setUpDenoTarget({
  storage: true,
  env: { CONTACT_PHOTOS_PER_DAY: '40' },
});

const headers = (address: string) => ({
  'Content-Type': 'application/json',
  Origin: allowedOrigin,
  'X-Forwarded-For': address,
});

async function askSlots(address: string, count: number) {
  const response = await fetch(`${fn.url}/photo-slots`, {
    method: 'POST',
    headers: headers(address),
    body: JSON.stringify({ count, idempotencyKey: crypto.randomUUID() }),
  });
  const body = (await response.json()) as { slots?: unknown[]; error?: string };
  return {
    status: response.status,
    handed: body.slots?.length ?? 0,
    error: body.error,
    retryAfter: Number(response.headers.get('retry-after')),
  };
}

/** A refusal for this client's share: 429, until midnight UTC at the latest. */
function expectShareSpent(answer: Awaited<ReturnType<typeof askSlots>>) {
  expect(answer.status).toBe(429);
  expect(answer.error).toMatch(/today; your message can still be sent/);
  expect(answer.retryAfter).toBeGreaterThan(0);
  expect(answer.retryAfter).toBeLessThanOrEqual(86_400);
}

describe("one client's share of the day's photo slots", () => {
  it('is a quarter of the day for an address and its /24; another network still gets slots', async () => {
    expect((await askSlots('10.50.0.1', 5)).handed).toBe(5);
    expect((await askSlots('10.50.0.1', 5)).handed).toBe(5);
    expectShareSpent(await askSlots('10.50.0.1', 1));
    // A neighbour in the same /24: the block has had its quarter too.
    expectShareSpent(await askSlots('10.50.0.2', 1));
    expect((await askSlots('10.51.0.1', 5)).handed).toBe(5);

    // The refused client's message goes, its photos counted as not arrived.
    const message = freshMessage();
    const response = await fetch(fn.url, {
      method: 'POST',
      headers: headers('10.50.0.1'),
      body: JSON.stringify({ ...message, idempotencyKey: crypto.randomUUID(), photosFailed: 1 }),
    });
    expect(response.status).toBe(200);
    const [email] = await poll(
      async () => target.resend.delivered.filter((sent) => sent.text.includes(message.message)),
      (found) => found.length > 0,
    );
    expect(email!.text).toContain('1 photo did not arrive');
  });

  it('is a quarter of the day for a /48, however many /64s ask', async () => {
    expect((await askSlots('2001:db8:aa:1::1', 5)).handed).toBe(5);
    expect((await askSlots('2001:db8:aa:2::1', 5)).handed).toBe(5);
    // Another /64 of the same /56, and one of another /56 in the same /48.
    expectShareSpent(await askSlots('2001:db8:aa:3::1', 1));
    expectShareSpent(await askSlots('2001:db8:aa:4500::1', 1));
    expect((await askSlots('2001:db8:bb::1', 5)).handed).toBe(5);
  });
});
