/**
 * The contact endpoint as the browser suite meets it: a proxy in front of the project's real
 * local endpoint that, when a message contains a marker such as [fault:401], answers the way a
 * failing backend or network would. Without a marker everything goes to the real endpoint.
 * It notes every request as it arrives over the wire (preflights included) in a journal, so
 * tests can check what the browser really sent.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { endpointJournalPath, ports, type JournalEntry } from './ports';

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};

const json = (
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = cors,
) => {
  res.writeHead(status, { ...headers, 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

let clients = 0;
const answeredOnce = new Set<string>();

function forward(req: IncomingMessage, res: ServerResponse, body: Buffer, stripCors = false) {
  // Like Supabase's gateway, name the client in X-Forwarded-For. Every test page shares one
  // loopback address, so each request gets an address of its own unless the test names one
  // (the rate-limit test does: "client-ip/<address>" in its browser's User-Agent, or the header
  // itself from a non-browser client), and the function's per-address limit is tested there.
  // Consecutive requests fall in different /24s too: the function also limits each /24.
  clients += 1;
  const named = /\bclient-ip\/([\d.]+)/.exec(String(req.headers['user-agent']))?.[1];
  const forwardedFor =
    req.headers['x-forwarded-for'] ??
    named ??
    `10.77.${clients % 250}.${Math.floor(clients / 250) % 250}`;
  const upstream = request(
    {
      host: '127.0.0.1',
      port: ports.realApi,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': forwardedFor },
    },
    (answer) => {
      const headers = { ...answer.headers };
      if (stripCors)
        for (const name of Object.keys(headers))
          if (name.startsWith('access-control-')) delete headers[name];
      res.writeHead(answer.statusCode ?? 502, headers);
      answer.pipe(res);
    },
  );
  upstream.end(body);
}

const faults: Record<string, (req: IncomingMessage, res: ServerResponse, body: Buffer) => void> = {
  '400': (_, res) => json(res, 400, { error: 'Invalid message' }),
  // What Supabase's gateway sends for a bad key: JSON, but no CORS headers, so browsers see a network error.
  '401': (_, res) => json(res, 401, { code: 401, message: 'Invalid JWT' }, {}),
  '404': (_, res) =>
    json(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' }),
  '500': (_, res) => json(res, 500, { error: 'Internal Server Error' }),
  '503': (_, res) => json(res, 503, { error: 'Service Unavailable' }),
  reset: (req) => req.socket.destroy(),
  hang: () => {},
  'slow-8s': (req, res, body) => setTimeout(() => forward(req, res, body), 8_000),
  'slow-2s': (req, res, body) => setTimeout(() => forward(req, res, body), 2_000),
  // Delivered, but the answer lacks CORS headers, so the browser cannot read it.
  'no-cors': (req, res, body) => forward(req, res, body, true),
  // The same, for the first post of a message only (by its idempotency key): a retry gets through.
  'no-cors-once': (req, res, body) => {
    const key = String(
      (JSON.parse(body.toString('utf8')) as { idempotencyKey?: string }).idempotencyKey,
    );
    const first = !answeredOnce.has(key);
    answeredOnce.add(key);
    forward(req, res, body, first);
  },
};

mkdirSync(path.dirname(endpointJournalPath), { recursive: true });
writeFileSync(endpointJournalPath, ''); // this run's requests only

function note(req: IncomingMessage, body: Buffer) {
  const entry: JournalEntry = {
    method: req.method ?? '',
    url: req.url ?? '',
    headers: Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
    ),
    body: body.toString('utf8'),
  };
  appendFileSync(endpointJournalPath, `${JSON.stringify(entry)}\n`);
}

createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  note(req, body);
  const fault =
    req.method === 'POST' ? /\[fault:([\w-]+)\]/.exec(body.toString('utf8'))?.[1] : undefined;
  if (fault && faults[fault]) return faults[fault](req, res, body);
  forward(req, res, body);
}).listen(ports.api, '127.0.0.1', () =>
  console.log(`fault proxy on ${ports.api} -> ${ports.realApi}`),
);
