/**
 * What the send-contact-email function does, as a visitor's browser and the owner's inbox see
 * it. The same cases run against Deno over PostgreSQL (what Supabase runs) and against Node over
 * PGlite (what `npm start` runs).
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../../supabase/functions/_shared/plain-text';
import { functionRoutes, honeypotField } from '../../supabase/functions/_shared/contract';
import {
  allowedOrigin,
  clientAddress,
  emailsFor,
  expectStoredAndSentOnce,
  freshMessage,
  makeDue,
  post,
  postForm,
  postJson,
  rowsFor,
  runRetry,
  siteUrl,
  type Target,
} from '../../harness/function/contact-client';
import { poll } from '../../harness/poll';
import { hostileInputs } from '../fixtures/hostile-inputs';

export function describeContactFunction(name: string, target: () => Target) {
  describe(name, () => {
    it('stores a valid message, e-mails the owner once with Reply-To the visitor, and answers 200', async () => {
      const t = target();
      const message = freshMessage({ name: 'Jane Doe' });
      const response = await postJson(t, message);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true });
      expect(response.headers.get('access-control-allow-origin')).toBe(allowedOrigin);

      const row = await expectStoredAndSentOnce(t, message.message);
      expect(row).toMatchObject({
        ...message,
        attempts: 1,
        last_error: null,
        page_origin: allowedOrigin,
      });
      const [email] = emailsFor(t, [row]);
      expect(email).toMatchObject({
        to: ['owner@example.com'],
        from: 'Coquina Coast website <website@example.com>',
        reply_to: message.email,
        subject: 'Quote request: Permit Rescue from Jane Doe',
      });
      expect(email!.text).toContain(message.message);
      expect(email!.html).toContain(escapeHtml(message.message));
    });

    it('records a message from the Spanish pages as Spanish, and tells the owner to answer in Spanish', async () => {
      const t = target();
      const spanish = freshMessage({ name: 'Lucía Gómez' });
      expect((await postJson(t, spanish, { lang: 'es' })).status).toBe(200);
      const row = await expectStoredAndSentOnce(t, spanish.message);
      expect(row.language).toBe('es');
      const [email] = emailsFor(t, [row]);
      expect(email!.subject).toBe('Quote request (Spanish): Permit Rescue from Lucía Gómez');
      expect(email!.text).toContain('Language: Spanish: answer in Spanish');
      expect(email!.html).toContain('Spanish: answer in Spanish');
      // Anything but the Spanish pages' own word is English, and an English message says nothing.
      const english = freshMessage();
      expect((await postJson(t, english, { lang: 'fr' })).status).toBe(200);
      const englishRow = await expectStoredAndSentOnce(t, english.message);
      expect(englishRow.language).toBe('en');
      expect(emailsFor(t, [englishRow])[0]!.text).not.toContain('Spanish');
    });

    it('keeps a Spanish message marked when its e-mail goes on a retry', async () => {
      const t = target();
      const message = freshMessage();
      t.resend.setMode('error');
      try {
        expect((await postJson(t, message, { lang: 'es' })).status).toBe(200);
      } finally {
        t.resend.setMode('ok');
      }
      await makeDue(t, message.message);
      expect(await (await runRetry(t)).json()).toMatchObject({ sent: 1 });
      const row = await expectStoredAndSentOnce(t, message.message);
      expect(emailsFor(t, [row])[0]!.subject).toMatch(/^Quote request \(Spanish\): /);
    });

    it('sends a plain post from the Spanish pages to the Spanish result pages', async () => {
      const t = target();
      const sent = await postForm(t, freshMessage(), { lang: 'es' });
      expect(sent.status).toBe(303);
      expect(sent.headers.get('location')).toBe(`${siteUrl}/es/contact/thank-you/`);
      const refused = await postForm(t, freshMessage({ email: 'no-arroba' }), { lang: 'es' });
      expect(refused.headers.get('location')).toBe(
        `${siteUrl}/es/contact/not-sent/?reason=invalid`,
      );
      // A refused JSON post from the Spanish form names its fields in Spanish.
      const invalid = await postJson(t, freshMessage({ email: 'no-arroba' }), { lang: 'es' });
      expect(invalid.status).toBe(400);
      expect(JSON.stringify(await invalid.json())).toContain(
        'Por favor, escriba un correo electrónico válido',
      );
    });

    it('answers every entry of the contract, and 404 to one it does not list', async () => {
      // PATCH, which no entry takes: an entry the router has answers 405 and changes nothing.
      const statusOf = async (route: string) =>
        (await fetch(`${target().url}${route}`, { method: 'PATCH' })).status;
      for (const route of Object.values(functionRoutes))
        expect({ route, status: await statusOf(route) }).toEqual({ route, status: 405 });
      expect(await statusOf('/owner/push-unknown')).toBe(404);
    });

    it('answers a repeat of the same Idempotency-Key with 200 and stores and sends nothing more', async () => {
      const t = target();
      const message = freshMessage();
      const key = crypto.randomUUID();
      expect((await postJson(t, message, { key })).status).toBe(200);
      expect((await postJson(t, message, { key })).status).toBe(200);
      await expectStoredAndSentOnce(t, message.message);
    });

    it('refuses a key already used for another message with 422, and keeps the first', async () => {
      const t = target();
      const first = freshMessage();
      const second = freshMessage();
      const key = crypto.randomUUID();
      expect((await postJson(t, first, { key })).status).toBe(200);
      const reused = await postJson(t, second, { key });
      expect(reused.status).toBe(422);
      expect(await rowsFor(t, second.message)).toEqual([]);
      await expectStoredAndSentOnce(t, first.message);
    });

    it('keeps line breaks, control and bidi characters out of the subject', async () => {
      const t = target();
      const message = freshMessage({
        name: 'Jane\r\nBcc: victim@example.com\u2028Doe\u0007\u202e\u2066',
      });
      expect((await postJson(t, message)).status).toBe(200);
      const [email] = emailsFor(t, await rowsFor(t, message.message));
      expect(email!.subject).toBe(
        'Quote request: Permit Rescue from Jane Bcc: victim@example.com Doe',
      );
    });

    it.each([
      ['the Idempotency-Key header', false],
      ['the JSON body (as the form sends it)', true],
    ])(
      'stores and sends once when the same key in %s is posted 20 times at once',
      async (_, keyInBody) => {
        const t = target();
        const message = freshMessage();
        const key = crypto.randomUUID();
        const address = clientAddress();
        const statuses = await Promise.all(
          Array.from({ length: 20 }, () =>
            postJson(t, message, { key, keyInBody, address }).then((r) => r.status),
          ),
        );
        expect(statuses).toEqual(Array(20).fill(200));
        const row = await expectStoredAndSentOnce(t, message.message);
        expect(row.idempotency_key).toBe(key);
      },
    );

    it('answers a repeat of the same key in the JSON body with 200 and stores and sends nothing more', async () => {
      const t = target();
      const message = freshMessage();
      const key = crypto.randomUUID();
      for (let i = 0; i < 2; i += 1)
        expect((await postJson(t, message, { key, keyInBody: true })).status).toBe(200);
      const row = await expectStoredAndSentOnce(t, message.message);
      expect(row.idempotency_key).toBe(key);
      // The same key in the body for other content is refused, as with the header.
      expect((await postJson(t, freshMessage(), { key, keyInBody: true })).status).toBe(422);
    });

    it('keeps no column holding the client address or its plain SHA-256', async () => {
      const t = target();
      const message = freshMessage();
      const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
      expect((await postJson(t, message, { address })).status).toBe(200);
      const [row] = await t.query<{ json: string }>(
        'select row_to_json(m)::text as json from public.contact_messages m where message = $1',
        [message.message],
      );
      const plain = createHash('sha256').update(address).digest('hex');
      expect(row!.json).not.toContain(address);
      expect(row!.json).not.toContain(plain);
    });

    it('deletes a message older than the retention at the scheduled run, and keeps a newer one', async () => {
      const t = target();
      const [old, recent] = [freshMessage(), freshMessage()];
      for (const message of [old, recent]) expect((await postJson(t, message)).status).toBe(200);
      await t.query(
        `update public.contact_messages set received_at = now() - case when message = $1
           then interval '731 days' else interval '729 days' end where message = any($2)`,
        [old.message, [old.message, recent.message]],
      );
      expect(await (await runRetry(t)).json()).toMatchObject({ purged: 1 });
      expect(await rowsFor(t, old.message)).toEqual([]);
      expect(await rowsFor(t, recent.message)).toHaveLength(1);
    });

    it('keeps "Sent from" only for an origin that may post: a Referer from elsewhere is not trusted', async () => {
      const t = target();
      const [forged, ours] = [freshMessage(), freshMessage()];
      const referer = (message: object, page: string) =>
        postJson(t, message, { origin: null, headers: { Referer: page } });
      expect((await referer(forged, 'https://evil.example/quote?x=1')).status).toBe(200);
      expect((await referer(ours, `${allowedOrigin}/contact/`)).status).toBe(200);
      expect((await rowsFor(t, forged.message))[0]!.page_origin).toBeNull();
      expect((await rowsFor(t, ours.message))[0]!.page_origin).toBe(allowedOrigin);
      const [email] = emailsFor(t, await rowsFor(t, forged.message));
      expect(email!.text).toContain('Sent from: unknown');
    });

    it('answers a plain HTML post with 303 to the thank-you page, and keeps one copy of a repeat', async () => {
      const t = target();
      const message = freshMessage({ [honeypotField]: '' });
      for (let i = 0; i < 2; i += 1) {
        const response = await postForm(t, message);
        expect(response.status).toBe(303);
        expect(response.headers.get('location')).toBe(`${siteUrl}/contact/thank-you/`);
      }
      const row = await expectStoredAndSentOnce(t, message.message);
      expect(row.idempotency_key).toBeNull();
    });

    it('treats a post with a key after a plain HTML post of the same message as the same message', async () => {
      const t = target();
      const message = freshMessage();
      expect((await postForm(t, message)).status).toBe(303);
      expect((await postJson(t, message)).status).toBe(200);
      await expectStoredAndSentOnce(t, message.message);
    });

    it('sends a plain HTML post it cannot take to the not-sent page on the configured site', async () => {
      const t = target();
      const response = await postForm(t, freshMessage({ email: 'not-an-address' }), {
        origin: allowedOrigin,
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${siteUrl}/contact/not-sent/?reason=invalid`);
    });

    it('answers the CORS preflight for an allowed origin, allowing the Idempotency-Key header', async () => {
      const t = target();
      const response = await fetch(t.url, {
        method: 'OPTIONS',
        headers: {
          Origin: allowedOrigin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type,idempotency-key,apikey,authorization',
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(allowedOrigin);
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      const allowed = response.headers.get('access-control-allow-headers')!.split(/,\s*/);
      expect(allowed).toEqual(
        expect.arrayContaining(['content-type', 'idempotency-key', 'apikey', 'authorization']),
      );
    });

    it('refuses another origin: no CORS grant on the preflight, 403 on the post, nothing stored', async () => {
      const t = target();
      const preflight = await fetch(t.url, {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example.net', 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const message = freshMessage();
      const response = await postJson(t, message, { origin: 'https://evil.example.net' });
      expect(response.status).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(await rowsFor(t, message.message)).toEqual([]);
    });

    it('answers 405 with Allow to anything but POST', async () => {
      const t = target();
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const response = await fetch(t.url, { method, headers: { Origin: allowedOrigin } });
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('POST, OPTIONS');
      }
    });

    it('answers 415 to a body that is neither JSON nor a form', async () => {
      const t = target();
      const message = freshMessage();
      const response = await post(t, JSON.stringify(message), { type: 'text/plain' });
      expect(response.status).toBe(415);
      expect(await rowsFor(t, message.message)).toEqual([]);
    });

    it('answers 413 to a body over 64 KB', async () => {
      const t = target();
      const message = freshMessage();
      const response = await postJson(t, { ...message, padding: 'x'.repeat(65 * 1024) });
      expect(response.status).toBe(413);
      expect(await rowsFor(t, message.message)).toEqual([]);
    });

    it('answers 400 to malformed JSON', async () => {
      const t = target();
      const response = await post(t, '{"name": "Ana", ');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'The request body is not valid JSON.' });
    });

    it('answers 400 with the schema message for each invalid field', async () => {
      const t = target();
      const message = freshMessage({ name: ' ', email: 'ana@', service: 'Roofing' });
      const response = await postJson(t, message);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { fields: Record<string, string> };
      expect(body.fields).toEqual({
        name: 'Please enter your full name.',
        email: 'Please enter a valid e-mail address, like name@example.com.',
        service: 'Please choose a service from the list.',
      });
      expect(await rowsFor(t, message.message)).toEqual([]);
    });

    it('tells a filled honeypot "sent" and stores and sends nothing', async () => {
      const t = target();
      const message = freshMessage({ [honeypotField]: 'https://cheap-seo.example' });
      const response = await postJson(t, message);
      expect(response.status).toBe(200);
      expect(await rowsFor(t, message.message)).toEqual([]);
      expect(t.resend.delivered.some((email) => email.text.includes(message.message))).toBe(false);
    });

    it('limits one address to 5 messages in 10 minutes, answering 429 with Retry-After', async () => {
      const t = target();
      const address = clientAddress();
      for (let i = 0; i < 5; i += 1)
        expect((await postJson(t, freshMessage(), { address })).status).toBe(200);
      const refused = freshMessage();
      const response = await postJson(t, refused, { address });
      expect(response.status).toBe(429);
      const wait = Number(response.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(600);
      expect(await rowsFor(t, refused.message)).toEqual([]);
      expect((await postJson(t, freshMessage(), { address: clientAddress() })).status).toBe(200);
    });

    it('keeps the message when Resend fails, answers 200, and the retry delivers it exactly once', async () => {
      const t = target();
      const message = freshMessage();
      t.resend.setMode('error');
      try {
        expect((await postJson(t, message)).status).toBe(200);
      } finally {
        t.resend.setMode('ok');
      }
      const [row] = await rowsFor(t, message.message);
      expect(row).toMatchObject({ notified_at: null, attempts: 1 });
      expect(row!.last_error).toContain('Resend answered 500');
      // The first retry is due within 2 minutes of the failure.
      const dueIn = row!.next_attempt_at!.getTime() - Date.now();
      expect(dueIn).toBeGreaterThan(0);
      expect(dueIn).toBeLessThanOrEqual(120_000);

      expect(await (await runRetry(t)).json()).toMatchObject({ sent: 0 }); // not due yet
      await makeDue(t, message.message);
      expect(await (await runRetry(t)).json()).toMatchObject({ sent: 1 });
      expect((await runRetry(t)).status).toBe(200);
      const delivered = await expectStoredAndSentOnce(t, message.message);
      expect(delivered.attempts).toBe(2);
    });

    it('refuses the retry entry without the secret', async () => {
      const t = target();
      expect((await runRetry(t, 'wrong')).status).toBe(401);
      expect((await fetch(`${t.url}/retry`, { method: 'POST' })).status).toBe(401);
    });

    it('writes one log line per request, with no message text and no e-mail address', async () => {
      const t = target();
      const message = freshMessage({ email: 'log.check@example.com' });
      const response = await postJson(t, message);
      const requestId = response.headers.get('x-request-id');
      // The function's output reaches the test through a pipe: wait for the line to arrive.
      const lines = await poll(
        () => t.requestLogs().filter((entry) => entry.request_id === requestId),
        (found) => found.length > 0,
      );
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ status: 200, outcome: 'stored', method: 'POST' });
      expect(typeof lines[0]!.duration_ms).toBe('number');
      const all = JSON.stringify(t.requestLogs());
      expect(all).not.toContain('log.check@example.com');
      expect(all).not.toContain(message.message);
    });

    describe('hostile and unusual inputs', () => {
      for (const { label, fields, refused } of hostileInputs) {
        it(`${label}: ${refused ? 'refused with the field message' : 'stored byte for byte and escaped in the e-mail'}`, async () => {
          const t = target();
          const base = freshMessage({ service: '' });
          const values = { ...base, ...fields };
          if (!refused && fields.message !== undefined)
            values.message = `${fields.message} ${base.message.slice(-24)}`.slice(-5000);
          const response = await postJson(t, values);
          if (refused) {
            expect(response.status).toBe(400);
            expect(
              ((await response.json()) as { fields: Record<string, string> }).fields[refused.field],
            ).toBe(refused.message);
            return;
          }
          expect(response.status).toBe(200);
          const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
          const row = await expectStoredAndSentOnce(t, trimmed.message!);
          expect({
            name: row.name,
            email: row.email,
            phone: row.phone,
            message: row.message,
          }).toEqual({
            name: trimmed.name,
            email: trimmed.email,
            phone: trimmed.phone,
            message: trimmed.message,
          });
          const [email] = emailsFor(t, [row]);
          for (const value of [row.name, row.message])
            expect(email!.html).toContain(escapeHtml(value));
          expect(email!.html).not.toMatch(/<script|<img/i);
          expect(email!.subject).not.toMatch(/[\r\n]/);
        });
      }
    });
  });
}
