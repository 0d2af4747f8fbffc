/**
 * Review requests (issue #65; supabase/functions/_shared/routes/review.ts, review-words.ts and
 * 20261207130000_review_requests.sql): after a lead is marked called back, one POST sends the
 * customer one e-mail (a GET and a second POST send nothing), with the review page's link, an
 * opt-out and the business's postal address from the site's business file, and none of the words
 * of review gating or incentives; one reminder when the page was not opened, none after an opt-out
 * or an open; the opt-out's GET changes nothing; the words for the website reach the owner once.
 * Real Deno over real PostgreSQL as contact_function, the Resend stand-in and a stand-in site; the
 * clock is moved with SQL.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  allowedOrigin,
  clientAddress,
  freshMessage,
  postJson,
  rowsFor,
  runRetry,
} from '../../harness/function/contact-client';
import type { ResendEmail } from '../../harness/function/resend-stand-in';
import { setUpDenoTarget } from '../../harness/function/suite-deno-target';
import type { ReviewBusiness } from '@/supabase/functions/_shared/contract';
import { signLink } from '@/supabase/functions/_shared/owner/signed-link';

const linkSecret = 'link-secret-used-only-in-the-function-tests';
const functionUrl = 'https://project-ref.supabase.co/functions/v1/send-contact-email';
const business: ReviewBusiness = {
  name: 'Coquina Coast Builders',
  postalAddress: '1450 Seminole Blvd, Largo, FL 33770',
  phone: '(727) 555-0142',
  reviewsOn: true,
};
/** What the stand-in site serves at /review/business.json: the file, or a failure. */
let served: ReviewBusiness | 'error' = business;
let site: Server;
let siteOrigin = '';

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url !== '/review/business.json') return res.writeHead(404).end();
    if (served === 'error') return res.writeHead(500).end('down');
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(served));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}, 10_000);
afterAll(() => new Promise((resolve) => site.close(resolve)));
afterEach(() => {
  served = business;
});

const { target: t } = setUpDenoTarget({
  env: {
    CONTACT_LINK_SECRET: linkSecret,
    SUPABASE_URL: 'https://project-ref.supabase.co',
    CONTACT_REVIEW_REMINDER_DAYS: '5',
    // Known once the beforeAll above has started the stand-in site (it runs before the suite's).
    get SITE_URL() {
      return siteOrigin;
    },
  },
});

const call = (route: string, token: string | null, init: RequestInit = {}) =>
  fetch(`${t.url}${route}${token === null ? '' : `?t=${encodeURIComponent(token)}`}`, {
    redirect: 'manual',
    ...init,
    headers: { Origin: allowedOrigin, ...init.headers },
  });
const asForm = { 'Content-Type': 'application/x-www-form-urlencoded' };

/** A lead e-mailed to the owner: its row and its called-back link's token. */
async function lead(overrides: Record<string, string> = {}) {
  // An address of its own: an opt-out is kept per address.
  const message = freshMessage({
    email: `customer-${crypto.randomUUID()}@example.com`,
    ...overrides,
  });
  expect((await postJson(t, message, { address: clientAddress() })).status).toBe(200);
  const [row] = await rowsFor(t, message.message);
  const email = t.resend.delivered.find(
    (sent) => sent.idempotencyKey === `contact-message/${row!.id}`,
  );
  const link = /Mark as called back: (\S+)/.exec(email!.text)![1]!;
  return { id: row!.id, email: message.email, token: new URL(link).searchParams.get('t')! };
}

/** A lead marked called back. */
async function calledBack(overrides: Record<string, string> = {}) {
  const found = await lead(overrides);
  expect((await call('/contacted', found.token, { method: 'POST' })).status).toBe(200);
  return found;
}

/** Every time the function asked Resend to send a lead's request (or reminder), delivered or not. */
const asked = (kind: 'review-request' | 'review-reminder', id: string) =>
  t.resend.attempts(`${kind}/${id}`);
const requestsFor = (id: string) =>
  t.resend.delivered.filter((email) => email.idempotencyKey === `review-request/${id}`);
const remindersFor = (id: string) =>
  t.resend.delivered.filter((email) => email.idempotencyKey === `review-reminder/${id}`);
const ask = (token: string, init: RequestInit = {}) =>
  call('/review-request', token, { method: 'POST', ...init });

/** The review page's and the opt-out's tokens in a review e-mail. */
function linksOf(email: ResendEmail) {
  const review = /Write a review: (\S+)/.exec(email.text)![1]!;
  const optOut = /about reviews: (\S+)/.exec(email.text)![1]!;
  return {
    review,
    reviewToken: new URL(review).searchParams.get('t')!,
    optOut,
    optOutToken: new URL(optOut).searchParams.get('t')!,
  };
}

/** Moves a request's sending back by `days`. */
const sentDaysAgo = (id: string, days: number) =>
  t.query(
    `update public.contact_review_requests set sent_at = now() - make_interval(days => $2) where message_id = $1`,
    [id, days],
  );

/**
 * Words that make a review request gating, a request for a rating or an offer (Google's Business
 * Profile policy; 16 CFR Part 465): none may be in the e-mail.
 */
const forbidden = [
  /\bhappy\b/i,
  /\bsatisf/i,
  /\bpleased\b/i,
  /\benjoy/i,
  /\blove(d)?\b/i,
  /\bstars?\b/i,
  /\brat(e|ing)\b/i,
  /\b5\b|\bfive\b/i,
  /\bpositive\b/i,
  /\bgreat experience\b/i,
  /\bdiscount/i,
  /\bcoupon/i,
  /\bgift/i,
  /\breward/i,
  /\bfree\b/i,
  /\bprize|\bwin\b|\braffle|\bdrawing\b/i,
  /\bincentive/i,
  /\bin exchange\b/i,
  /\bif you (were|are) (not|un)/i,
];

describe('asking for a review', () => {
  it('the called-back page reads its lead: who, what, when, and where its review stands', async () => {
    const found = await lead({ name: 'Marisol Vega', service: 'Retail Buildouts' });
    const answer = await fetch(`${t.url}/contacted/lead?t=${encodeURIComponent(found.token)}`, {
      headers: { Origin: allowedOrigin },
    });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Marisol Vega',
      service: 'Retail Buildouts',
      contactedAt: null,
      review: { sentAt: null, optedOut: false, on: true },
    });
    expect(Date.parse(String(body.receivedAt))).not.toBeNaN();
    expect(body).not.toHaveProperty('email');
    served = { ...business, reviewsOn: false };
    const off = (await (
      await fetch(`${t.url}/contacted/lead?t=${encodeURIComponent(found.token)}`)
    ).json()) as { review: { on: boolean } };
    expect(off.review.on).toBe(false);
    expect((await call('/contacted/lead', `${found.token}x`)).status).toBe(403);
  });

  it('sends one e-mail after the lead was called back: a GET and a second POST send nothing', async () => {
    const early = await lead();
    const notYet = await ask(early.token);
    expect(notYet.status).toBe(409);
    expect(((await notYet.json()) as { error: string }).error).toMatch(/called back first/);
    expect(requestsFor(early.id)).toHaveLength(0);

    const found = await calledBack({ name: 'Marisol Vega', service: 'Retail Buildouts' });
    const viewed = await call('/review-request', found.token);
    expect(viewed.status).toBe(303);
    expect(viewed.headers.get('location')).toBe(
      `${siteOrigin}/owner/contacted/?t=${encodeURIComponent(found.token)}`,
    );
    expect(requestsFor(found.id)).toHaveLength(0);

    const first = await ask(found.token);
    expect(first.status).toBe(200);
    const { sentAt, already } = (await first.json()) as { sentAt: string; already: boolean };
    expect(already).toBe(false);
    const [email, ...more] = requestsFor(found.id);
    expect(more).toHaveLength(0);
    expect(email!.to).toEqual([found.email]);
    expect(email!.reply_to).toBe('owner@example.com');
    expect(email!.from).toBe('Coquina Coast website <website@example.com>');
    expect(email!.subject).toBe('Thank you from Coquina Coast Builders');
    for (const part of [email!.text, email!.html]) {
      expect(part).toContain('1450 Seminole Blvd, Largo, FL 33770');
      expect(part).toContain('Coquina Coast Builders');
    }
    const links = linksOf(email!);
    expect(links.review.startsWith(`${siteOrigin}/review/?t=`)).toBe(true);
    expect(links.optOut.startsWith(`${functionUrl}/review-opt-out?t=`)).toBe(true);
    expect(email!.html).toContain(`href="${links.review}"`);
    expect(email!.html).toContain(`href="${links.optOut}"`);
    // Each link lasts as docs/security.md says.
    const daysLeft = (token: string) =>
      (Number(token.split('.')[1]) * 1000 - Date.now()) / 86_400_000;
    expect(daysLeft(links.reviewToken)).toBeCloseTo(45, 0);
    expect(daysLeft(links.optOutToken)).toBeCloseTo(90, 0);

    const again = await ask(found.token);
    expect(await again.json()).toEqual({ sentAt, already: true });
    const form = await ask(found.token, { headers: asForm, body: '' });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(
      `${siteOrigin}/owner/contacted/?t=${encodeURIComponent(found.token)}&review=${encodeURIComponent(sentAt)}`,
    );
    // Asked once, not just delivered once (the stand-in, like Resend, drops a repeated key).
    expect(asked('review-request', found.id)).toBe(1);
    // Asked again once the site is down or reviews are off: still says when, sends nothing.
    served = 'error';
    expect(await (await ask(found.token)).json()).toEqual({ sentAt, already: true });
    expect(asked('review-request', found.id)).toBe(1);
    const lead2 = (await (await call('/contacted/lead', found.token)).json()) as {
      review: { sentAt: string };
    };
    expect(lead2.review.sentAt).toBe(sentAt);
  });

  it('says the same to every customer, with no gating, rating or incentive words, request and reminder', async () => {
    const found = await calledBack({ name: 'Dale Whitaker', service: 'Kitchen Remodels' });
    await ask(found.token);
    await sentDaysAgo(found.id, 6);
    await runRetry(t);
    const emails = [...requestsFor(found.id), ...remindersFor(found.id)];
    expect(emails).toHaveLength(2);
    // The words a customer reads: links (their tokens are random) and markup left out.
    const wordsOf = (text: string) =>
      text.replace(/https?:\/\/\S+?(?="|\s|$)/g, ' ').replace(/<[^>]*>/g, ' ');
    for (const email of emails)
      for (const pattern of forbidden) {
        expect(wordsOf(`${email.subject}\n${email.text}`)).not.toMatch(pattern);
        expect(wordsOf(email.html)).not.toMatch(pattern);
      }
    // The same words for another customer, but for the name and the job.
    const other = await calledBack({ name: 'Priya Raman', service: 'Kitchen Remodels' });
    await ask(other.token);
    const same = (email: ResendEmail) =>
      email.text.replace(/Priya Raman|Dale Whitaker/g, 'NAME').replace(/https?:\/\/\S+/g, 'LINK');
    expect(same(requestsFor(other.id)[0]!)).toBe(same(requestsFor(found.id)[0]!));
  });

  it('sends nothing while reviews are off or the site cannot be read, and a failed send can be asked again', async () => {
    const found = await calledBack();
    served = { ...business, reviewsOn: false };
    const off = await ask(found.token);
    expect(off.status).toBe(503);
    expect(((await off.json()) as { error: string }).error).toMatch(/Google review link/);
    served = 'error';
    expect((await ask(found.token)).status).toBe(503);
    served = business;
    t.resend.setMode('422');
    const failed = await ask(found.token);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ code: 'not_sent' });
    const form = await ask(found.token, { headers: asForm, body: '' });
    // A code the page words itself, never text in the address.
    expect(form.headers.get('location')).toBe(
      `${siteOrigin}/owner/contacted/?t=${encodeURIComponent(found.token)}&review_error=not_sent`,
    );
    t.resend.setMode('ok');
    expect(requestsFor(found.id)).toHaveLength(0);
    expect((await ask(found.token)).status).toBe(200);
    expect(requestsFor(found.id)).toHaveLength(1);
  });

  it('two taps at once send one e-mail', async () => {
    const found = await calledBack();
    const answers = await Promise.all([ask(found.token), ask(found.token), ask(found.token)]);
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as {
      already?: boolean;
      code?: string;
    }[];
    expect(bodies.filter((body) => body.already === false)).toHaveLength(1);
    for (const body of bodies)
      expect(body.already === true || body.code === 'in_flight' || body.already === false).toBe(
        true,
      );
    expect(asked('review-request', found.id)).toBe(1);
  });
});

describe('the one reminder', () => {
  it('goes once after the set days when the page was not opened, and never early', async () => {
    const found = await calledBack();
    await ask(found.token);
    await sentDaysAgo(found.id, 4);
    await runRetry(t);
    expect(remindersFor(found.id)).toHaveLength(0);
    await sentDaysAgo(found.id, 6);
    await runRetry(t);
    await runRetry(t);
    const [reminder, ...more] = remindersFor(found.id);
    expect(more).toHaveLength(0);
    expect(asked('review-reminder', found.id)).toBe(1);
    expect(reminder!.subject).toBe('Following up: thank you from Coquina Coast Builders');
    expect(reminder!.text).toContain('This is the only reminder we will send.');
    expect(reminder!.to).toEqual([found.email]);
  });

  it('is never sent late: a request more than two weeks past its day gets none', async () => {
    const found = await calledBack();
    await ask(found.token);
    await sentDaysAgo(found.id, 5 + 15);
    await runRetry(t);
    expect(asked('review-reminder', found.id)).toBe(0);
  });

  it('does not go when the page was opened, nor after an opt-out; a failed one goes at a later run', async () => {
    const opened = await calledBack({ name: 'Dale  Whitaker ' });
    await ask(opened.token);
    const { reviewToken } = linksOf(requestsFor(opened.id)[0]!);
    const open = await call('/review/opened', reviewToken, { method: 'POST' });
    // With the name to show by default: the first name and initial the request gave.
    expect(await open.json()).toEqual({ words: true, name: 'Dale W.' });

    const optedOut = await calledBack();
    await ask(optedOut.token);
    const { optOutToken } = linksOf(requestsFor(optedOut.id)[0]!);
    expect((await call('/review-opt-out', optOutToken, { method: 'POST' })).status).toBe(200);

    const failing = await calledBack();
    await ask(failing.token);
    for (const found of [opened, optedOut, failing]) await sentDaysAgo(found.id, 6);
    t.resend.setMode('422');
    await runRetry(t);
    t.resend.setMode('ok');
    expect(remindersFor(failing.id)).toHaveLength(0);
    await t.query(
      `update public.contact_review_requests set claimed_until = now() where message_id = $1`,
      [failing.id],
    );
    await runRetry(t);
    expect(remindersFor(opened.id)).toHaveLength(0);
    expect(remindersFor(optedOut.id)).toHaveLength(0);
    expect(remindersFor(failing.id)).toHaveLength(1);
  });
});

const words = {
  words: 'The crew poured our driveway <b>before</b> the rain & left it spotless.',
  name: 'Marisol V.',
  town: 'Largo',
  consent: true,
};
const wordsEmails = (name = words.name) =>
  t.resend.delivered.filter(
    (email) => email.idempotencyKey?.startsWith('review-words/') && email.subject.includes(name),
  );
const postWords = (token: string | null, body: object, init: RequestInit = {}) =>
  call('/review/words', token, {
    method: 'POST',
    body: JSON.stringify(body),
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

describe('the opt-out', () => {
  it('GET changes nothing and sends the browser to the site page; POST stops every later request to that address', async () => {
    const email = `opt-${Date.now()}@example.com`;
    const found = await calledBack({ email });
    await ask(found.token);
    const { optOut, optOutToken } = linksOf(requestsFor(found.id)[0]!);
    const viewed = await fetch(`${t.url}/review-opt-out${new URL(optOut).search}`, {
      redirect: 'manual',
    });
    expect(viewed.status).toBe(303);
    expect(viewed.headers.get('location')).toBe(
      `${siteOrigin}/review/opt-out/?t=${encodeURIComponent(optOutToken)}`,
    );
    const before = (await (await call('/contacted/lead', found.token)).json()) as {
      review: { optedOut: boolean };
    };
    expect(before.review.optedOut).toBe(false);

    const first = await call('/review-opt-out', optOutToken, { method: 'POST' });
    const { optedOutAt, already } = (await first.json()) as {
      optedOutAt: string;
      already: boolean;
    };
    expect(already).toBe(false);
    const form = await call('/review-opt-out', optOutToken, {
      method: 'POST',
      headers: asForm,
      body: '',
    });
    expect(form.headers.get('location')).toBe(
      `${siteOrigin}/review/opt-out/?t=${encodeURIComponent(optOutToken)}&done=${encodeURIComponent(optedOutAt)}`,
    );

    // A later lead from the same address, in other letters' case: no e-mail, and the owner is told why.
    const later = await calledBack({ email: email.toUpperCase() });
    const refused = await ask(later.token);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /asked on .* for no e-mails/,
    );
    expect(requestsFor(later.id)).toHaveLength(0);
    // The address itself is not kept with the opt-out.
    const kept = await t.query<{ email_hash: string }>(
      'select email_hash from contact_private.review_opt_outs',
    );
    expect(JSON.stringify(kept)).not.toContain(email.split('@')[0]);
  });

  it('refuses a tampered, foreign-purpose or expired token', async () => {
    const found = await calledBack();
    await ask(found.token);
    const { optOutToken, reviewToken } = linksOf(requestsFor(found.id)[0]!);
    const past = signLink(linkSecret, 'review-opt-out', found.id, new Date(Date.now() - 1_000));
    const tampered = `${optOutToken.slice(0, -1)}${optOutToken.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [tampered, reviewToken, found.token, past])
      expect((await call('/review-opt-out', token, { method: 'POST' })).status).toBe(403);
    const expiredReview = signLink(linkSecret, 'review', found.id, new Date(Date.now() - 1_000));
    for (const token of [optOutToken, expiredReview])
      expect((await call('/review/opened', token, { method: 'POST' })).status).toBe(403);
    expect((await postWords(expiredReview, words)).status).toBe(403);
  });

  it('works for its 90 days even once the lead itself is deleted (the retention may be 30)', async () => {
    const email = `gone-${crypto.randomUUID()}@example.com`;
    const found = await calledBack({ email });
    await ask(found.token);
    const { optOutToken } = linksOf(requestsFor(found.id)[0]!);
    await t.query('delete from public.contact_messages where id = $1', [found.id]);
    const answer = await call('/review-opt-out', optOutToken, { method: 'POST' });
    expect(answer.status).toBe(200);
    const later = await calledBack({ email });
    expect(await (await ask(later.token)).json()).toMatchObject({ code: 'opted_out' });
    expect(asked('review-request', later.id)).toBe(0);
  });
});

describe('words for the website', () => {
  it('with the review link: reach the owner once, escaped, with a ready entry, and nothing is kept after', async () => {
    const found = await calledBack({ name: 'Marisol Vega', service: 'Kitchen Remodels' });
    await ask(found.token);
    const { reviewToken } = linksOf(requestsFor(found.id)[0]!);
    const name = `Marisol ${Date.now()}`;
    const first = await postWords(reviewToken, { ...words, name });
    expect(first.status).toBe(202);
    const [email, ...more] = wordsEmails(name);
    expect(more).toHaveLength(0);
    expect(email!.to).toEqual(['owner@example.com']);
    expect(email!.reply_to).toBe(found.email);
    expect(email!.html).toContain('&lt;b&gt;before&lt;/b&gt; the rain &amp; left');
    expect(email!.html).not.toContain('<b>before');
    expect(email!.text).toContain('Marisol Vega (Kitchen Remodels');
    expect(email!.text).toContain('"how": "The review form"');
    expect(email!.text).toContain('"location": "Largo, FL"');
    expect(email!.text).toContain('Nothing is on the site until you add it.');

    const again = await postWords(reviewToken, { ...words, name });
    expect(again.status).toBe(409);
    expect(wordsEmails(name)).toHaveLength(1);
    const opened = await call('/review/opened', reviewToken, { method: 'POST' });
    expect(await opened.json()).toEqual({ words: false, name: 'Marisol V.' });
    const [row] = await t.query<{ entry: unknown; sent_at: Date | null }>(
      'select entry, sent_at from public.contact_review_words where message_id = $1',
      [found.id],
    );
    expect(row).toMatchObject({ entry: null });
    expect(row!.sent_at).not.toBeNull();
  });

  it('refuses what is missing, keeps the form post on the not-sent page, and answers a bot as if sent', async () => {
    const refused = await postWords(null, { words: '', name: 'x'.repeat(61), town: '' });
    expect(refused.status).toBe(400);
    const { fields } = (await refused.json()) as { fields: Record<string, string> };
    expect(Object.keys(fields).sort()).toEqual(['consent', 'name', 'town', 'words']);
    const form = await call('/review/words', null, {
      method: 'POST',
      headers: { ...asForm, 'X-Forwarded-For': clientAddress() },
      body: 'words=Great&name=&town=',
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`${siteOrigin}/review/not-sent/?reason=invalid`);
    const bot = `Bot ${Date.now()}`;
    const trapped = await postWords(
      null,
      { ...words, name: bot, hp_7q: 'https://spam.example' },
      { headers: { 'X-Forwarded-For': clientAddress() } },
    );
    expect(trapped.status).toBe(202);
    expect(wordsEmails(bot)).toHaveLength(0);
  });

  it('without a link (the printed card, or no JavaScript): one a day per client, as a form post too', async () => {
    const from = clientAddress();
    const name = `Card ${Date.now()}`;
    const form = await call('/review/words', null, {
      method: 'POST',
      headers: { ...asForm, 'X-Forwarded-For': from },
      body: new URLSearchParams({
        words: 'Fixed our slab fast.',
        name,
        town: 'Seminole',
        consent: 'yes',
      }).toString(),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`${siteOrigin}/review/sent/`);
    const [email] = wordsEmails(name);
    expect(email!.text).toContain('without a link');
    expect(email!.reply_to).toBeFalsy();
    const second = await postWords(
      null,
      { ...words, name },
      { headers: { 'X-Forwarded-For': from } },
    );
    expect(second.status).toBe(429);
    expect(wordsEmails(name)).toHaveLength(1);
  });

  it('a words e-mail that fails is kept and goes with the retry run', async () => {
    const name = `Retry ${Date.now()}`;
    t.resend.setMode('422');
    expect(
      (
        await postWords(
          null,
          { ...words, name },
          { headers: { 'X-Forwarded-For': clientAddress() } },
        )
      ).status,
    ).toBe(202);
    t.resend.setMode('ok');
    expect(wordsEmails(name)).toHaveLength(0);
    await t.query(
      `update public.contact_review_words set next_attempt_at = now() where sent_at is null and entry->>'name' = $1`,
      [name],
    );
    const summary = (await (await runRetry(t)).json()) as { review_words: number };
    expect(summary.review_words).toBeGreaterThanOrEqual(1);
    expect(wordsEmails(name)).toHaveLength(1);
  });

  it('words whose e-mail fails five times are given up and forgotten, not kept', async () => {
    const name = `Lost ${Date.now()}`;
    t.resend.setMode('422');
    await postWords(null, { ...words, name }, { headers: { 'X-Forwarded-For': clientAddress() } });
    const [{ id }] = (await t.query<{ id: string }>(
      `select id from public.contact_review_words where entry->>'name' = $1`,
      [name],
    )) as [{ id: string }];
    for (let attempt = 2; attempt <= 5; attempt++) {
      await t.query(
        `update public.contact_review_words set next_attempt_at = now() where id = $1`,
        [id],
      );
      await runRetry(t);
    }
    t.resend.setMode('ok');
    const [lost] = await t.query(
      'select entry, attempts, next_attempt_at from public.contact_review_words where id = $1',
      [id],
    );
    expect(lost).toMatchObject({ entry: null, attempts: 5, next_attempt_at: null });
    expect(wordsEmails(name)).toHaveLength(0);
  });

  it('a review token of a lead never asked opens nothing', async () => {
    const found = await calledBack();
    const token = signLink(linkSecret, 'review', found.id, new Date(Date.now() + 86_400_000));
    expect((await call('/review/opened', token, { method: 'POST' })).status).toBe(403);
    expect((await postWords(token, words)).status).toBe(403);
  });
});

describe('the weekly figures', () => {
  it('count requests sent, opened, reminded, opted out and words received in the week', async () => {
    const [before] = await t.query<Record<string, string>>(
      `select * from public.contact_review_week(now() - interval '7 days', now() + interval '1 minute')`,
    );
    const found = await calledBack();
    await ask(found.token);
    const { reviewToken, optOutToken } = linksOf(requestsFor(found.id)[0]!);
    await call('/review/opened', reviewToken, { method: 'POST' });
    await postWords(reviewToken, { ...words, name: `Week ${Date.now()}` });
    await call('/review-opt-out', optOutToken, { method: 'POST' });
    const [after] = await t.query<Record<string, string>>(
      `select * from public.contact_review_week(now() - interval '7 days', now() + interval '1 minute')`,
    );
    for (const kind of ['sent', 'opened', 'opted_out', 'words'])
      expect(Number(after![kind]) - Number(before![kind])).toBe(1);
    // And a reminder.
    const reminded = await calledBack();
    await ask(reminded.token);
    await sentDaysAgo(reminded.id, 6);
    await runRetry(t);
    const [withReminder] = await t.query<Record<string, string>>(
      `select * from public.contact_review_week(now() - interval '7 days', now() + interval '1 minute')`,
    );
    expect(Number(withReminder!.reminded) - Number(after!.reminded)).toBe(1);

    // The week's report carries them.
    await t.query(
      `update contact_private.marks set at = now() - interval '1 second' where name = 'weekly_report_due'`,
    );
    await t.query(
      `insert into contact_private.marks (name, at) select 'weekly_report_due', now() - interval '1 second' where not exists (select from contact_private.marks where name = 'weekly_report_due')`,
    );
    expect(await (await runRetry(t)).json()).toMatchObject({ weekly: 'sent' });
    const [report] = t.resend.delivered.filter((email) =>
      email.idempotencyKey?.startsWith('contact-weekly/'),
    );
    const line =
      /Review requests: (\d+) sent, (\d+) opened, \d+ reminders? sent, (\d+) opted out, (\d+) sent words for the website\./.exec(
        report!.text,
      );
    expect(
      line!
        .slice(1)
        .map(Number)
        .every((count) => count >= 1),
    ).toBe(true);
    expect(report!.html).toContain(line![0]);
  });
});
