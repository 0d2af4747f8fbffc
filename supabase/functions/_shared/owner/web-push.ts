/**
 * One Web Push message in WebCrypto alone, so Supabase's runtime, Deno and Node run the same code
 * with no push library: the payload encrypted to the subscriber (RFC 8291, `aes128gcm` of RFC
 * 8188), the sender identified by a VAPID JWT (RFC 8292, ES256), and the request a push service
 * takes (RFC 8030: `TTL`, `Urgency`). It imports nothing of the function's feature modules but
 * the shape of a stored subscription (database/push-subscriptions.ts).
 */
import type { VapidKeys } from '../config.ts';
import type { PushTarget } from '../database/push-subscriptions.ts';

const encoder = new TextEncoder();

function fromBase64url(value: string) {
  const binary = atob(value.replace(/=+$/, '').replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function toBase64url(bytes: Uint8Array) {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function concat(...parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** HKDF-SHA-256 (extract and expand) of `length` bytes. */
async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, length: number) {
  const key = await crypto.subtle.importKey('raw', ikm as BufferSource, 'HKDF', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: salt as BufferSource, info: info as BufferSource },
    key,
    length * 8,
  );
  return new Uint8Array(bits);
}

/** A raw uncompressed P-256 point (65 bytes) and its private scalar as a JWK WebCrypto imports. */
function privateJwk(publicKey: Uint8Array, privateKey: Uint8Array): JsonWebKey {
  return {
    kty: 'EC',
    crv: 'P-256',
    x: toBase64url(publicKey.slice(1, 33)),
    y: toBase64url(publicKey.slice(33, 65)),
    d: toBase64url(privateKey),
    ext: true,
  };
}

/** The record size the header names; one record holds the whole (small) payload. */
const recordSize = 4096;

/**
 * The payload as RFC 8291 encrypts it for one subscriber: an ephemeral ECDH key with the
 * subscriber's p256dh, the auth secret mixed in, then AES-128-GCM in one `aes128gcm` record whose
 * header carries the salt and the ephemeral public key.
 */
async function encryptPayload(target: PushTarget, payload: Uint8Array) {
  const subscriberKey = fromBase64url(target.p256dh);
  const authSecret = fromBase64url(target.auth);
  if (subscriberKey.length !== 65 || authSecret.length < 16)
    throw new Error('not a P-256 subscription key with an auth secret');
  const ephemeral = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair;
  const ephemeralPublic = new Uint8Array(await crypto.subtle.exportKey('raw', ephemeral.publicKey));
  const subscriber = await crypto.subtle.importKey(
    'raw',
    subscriberKey as BufferSource,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  );
  const shared = new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: 'ECDH', public: subscriber } as EcdhKeyDeriveParams,
      ephemeral.privateKey,
      256,
    ),
  );
  const keyInfo = concat(encoder.encode('WebPush: info\0'), subscriberKey, ephemeralPublic);
  const ikm = await hkdf(authSecret, shared, keyInfo, 32);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const cek = await hkdf(salt, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16);
  const nonce = await hkdf(salt, ikm, encoder.encode('Content-Encoding: nonce\0'), 12);
  const key = await crypto.subtle.importKey('raw', cek as BufferSource, 'AES-GCM', false, [
    'encrypt',
  ]);
  // The padding delimiter 0x02 marks the last (here the only) record.
  const record = concat(payload, new Uint8Array([2]));
  if (record.length + 16 > recordSize) throw new Error('push payload too large');
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv: nonce as BufferSource },
      key,
      record as BufferSource,
    ),
  );
  const header = new Uint8Array(21);
  header.set(salt);
  new DataView(header.buffer).setUint32(16, recordSize);
  header[20] = ephemeralPublic.length;
  return concat(header, ephemeralPublic, sealed);
}

/** How long a VAPID JWT is good for: 12 hours, inside the 24 the RFC allows. */
const jwtLifetimeSeconds = 12 * 3_600;
/** How long one is reused for the same push service: no signature per push in a burst. */
const jwtReuseMs = 3_600_000;
const signed = new Map<string, { header: string; until: number }>();

/**
 * `Authorization: vapid t=<JWT>, k=<public key>`: the JWT's audience is the push service's origin,
 * signed with ES256 (WebCrypto's ECDSA signature is the raw r||s JWS asks for), and reused for an
 * hour per push service and key: a burst of requests costs one signature.
 */
async function vapidAuthorization(vapid: VapidKeys, endpoint: string, now = Date.now()) {
  const audience = new URL(endpoint).origin;
  const cacheKey = `${vapid.publicKey} ${vapid.subject} ${audience}`;
  const cached = signed.get(cacheKey);
  if (cached && cached.until > now) return cached.header;
  const publicKey = fromBase64url(vapid.publicKey);
  const key = await crypto.subtle.importKey(
    'jwk',
    privateJwk(publicKey, fromBase64url(vapid.privateKey)),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['sign'],
  );
  const part = (value: object) => toBase64url(encoder.encode(JSON.stringify(value)));
  const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part({
    aud: audience,
    exp: Math.floor(now / 1000) + jwtLifetimeSeconds,
    sub: vapid.subject,
  })}`;
  const signature = new Uint8Array(
    await crypto.subtle.sign(
      { name: 'ECDSA', hash: 'SHA-256' },
      key,
      encoder.encode(unsigned) as BufferSource,
    ),
  );
  const header = `vapid t=${unsigned}.${toBase64url(signature)}, k=${vapid.publicKey}`;
  if (signed.size > 100) signed.clear();
  signed.set(cacheKey, { header, until: now + jwtReuseMs });
  return header;
}

/** How long a push service keeps an undelivered push: a lead older than a day is no news. */
const pushTtlSeconds = 86_400;

/** The RFC 8030 request that delivers `payload` (JSON) to one subscriber. */
export async function pushRequest(vapid: VapidKeys, target: PushTarget, payload: unknown) {
  const body = await encryptPayload(target, encoder.encode(JSON.stringify(payload)));
  return new Request(target.endpoint, {
    method: 'POST',
    headers: {
      Authorization: await vapidAuthorization(vapid, target.endpoint),
      'Content-Encoding': 'aes128gcm',
      'Content-Type': 'application/octet-stream',
      TTL: String(pushTtlSeconds),
      Urgency: 'high',
    },
    body: body as BodyInit,
  });
}
