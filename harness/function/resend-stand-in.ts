/**
 * A local stand-in for Resend's HTTP API (POST /emails), the one part of the path to the owner's
 * inbox that cannot be reached from here. It speaks Resend's protocol: Bearer API key, JSON body,
 * `{ id }` on success, Resend's error shapes, and the Idempotency-Key rule (a repeat of a key
 * answers the first result and sends nothing; the same key with another body is 409).
 * It can also be slow (1 s), or fail: answer 500, hang, or be down (connection refused) until
 * brought back; or answer as Resend does a refused request: 422 (invalid `from`), 409
 * (`invalid_idempotent_request`) or 429 with Retry-After; or deliver and then drop the connection
 * before answering (an answer lost on the way back).
 * With a journal file, each delivered e-mail is also appended to it as a JSON line.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';

export type ResendEmail = {
  id: string;
  idempotencyKey: string | null;
  from: string;
  to: string[];
  reply_to: string;
  subject: string;
  html: string;
  text: string;
  /** Base64 content, as Resend's API takes attachments. */
  attachments: { filename: string; content: string; content_type?: string; content_id?: string }[];
};

type ResendMode = 'ok' | 'slow' | 'error' | 'hang' | 'drop' | '422' | '409' | '429';

/** The Retry-After of the stand-in's 429, in seconds. */
export const standInRetryAfter = 120;

const standInApiKey = 're_test_stand_in_key';

const send = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function readJson(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return { text, body: JSON.parse(text) as Record<string, unknown> };
  } catch {
    return { text, body: null };
  }
}

export async function startResendStandIn(journal?: string) {
  let mode: ResendMode = 'ok';
  const delivered: ResendEmail[] = [];
  /** Every request's User-Agent, in order. */
  const userAgents: string[] = [];
  const byKey = new Map<string, { text: string; id: string }>();
  /** Every POST per Idempotency-Key, answered or not: a test of "sent once" counts these. */
  const asked = new Map<string, number>();
  const sockets = new Set<Socket>();
  let counter = 0;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST' || req.url !== '/emails')
      return send(res, 404, { statusCode: 404, name: 'not_found', message: 'Not found' });
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    if (req.headers.authorization !== `Bearer ${standInApiKey}`)
      return send(res, 401, {
        statusCode: 401,
        name: 'missing_api_key',
        message: 'Missing API key in the authorization header.',
      });
    userAgents.push(String(req.headers['user-agent']));
    if (key) asked.set(key, (asked.get(key) ?? 0) + 1);
    const { text, body } = await readJson(req);
    if (mode === '422')
      return send(res, 422, {
        statusCode: 422,
        name: 'invalid_from_address',
        message: 'Invalid `from` field.',
      });
    if (mode === '409')
      return send(res, 409, {
        statusCode: 409,
        name: 'invalid_idempotent_request',
        message: 'Same idempotency key used with a different request payload.',
      });
    if (mode === '429')
      return send(
        res,
        429,
        {
          statusCode: 429,
          name: 'rate_limit_exceeded',
          message: 'Too many requests. You can only make 2 requests per second.',
        },
        { 'Retry-After': String(standInRetryAfter) },
      );
    if (mode === 'hang') return; // never answers; the socket is destroyed on stop
    if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 1_000));
    if (mode === 'error')
      return send(res, 500, {
        statusCode: 500,
        name: 'internal_server_error',
        message: 'An unexpected error occurred.',
      });
    if (!body || typeof body.from !== 'string' || !body.to || typeof body.subject !== 'string')
      return send(res, 422, {
        statusCode: 422,
        name: 'validation_error',
        message: 'Missing `from`, `to` or `subject`.',
      });
    if (key) {
      const earlier = byKey.get(key);
      if (earlier && earlier.text !== text)
        return send(res, 409, {
          statusCode: 409,
          name: 'invalid_idempotent_request',
          message: 'Same idempotency key used with a different request payload.',
        });
      if (earlier)
        return mode === 'drop' ? void req.socket.destroy() : send(res, 200, { id: earlier.id });
    }
    counter += 1;
    const id = `stand-in-${counter}`;
    if (key) byKey.set(key, { text, id });
    const email: ResendEmail = {
      id,
      idempotencyKey: key,
      from: String(body.from),
      to: ([] as string[]).concat(body.to as string[]),
      reply_to: String(body.reply_to ?? ''),
      subject: body.subject,
      html: String(body.html ?? ''),
      text: String(body.text ?? ''),
      attachments: (body.attachments as ResendEmail['attachments'] | undefined) ?? [],
    };
    delivered.push(email);
    if (journal) appendFileSync(journal, `${JSON.stringify(email)}\n`);
    if (mode === 'drop') return void req.socket.destroy();
    send(res, 200, { id });
  }

  let server = createServer((req, res) => void handle(req, res));
  let listening = false;
  const listen = (at: number) =>
    new Promise<number>((resolve) => {
      listening = true;
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      server.listen(at, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
  const close = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  if (journal) mkdirSync(path.dirname(journal), { recursive: true });
  const boundPort = await listen(0);

  return {
    url: `http://127.0.0.1:${boundPort}`,
    apiKey: standInApiKey,
    delivered,
    userAgents,
    /**
     * How many times the function asked to send with `key`: the stand-in, like Resend, delivers
     * a repeat of a key once, so only this shows a second attempt.
     */
    attempts: (key: string) => asked.get(key) ?? 0,
    setMode(next: ResendMode) {
      mode = next;
    },
    /** Connection refused until `up`. */
    down: close,
    async up() {
      if (listening) return;
      server = createServer((req, res) => void handle(req, res));
      await listen(boundPort);
    },
    stop: close,
  };
}
