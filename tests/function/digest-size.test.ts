/**
 * A digest of photo-heavy messages, through the function in real Deno over PostgreSQL with the
 * Storage stand-in: every e-mail within 10 MiB of photos and text, the CPU a retry run spends,
 * and an attempt counted when it is claimed, so a worker that dies mid-way cannot loop.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import {
  allowedOrigin,
  freshMessage,
  rowsForAll,
  runRetry,
} from '../../harness/function/contact-client';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';

const MiB = 1024 * 1024;
const suite = setUpDenoTarget({
  storage: true,
  env: { CONTACT_EMAIL_BUDGET: '1/3600', CONTACT_RATE_LIMIT: '20/600' },
});
const { target, fn, storage } = suite;

let sender = 0;
const newSender = () => `10.91.${++sender}.1`;
const headers = (address: string) => ({
  'Content-Type': 'application/json',
  Origin: allowedOrigin,
  'X-Forwarded-For': address,
});

/** A real JPEG of about 450 KB (noise does not compress), a different one each time. */
const photo = (seed: number) =>
  sharp({
    create: {
      width: 740,
      height: 740,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 100 + seed, sigma: 40 },
    },
  })
    .jpeg({ quality: 94 })
    .toBuffer();

/** A message with `count` photos uploaded through signed slots, as the form sends it. */
async function sendWithPhotos(count: number) {
  const address = newSender();
  const key = crypto.randomUUID();
  const slotsAnswer = await fetch(`${fn.url}/photo-slots`, {
    method: 'POST',
    headers: headers(address),
    body: JSON.stringify({ count, idempotencyKey: key }),
  });
  expect(slotsAnswer.status).toBe(200);
  const { slots } = (await slotsAnswer.json()) as { slots: { id: string; url: string }[] };
  for (const [index, slot] of slots.entries()) {
    const bytes = await photo(sender * 5 + index);
    expect(bytes.byteLength).toBeGreaterThan(400_000);
    expect(bytes.byteLength).toBeLessThan(500_000);
    const put = await fetch(`${storage.url}${slot.url}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/jpeg' },
      body: bytes as BodyInit,
    });
    expect(put.status).toBe(200);
  }
  const message = freshMessage();
  const response = await fetch(fn.url, {
    method: 'POST',
    headers: headers(address),
    body: JSON.stringify({ ...message, idempotencyKey: key, photos: slots.map((s) => s.id) }),
  });
  expect(response.status).toBe(200);
  return message;
}

/** The Deno process's CPU time so far, user and system, in seconds (Linux /proc). */
function cpuSeconds(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis; utime and stime are the 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function retryWithCpu() {
  const pid = fn.pid()!;
  const before = cpuSeconds(pid);
  const summary = (await (await runRetry(target)).json()) as Record<string, number>;
  return { summary, cpu: cpuSeconds(pid) - before };
}

const ageBudget = async () => {
  await suite.pg.sql`update public.contact_email_sends set at = at - interval '2 hours'`;
  await suite.pg.sql`update contact_private.marks set at = at - interval '2 hours'`;
};

const decodedBytes = (email: (typeof target.resend.delivered)[number]) =>
  email.attachments.reduce(
    (sum, attachment) => sum + Buffer.from(attachment.content, 'base64').byteLength,
    0,
  );

describe('a digest of six messages with five ~450 KB photos each', () => {
  it('e-mails every message, attaches at least half the photos and names the rest as kept, no e-mail over 10 MiB, under 1 s of CPU a retry run', async () => {
    // The budget's one e-mail goes to a message of its own; the next six are held back.
    expect(
      (
        await fetch(fn.url, {
          method: 'POST',
          headers: headers(newSender()),
          body: JSON.stringify(freshMessage()),
        })
      ).status,
    ).toBe(200);
    const held = [];
    for (let n = 0; n < 6; n += 1) held.push(await sendWithPhotos(5));
    const texts = held.map((message) => message.message);
    const before = target.resend.delivered.length;
    await ageBudget();

    // The first digest's answer is lost: recorded as a failed attempt, sent again by the retry.
    target.resend.setMode('drop');
    const lost = await retryWithCpu();
    expect(lost.summary).toMatchObject({ digests: 1, sent: 0 });
    target.resend.setMode('ok');
    await suite.pg.sql`update public.contact_messages set next_attempt_at = now()
      where notified_at is null and digest_id is not null`;
    const again = await retryWithCpu();
    expect(again.summary).toMatchObject({ digests: 1, sent: 6 });
    for (const run of [lost, again]) expect(run.cpu).toBeLessThan(1);

    const rows = await rowsForAll(target, texts);
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.notified_at)).toBe(true);
    const emails = target.resend.delivered.slice(before);
    for (const email of emails) {
      const textBytes = Buffer.byteLength(email.html) + Buffer.byteLength(email.text);
      expect(decodedBytes(email) + textBytes).toBeLessThanOrEqual(10 * MiB);
    }
    // The sent digest (the one the stand-in answered) carries every message.
    const digest = emails.at(-1)!;
    for (const text of texts) expect(digest.text).toContain(text);
    const attached = digest.attachments.length;
    expect(attached).toBeGreaterThanOrEqual(15);
    const kept = [...digest.text.matchAll(/pending\/[\w-]+\.img/g)].map((match) => match[0]);
    expect(attached + kept.length).toBe(30);
    const objects = await storage.objects();
    for (const name of kept) expect(objects).toContain(name);
    expect(digest.text).toContain('kept in the contact-photos bucket');
  });
});

describe('an attempt that never finishes', () => {
  it('is counted when a digest is claimed: a worker that dies does not get the digest claimed again every minute, and it is given up in the end', async () => {
    // Whatever the case before left: sent; then one message past the budget, held back.
    await ageBudget();
    await runRetry(target);
    await ageBudget();
    const first = freshMessage();
    const held = freshMessage();
    const address = newSender();
    for (const message of [first, held])
      expect(
        (
          await fetch(fn.url, {
            method: 'POST',
            headers: headers(address),
            body: JSON.stringify(message),
          })
        ).status,
      ).toBe(200);
    await ageBudget();
    const claim = () =>
      suite.pg.sql<{ digest_id: string; attempts: number }[]>`
        select digest_id, attempts from public.contact_claim_digest_batch(50, 15, 1, 3600, '{60,300}')`;
    const row = async () =>
      (
        await suite.pg.sql<
          { attempts: number; next_attempt_at: Date | null; failed_at: Date | null }[]
        >`select attempts, next_attempt_at, failed_at from public.contact_messages where message = ${held.message}`
      )[0]!;

    // A worker claims the digest and dies before recording anything.
    const [claimed] = await claim();
    expect(claimed).toMatchObject({ attempts: 0 });
    const afterClaim = await row();
    expect(afterClaim.attempts).toBe(1);
    // Its next try waits as a failed first attempt would (60 s), not the 15 s lease.
    expect(afterClaim.next_attempt_at!.getTime() - Date.now()).toBeGreaterThan(45_000);
    // The function's own retry a minute later does not take it again before then.
    expect(await (await runRetry(target)).json()).toMatchObject({ digests: 0 });
    expect((await row()).attempts).toBe(1);

    // Due again: claimed once more (its same batch), counted, and pushed back by the schedule.
    await suite.pg
      .sql`update public.contact_messages set next_attempt_at = now() where message = ${held.message}`;
    const [second] = await claim();
    expect(second).toMatchObject({ digest_id: claimed!.digest_id, attempts: 1 });
    expect((await row()).attempts).toBe(2);

    // Every attempt of the schedule spent without a result: given up, not claimed again.
    await suite.pg
      .sql`update public.contact_messages set next_attempt_at = now() where message = ${held.message}`;
    expect(await claim()).toHaveLength(0);
    const given = await row();
    expect(given.failed_at).not.toBeNull();
    expect(given.next_attempt_at).toBeNull();
  });

  it('is counted when a single message is claimed, and the recording does not count it twice', async () => {
    await ageBudget();
    const message = freshMessage();
    target.resend.setMode('error');
    expect(
      (
        await fetch(fn.url, {
          method: 'POST',
          headers: headers(newSender()),
          body: JSON.stringify(message),
        })
      ).status,
    ).toBe(200);
    target.resend.setMode('ok');
    const attempts = async () =>
      (
        await suite.pg.sql<{ attempts: number }[]>`
          select attempts from public.contact_messages where message = ${message.message}`
      )[0]!.attempts;
    expect(await attempts()).toBe(1);
    await suite.pg
      .sql`update public.contact_messages set next_attempt_at = now() where message = ${message.message}`;
    // Claimed and left unfinished (a dead worker): counted.
    const claimed = await suite.pg.sql<{ attempts: number }[]>`
      select attempts from public.contact_claim_due(10, 15, '{60,300,900}')
      where message = ${message.message}`;
    expect(claimed).toEqual([{ attempts: 1 }]);
    expect(await attempts()).toBe(2);
    // Due again, the function's retry sends it: the attempt it claims is counted once.
    await suite.pg
      .sql`update public.contact_messages set next_attempt_at = now() where message = ${message.message}`;
    expect(await (await runRetry(target)).json()).toMatchObject({ sent: 1 });
    expect(await attempts()).toBe(3);
  });
});
