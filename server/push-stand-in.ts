/**
 * A browser's push service and the phone behind it, for `npm start` and the function's tests: a
 * device with its own P-256 key and auth secret, whose pushes are checked as a push service would
 * check them (the VAPID JWT of RFC 8292: ES256 signature by the `k` key, `aud` the endpoint's
 * origin, `exp` at most 24 hours ahead, a `sub`), then decrypted as the browser would (RFC 8291
 * `aes128gcm`). `npm start` writes each decrypted push beside the .eml files.
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
} from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/** What the stand-in learnt from one push. */
export type ReceivedPush = {
  /** The decrypted payload, as JSON. */
  payload: Record<string, unknown>;
  claims: { aud: string; exp: number; sub: string };
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID public key (`k`) the push was signed with. */
  vapidKey: string;
};

const b64url = (value: string) => Buffer.from(value, 'base64url');

/** A subscribed browser: its keys, and its subscription as PushSubscription.toJSON() gives it. */
export function createPushDevice(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const publicKey = ecdh.getPublicKey();
  return {
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
    },
    /** The payload of an `aes128gcm` body encrypted to this device (RFC 8291, RFC 8188). */
    decrypt(body: Buffer) {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const serverKey = body.subarray(21, 21 + idLength);
      const sealed = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(serverKey);
      const info = Buffer.concat([Buffer.from('WebPush: info\0'), publicKey, serverKey]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, auth, info, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
      );
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(sealed.subarray(sealed.length - 16));
      const padded = Buffer.concat([
        decipher.update(sealed.subarray(0, sealed.length - 16)),
        decipher.final(),
      ]);
      // The last record ends in 0x02, then any zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('no last-record delimiter');
      return JSON.parse(padded.subarray(0, end).toString('utf8')) as Record<string, unknown>;
    },
  };
}

export type PushDevice = ReturnType<typeof createPushDevice>;

/** The claims of `Authorization: vapid t=…, k=…` once its signature and claims hold; else throws. */
function verifyVapid(authorization: string, endpointOrigin: string, now = Date.now()) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization.slice(0, 40)}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [header, claimsPart, signature] = jwt.split('.') as [string, string, string];
  if (JSON.parse(b64url(header).toString('utf8')).alg !== 'ES256') throw new Error('not ES256');
  const point = b64url(k);
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${header}.${claimsPart}`);
  if (!verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, b64url(signature)))
    throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(b64url(claimsPart).toString('utf8')) as ReceivedPush['claims'];
  if (claims.aud !== endpointOrigin) throw new Error(`aud ${claims.aud} is not ${endpointOrigin}`);
  const seconds = now / 1000;
  if (!(claims.exp > seconds && claims.exp <= seconds + 86_400))
    throw new Error('exp is not within 24 hours');
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error('sub is not mailto: or https:');
  return { claims, vapidKey: k };
}

/** The parts of a push request the stand-in reads. */
export type PushRequestParts = {
  headers: IncomingMessage['headers'];
  body: Buffer;
};

/** A push checked, then decrypted for `device`; throws what a push service would refuse. */
export function checkPush(
  { headers, body }: PushRequestParts,
  device: PushDevice,
  endpointOrigin: string,
): ReceivedPush {
  if (headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
  const { claims, vapidKey } = verifyVapid(String(headers.authorization), endpointOrigin);
  return {
    payload: device.decrypt(body),
    claims,
    ttl: headers.ttl as string | undefined,
    urgency: headers.urgency as string | undefined,
    vapidKey,
  };
}

/** A push request's headers and whole body. */
export async function readPushRequest(req: IncomingMessage): Promise<PushRequestParts> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return { headers: req.headers, body: Buffer.concat(chunks) };
}

/** A push as the stand-in's request handler reads it: checked, then decrypted for `device`. */
const readPush = async (req: IncomingMessage, device: PushDevice, endpointOrigin: string) =>
  checkPush(await readPushRequest(req), device, endpointOrigin);

/** Where `npm start`'s stand-in answers, on the local server's own port. */
export const pushPrefix = '/push-stand-in/';

/**
 * `npm start`'s push service with one device subscribed: each push checked, decrypted and
 * written to `outboxDir`/<time>-push.json beside the e-mails.
 */
export function createPushStandIn({ origin, outboxDir }: { origin: string; outboxDir: string }) {
  const device = createPushDevice(`${origin}${pushPrefix}local-device`);
  return {
    device,
    async serve(req: IncomingMessage, res: ServerResponse) {
      try {
        const push = await readPush(req, device, origin);
        await mkdir(outboxDir, { recursive: true });
        const file = path.join(
          outboxDir,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-push.json`,
        );
        await writeFile(file, `${JSON.stringify(push, null, 2)}\n`);
        console.log(`Push written to ${path.relative(process.cwd(), file)}`);
        res.writeHead(201).end();
      } catch (error) {
        console.warn(`Push refused by the stand-in: ${String(error)}`);
        res.writeHead(400, { 'Content-Type': 'text/plain' }).end(String(error));
      }
    },
  };
}
