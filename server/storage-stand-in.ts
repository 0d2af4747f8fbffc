/**
 * A stand-in for Supabase Storage's signed-upload protocol, for `npm start` and the tests: the
 * same REST paths, headers, tokens (an HS256 JWT whose `url` claim names bucket/path, valid 2 hours)
 * and refusals, with the bucket's limits read from storage.buckets, the row the migration
 * writes. Objects are files under `dir`/<bucket>/ (the project's .data/storage/ for `npm start`).
 *
 * POST   /storage/v1/object/upload/sign/<bucket>/<path>          (service key) -> { url }
 * PUT    /storage/v1/object/upload/sign/<bucket>/<path>?token=   (anyone with the token)
 * GET    /storage/v1/object/authenticated/<bucket>/<path>        (service key)
 * HEAD   /storage/v1/object/authenticated/<bucket>/<path>        (service key)
 * DELETE /storage/v1/object/<bucket>  { prefixes: [...] }         (service key)
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../supabase/functions/_shared/database/database';

export const storagePrefix = '/storage/v1/';
const uploadLifetimeSeconds = 7_200;

type Bucket = { file_size_limit: number | string | null; allowed_mime_types: string[] | null };

type StandInOptions = { db: Database; dir: string; serviceKey?: string };

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'authorization, apikey, content-type, x-upsert, cache-control, x-client-info',
  'Access-Control-Max-Age': '86400',
};

/** Storage's error shape: the HTTP status, and the same again as a string in the body. */
function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { ...cors, 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}
const refuse = (res: ServerResponse, status: number, error: string, message: string) =>
  answer(res, status, { statusCode: String(status), error, message });

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export function createStorageStandIn({
  db,
  dir,
  serviceKey = `stand-in-${randomBytes(16).toString('hex')}`,
}: StandInOptions) {
  const secret = randomBytes(32);
  const sign = (data: string) => createHmac('sha256', secret).update(data).digest('base64url');

  function tokenFor(objectUrl: string) {
    const now = Math.floor(Date.now() / 1000);
    const head = `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify({ url: objectUrl, iat: now, exp: now + uploadLifetimeSeconds }))}`;
    return `${head}.${sign(head)}`;
  }

  /** The token's `url` claim when its signature holds and it has not expired; else null. */
  function verify(token: string) {
    const [header, payload, signature = ''] = token.split('.');
    const expected = sign(`${header}.${payload}`);
    if (signature.length !== expected.length) return null;
    if (!timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null;
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
      url: string;
      exp: number;
    };
    return claims.exp > Date.now() / 1000 ? claims.url : null;
  }

  async function bucketOf(id: string) {
    const [row] = await db.query<Bucket>(
      'select file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    return row ?? null;
  }

  const fileOf = (bucket: string, name: string) => path.join(dir, bucket, name);
  const withKey = (req: IncomingMessage) =>
    req.headers.authorization === `Bearer ${serviceKey}` || req.headers.apikey === serviceKey;

  /** The visitor's upload: the token, the bucket's types and size, no overwrite, all or nothing. */
  async function upload(req: IncomingMessage, res: ServerResponse, bucket: string, name: string) {
    const token = new URL(req.url ?? '', 'http://localhost').searchParams.get('token') ?? '';
    let claimed: string | null = null;
    try {
      claimed = verify(token);
    } catch {
      claimed = null;
    }
    if (claimed !== `${bucket}/${name}`)
      return refuse(res, 400, 'InvalidJWT', 'invalid signature or the token has expired');
    const limits = await bucketOf(bucket);
    if (!limits) return refuse(res, 404, 'Bucket not found', 'Bucket not found');
    const type = String(req.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    if (limits.allowed_mime_types && !limits.allowed_mime_types.includes(type))
      return refuse(res, 415, 'invalid_mime_type', `mime type ${type || 'none'} is not supported`);
    const max = limits.file_size_limit === null ? Infinity : Number(limits.file_size_limit);
    const tooLarge = () =>
      refuse(res, 413, 'Payload too large', 'The object exceeded the maximum allowed size');
    if (Number(req.headers['content-length'] ?? 0) > max) return tooLarge();
    const target = fileOf(bucket, name);
    const partial = `${target}.${randomUUID()}.part`;
    await mkdir(path.dirname(target), { recursive: true });
    let size = 0;
    try {
      await pipeline(
        req,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            size += chunk.length;
            if (size > max) throw new RangeError('too large');
            yield chunk;
          }
        },
        createWriteStream(partial),
      );
      // link() fails when the object exists: a signed upload never overwrites.
      await link(partial, target);
      await writeFile(`${target}.type`, type);
    } catch (error) {
      if (error instanceof RangeError) return tooLarge();
      if ((error as NodeJS.ErrnoException).code === 'EEXIST')
        return refuse(res, 409, 'Duplicate', 'The resource already exists');
      // The connection broke half-way: nothing is kept.
      if (!res.writableEnded && !req.socket.destroyed)
        refuse(res, 400, 'Upload interrupted', 'The upload did not complete');
      return;
    } finally {
      await rm(partial, { force: true });
    }
    answer(res, 200, { Id: randomUUID(), Key: `${bucket}/${name}` });
  }

  async function download(res: ServerResponse, bucket: string, name: string, head = false) {
    try {
      const [bytes, type] = await Promise.all([
        readFile(fileOf(bucket, name)),
        readFile(`${fileOf(bucket, name)}.type`, 'utf8'),
      ]);
      res.writeHead(200, { ...cors, 'Content-Type': type, 'Content-Length': bytes.length });
      res.end(head ? undefined : bytes);
    } catch {
      refuse(res, 404, 'not_found', 'Object not found');
    }
  }

  async function remove(req: IncomingMessage, res: ServerResponse, bucket: string) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const { prefixes = [] } = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
      prefixes?: string[];
    };
    const names = prefixes.filter(safeName);
    for (const name of names)
      await Promise.all([
        rm(fileOf(bucket, name), { force: true }),
        rm(`${fileOf(bucket, name)}.type`, { force: true }),
      ]);
    answer(
      res,
      200,
      names.map((name) => ({ name, bucket_id: bucket })),
    );
  }

  async function serve(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      return void res.end();
    }
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const rest = decodeURIComponent(pathname.slice(storagePrefix.length));
    const match = /^object\/(?:(upload\/sign|authenticated)\/)?([\w-]+)(?:\/(.+))?$/.exec(rest);
    const [, kind, bucket = '', name] = match ?? [];
    if (!match || (name !== undefined && !safeName(name)))
      return refuse(res, 400, 'InvalidKey', 'Invalid key');
    if (kind === 'upload/sign' && name && req.method === 'PUT')
      return upload(req, res, bucket, name);
    if (!withKey(req)) return refuse(res, 400, 'Unauthorized', 'invalid signature');
    if (kind === 'upload/sign' && name && req.method === 'POST') {
      if (!(await bucketOf(bucket)))
        return refuse(res, 404, 'Bucket not found', 'Bucket not found');
      const token = tokenFor(`${bucket}/${name}`);
      return answer(res, 200, { url: `/object/upload/sign/${bucket}/${name}?token=${token}` });
    }
    if (kind === 'authenticated' && name && (req.method === 'GET' || req.method === 'HEAD'))
      return download(res, bucket, name, req.method === 'HEAD');
    if (!kind && !name && req.method === 'DELETE') return remove(req, res, bucket);
    refuse(res, 404, 'not_found', 'Not found');
  }

  return { serve, serviceKey, dir };
}

/** An object name with no way out of its bucket's folder. */
const safeName = (name: string) =>
  /^[\w-]+(\/[\w-]+)*\.\w+$/.test(name) && !name.split('/').includes('..');
