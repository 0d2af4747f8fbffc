/**
 * The send-contact-email function as a visitor's browser and the owner's inbox reach it: its
 * settings for a test, fresh messages, posts as the form sends them, and the rows and e-mails they
 * leave. Used by the function's suites (tests/function/) and its benchmark (bench/function.ts).
 */
import { Agent, request } from 'node:http';
import type { startResendStandIn } from './resend-stand-in';

export type Target = {
  /** The function's URL as the site posts to it. */
  url: string;
  resend: Awaited<ReturnType<typeof startResendStandIn>>;
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** The function's request log lines so far, parsed. */
  requestLogs(): Record<string, unknown>[];
};

export const allowedOrigin = 'https://www.coquina-coast.example.org';
export const siteUrl = 'https://www.coquina-coast.example.org';
export const retrySecret = 'retry-secret-used-only-in-tests';

/** The function's settings for a test, pointing its e-mail at the stand-in. */
export const functionEnv = (resendUrl: string, apiKey: string) => ({
  ALLOWED_ORIGINS: allowedOrigin,
  SITE_URL: siteUrl,
  CONTACT_TO: 'owner@example.com',
  CONTACT_FROM: 'Coquina Coast website <website@example.com>',
  CONTACT_RETRY_SECRET: retrySecret,
  CONTACT_RATE_LIMIT: '5/600',
  // The budget has its own tests (owner-alerts.test.ts); here it is large enough never to be spent.
  CONTACT_EMAIL_BUDGET: '100000/3600',
  RESEND_API_KEY: apiKey,
  RESEND_API_URL: resendUrl,
});

let sequence = 0;
/** A message no other test sends, and a client address of its own (so no rate limit is shared). */
export function freshMessage(overrides: Record<string, string> = {}) {
  sequence += 1;
  const tag = `${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 7)}`;
  return {
    name: 'Ana Ruiz',
    email: 'ana.ruiz@example.com',
    phone: '(727) 555-0123',
    service: 'Permit Rescue',
    message: `Permit for a 2019 lanai enclosure expired before final inspection. ref:${tag}`,
    ...overrides,
  };
}

export const clientAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

type PostOptions = {
  key?: string | null;
  /** The key in the JSON body, as the form sends it, rather than the Idempotency-Key header. */
  keyInBody?: boolean;
  address?: string;
  origin?: string | null;
  type?: string;
  headers?: Record<string, string>;
  /** The form's language, as the Spanish pages' form gives it in the address (`?lang=es`). */
  lang?: string;
};

/**
 * A post as it reaches the function behind the platform's proxies: the client's address is the
 * right-most X-Forwarded-For hop; the left-most is whatever the client wrote, here random.
 */
export function post(target: Target, body: string, options: PostOptions = {}) {
  const headers: Record<string, string> = {
    'Content-Type': options.type ?? 'application/json',
    'X-Forwarded-For': `${clientAddress()}, ${options.address ?? clientAddress()}`,
    ...options.headers,
  };
  if (options.origin !== null) headers.Origin = options.origin ?? allowedOrigin;
  if (options.key !== null && !options.keyInBody)
    headers['Idempotency-Key'] = options.key ?? crypto.randomUUID();
  const url = options.lang ? `${target.url}?lang=${options.lang}` : target.url;
  return fetch(url, { method: 'POST', headers, body, redirect: 'manual' });
}

export const postJson = (target: Target, message: object, options: PostOptions = {}) =>
  post(
    target,
    JSON.stringify(
      options.keyInBody
        ? { ...message, idempotencyKey: options.key ?? crypto.randomUUID() }
        : message,
    ),
    options,
  );

export const postForm = (
  target: Target,
  message: Record<string, string>,
  options: PostOptions = {},
) =>
  post(target, new URLSearchParams(message).toString(), {
    key: null,
    type: 'application/x-www-form-urlencoded',
    ...options,
  });

type MessageRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  idempotency_key: string | null;
  page_origin: string | null;
  user_agent: string | null;
  notified_at: Date | null;
  failed_at: Date | null;
  deferred: boolean;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date | null;
  received_at: Date;
  language: string;
};

export const rowsFor = (target: Target, text: string) =>
  target.query<MessageRow>('select * from public.contact_messages where message = $1', [text]);

/** The stored rows of many messages, by their texts: each row's id and when it was e-mailed. */
export const rowsForAll = (target: Target, texts: string[]) =>
  target.query<Pick<MessageRow, 'id' | 'notified_at'>>(
    'select id, notified_at from public.contact_messages where message = any($1)',
    [texts],
  );

/** The e-mails the stand-in delivered for stored messages. */
export const emailsFor = (target: Target, rows: Pick<MessageRow, 'id'>[]) =>
  target.resend.delivered.filter((email) =>
    rows.some((row) => email.idempotencyKey === `contact-message/${row.id}`),
  );

/** Stands in for the passage of time: the message's next attempt is due now. */
export const makeDue = (target: Target, text: string) =>
  target.query(
    `update public.contact_messages set next_attempt_at = now() where message = $1 and notified_at is null and next_attempt_at is not null`,
    [text],
  );

export const runRetry = (target: Target, secret = retrySecret) =>
  fetch(`${target.url}/retry`, { method: 'POST', headers: { 'x-retry-secret': secret } });

export async function expectStoredAndSentOnce(target: Target, text: string) {
  const rows = await rowsFor(target, text);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.notified_at).not.toBeNull();
  expect(emailsFor(target, rows)).toHaveLength(1);
  return rows[0]!;
}

/**
 * Posts `messages` as the form does (JSON, key in the body), `inFlight` at a time, each from its
 * own address; the status and time of each. Through node:http with kept-alive sockets rather than
 * fetch: the load must cost the two-core machine as little as it can, since every cycle it takes
 * is one the function under test does not get (docs/contact-function.md, "Load").
 */
export async function postAll(target: Target, messages: object[], inFlight: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: inFlight });
  const url = new URL(target.url);
  const postOne = (message: object) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify({ ...message, idempotencyKey: crypto.randomUUID() });
      const req = request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
            Origin: allowedOrigin,
            'X-Forwarded-For': `${clientAddress()}, ${clientAddress()}`,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const answers: { status: number; ms: number }[] = [];
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: Math.min(inFlight, messages.length) }, async () => {
        while (next < messages.length) {
          const message = messages[next++]!;
          const sent = performance.now();
          const status = await postOne(message);
          answers.push({ status, ms: performance.now() - sent });
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  return answers;
}
